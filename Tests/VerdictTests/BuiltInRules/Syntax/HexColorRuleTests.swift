import Testing
import Verdict

@Suite struct HexColorRuleTests {
    static let valid = ["#FF11AA", "#ff11aa", "FF11AA", "#F1A", "f1a", "#000000", "#aBc"]
    static let invalid = [
        "#FF11A", "#GG11AA", "##FF11AA", "#FF11AA ", "rgb(1,2,3)", "", "#", "#FF11AA80", "#F1A8",
        "FF11AA#",
        "# FF11AA", "#FF-11-AA", "0xFF11AA", "#FF11AAB",
    ]

    @Test(arguments: valid)
    func acceptsColors(color: String) {
        #expect(HexColorRule().isValid(color))
    }

    @Test(arguments: invalid)
    func rejectsColors(color: String) {
        #expect(!HexColorRule().isValid(color))
        #expect(RuleProbe.failure(HexColorRule(), .string(color))?.key == .notHexColor)
    }

    @Test func alphaOption() {
        #expect(HexColorRule(alpha: true).isValid("#FF11AA80"))
        #expect(HexColorRule(alpha: true).isValid("#F1A8"))
        #expect(!HexColorRule(alpha: true).isValid("#FF11AA8"))
        #expect(RuleProbe.chainPasses(Validate("color").hexColor(), "#FF11AA"))
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }

    @Test func messageShowsTheAlphaWhenAllowed() {
        #expect(
            RuleProbe.chainErrors(Validate("color").hexColor(), "nope").map(\.message) == [
                "Color must be a hex color such as #1A2B3C."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("color").hexColor(alpha: true), "nope").map(\.message) == [
                "Color must be a hex color such as #1A2B3C or #1A2B3C80."
            ])
    }
}
