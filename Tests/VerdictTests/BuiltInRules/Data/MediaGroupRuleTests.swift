import Foundation
import Testing
import Verdict

@Suite struct MediaGroupRuleTests {
    /// NGRValidator (§2.7): group rules accept their group's fixtures and nothing else.
    @Test(arguments: MediaGroup.allCases)
    func acceptsExactlyTheGroupsTypes(group: MediaGroup) throws {
        for type in MIMEType.allCases {
            let data = try #require(DataFixtures.byType[type])
            #expect(
                RuleProbe.passes(MediaGroupRule(group), .data(data)) == (type.group == group),
                "\(type) in \(group)")
        }
    }

    @Test func fluentMethodsAndMessage() throws {
        let png = try #require(DataFixtures.byType[.png])
        let mp4 = try #require(DataFixtures.byType[.mp4])
        #expect(RuleProbe.chainPasses(Validate("file").image(), .data(png)))
        #expect(RuleProbe.chainPasses(Validate("file").video(), .data(mp4)))
        #expect(!RuleProbe.chainPasses(Validate("file").audio(), .data(mp4)))
        #expect(
            RuleProbe.chainPasses(
                Validate("file").archive(), .data(try #require(DataFixtures.byType[.zip]))))
        #expect(
            RuleProbe.chainErrors(Validate("file").image(), .data(mp4)).map(\.message) == [
                "File must be an image."
            ])
        #expect(RuleProbe.failure(MediaGroupRule(.image), true)?.key == .wrongType)
    }

    @Test func textTypesBelongToNoGroup() {
        #expect(MIMEType.pdf.group == nil)
        #expect(MIMEType.json.group == nil)
        #expect(MIMEType.flac.group == .audio)
    }

    @Test func messageNamesTheGroup() throws {
        let png = try #require(DataFixtures.byType[.png])
        #expect(RuleProbe.chainErrors(Validate("file").video(), .data(png)).map(\.message) == ["File must be a video."])
        #expect(
            RuleProbe.chainErrors(Validate("file").audio(), .data(png)).map(\.message) == [
                "File must be an audio file."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("file").archive(), .data(png)).map(\.message) == ["File must be an archive."]
        )
    }
}
