import Foundation
import Testing
import Verdict

@Suite struct ByteSizeRuleTests {
    /// NGRValidator's fixtures: logo.png is 7,238 bytes, logo.mp4 65,885.
    static let png = Data(count: 7_238)
    static let mp4 = Data(count: 65_885)

    @Test func ngrVectors() {
        #expect(RuleProbe.chainPasses(Validate("file").maxByteSize(8_000), .data(Self.png)))
        #expect(!RuleProbe.chainPasses(Validate("file").maxByteSize(8_000), .data(Self.mp4)))
        #expect(RuleProbe.chainPasses(Validate("file").minByteSize(8_000), .data(Self.mp4)))
        #expect(!RuleProbe.chainPasses(Validate("file").minByteSize(8_000), .data(Self.png)))
    }

    @Test(arguments: [(7_999, true), (8_000, true), (8_001, false), (0, true)])
    func maximumIsInclusive(size: Int, valid: Bool) {
        #expect(RuleProbe.passes(ByteSizeRule(.max(8_000)), .data(Data(count: size))) == valid)
    }

    @Test(arguments: [(7_999, false), (8_000, true), (8_001, true), (1, false)])
    func minimumIsInclusive(size: Int, valid: Bool) {
        #expect(RuleProbe.passes(ByteSizeRule(.min(8_000)), .data(Data(count: size))) == valid)
    }

    @Test func countsDecodedBase64AndReportsTheSize() {
        let base64 = Data(count: 10).base64EncodedString()  // 16 characters, 10 bytes
        #expect(RuleProbe.passes(ByteSizeRule(.max(10)), .string(base64)))
        let failure = RuleProbe.failure(ByteSizeRule(.max(9)), .string(base64))
        #expect(failure?.key == .dataTooBig)
        #expect(failure?.params["size"] == 10)
        #expect(failure?.params["max"] == 9)
        #expect(RuleProbe.failure(ByteSizeRule(.min(11)), .string(base64))?.key == .dataTooSmall)
        #expect(RuleProbe.failure(ByteSizeRule(.min(1)), ["a"])?.key == .wrongType)
    }

    @Test func messageGivesTheBoundAndTheSize() {
        #expect(
            RuleProbe.chainErrors(Validate("logo").maxByteSize(8_000), .data(Self.mp4)).map(\.message) == [
                "Logo must be at most 8000 bytes; it is 65885 bytes."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("logo").minByteSize(8_000), .data(Self.png)).map(\.message) == [
                "Logo must be at least 8000 bytes; it is 7238 bytes."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("logo").maxByteSize(1), .data(Data(count: 2))).map(\.message) == [
                "Logo must be at most 1 byte; it is 2 bytes."
            ])
    }
}
