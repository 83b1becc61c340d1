import Foundation
import Testing
import Verdict

@Suite struct MIMETypeRuleTests {
    /// NGRValidator (§2.7): each fixture matches only its own type, but XML and JSON are also text.
    @Test(arguments: MIMEType.allCases)
    func eachFixtureMatchesOnlyItsOwnType(type: MIMEType) throws {
        let data = try #require(DataFixtures.byType[type])
        for other in MIMEType.allCases {
            let expected = other == type || (other == .text && (type == .xml || type == .json))
            #expect(
                RuleProbe.passes(MIMETypeRule([other]), .data(data)) == expected,
                "\(type) as \(other)")
        }
    }

    @Test(arguments: [
        ("PK\u{5}\u{6}", MIMEType.zip), ("PK\u{7}\u{8}", .zip), ("II*\u{0}", .tiff),
        ("MM\u{0}*", .tiff),
        ("GIF87a", .gif), ("Rar!\u{1A}\u{7}\u{0}", .rar), ("\u{EF}\u{BB}\u{BF}<?xml", .xml),
    ])
    func otherSignaturesOfATypeMatchToo(prefix: String, type: MIMEType) {
        var bytes = Array(prefix.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        bytes += [0, 0, 0, 0, 0, 0, 0, 0]
        #expect(RuleProbe.passes(MIMETypeRule([type]), .data(Data(bytes))))
    }

    @Test func zipSignaturesAtAnOffset() {
        var pklite = [UInt8](repeating: 0, count: 40)
        pklite.replaceSubrange(30..<36, with: Array("PKLITE".utf8))
        #expect(RuleProbe.passes(MIMETypeRule([.zip]), .data(Data(pklite))))
        var winzip = [UInt8](repeating: 0, count: 29_160)
        winzip.replaceSubrange(29_152..<29_158, with: Array("WinZip".utf8))
        #expect(RuleProbe.passes(MIMETypeRule([.zip]), .data(Data(winzip))))
    }

    @Test func mp3FrameSyncWithoutID3() {
        #expect(
            RuleProbe.passes(MIMETypeRule([.mp3]), .data(Data([0xFF, 0xFB, 0x90, 0x64, 0, 0]))))
        #expect(
            RuleProbe.passes(MIMETypeRule([.mp3]), .data(Data([0xFF, 0xF3, 0x90, 0x64, 0, 0]))))
        // Layer II, then a reserved MPEG version.
        #expect(
            !RuleProbe.passes(MIMETypeRule([.mp3]), .data(Data([0xFF, 0xFD, 0x90, 0x64, 0, 0]))))
        #expect(
            !RuleProbe.passes(MIMETypeRule([.mp3]), .data(Data([0xFF, 0xEB, 0x90, 0x64, 0, 0]))))
    }

    @Test func acceptsBase64TextAsJSONCarriesIt() throws {
        let png = try #require(DataFixtures.byType[.png])
        #expect(RuleProbe.passes(MIMETypeRule([.png]), .string(png.base64EncodedString())))
        #expect(
            RuleProbe.passes(
                MIMETypeRule([.png]), .string("data:image/png;base64," + png.base64EncodedString()))
        )
        #expect(!RuleProbe.passes(MIMETypeRule([.jpeg]), .string(png.base64EncodedString())))
        #expect(RuleProbe.failure(MIMETypeRule([.png]), "not base64!")?.key == .wrongType)
        #expect(
            RuleProbe.failure(MIMETypeRule([.png]), .string("data:image/png,plain"))?.key
                == .wrongType)
        #expect(RuleProbe.failure(MIMETypeRule([.png]), 42)?.key == .wrongType)
    }

    @Test func severalTypesAndTheMessage() throws {
        let gif = try #require(DataFixtures.byType[.gif])
        #expect(RuleProbe.chainPasses(Validate("logo").mimeType([.png, .gif]), .data(gif)))
        let e = RuleProbe.chainErrors(Validate("logo").mimeType(.png), .data(gif))
        #expect(e.map(\.message) == ["Logo must be a file of type image/png."])
        #expect(e.first?.params["expected"] == "image/png")
    }

    @Test(arguments: [
        ("png", MIMEType.png), ("image/png", .png), ("JPG", .jpeg), ("image/jpeg", .jpeg),
        ("7z", .sevenZip),
        ("application/gzip", .gzip), ("text/plain; charset=utf-8", .text), ("3gp", .threeGP),
        ("video/quicktime", .mov),
    ])
    func namesTypes(name: String, type: MIMEType) {
        #expect(MIMEType(named: name) == type)
    }

    @Test(arguments: ["", "image", "image/webp", "docx", "png2"])
    func unknownTypeNames(name: String) {
        #expect(MIMEType(named: name) == nil)
    }
}
