import Testing
import Verdict

@Suite struct StringRuleTests {
    @Test func decimal() {
        #expect(passes(Validate("value").decimal(), "123456"))
        #expect(!passes(Validate("value").decimal(), "123foo"))
        #expect(passes(Validate("value").decimal(), "١٢٣"))
        #expect(errors(Validate("value").decimal(), 10).first?.key == .wrongType)
    }

    @Test func matchAndDiffer() {
        #expect(passes(Validate("value").match("foo"), "foo"))
        #expect(!passes(Validate("value").match("foo"), "bar"))
        #expect(passes(Validate("value").differ("foo"), "bar"))
        #expect(errors(Validate("value").differ("foo"), "foo").map(\.message) == ["Value does not differ."])
    }

    @Test func matchAnotherAttribute() {
        let rules = RuleSet { Validate("secondValue").required().match(.field("value")) }
        #expect(!rules.validate(["value": "12345", "secondValue": "1234567"] as [String: Value]).isValid)
        #expect(rules.validate(["value": "12345", "secondValue": "12345"] as [String: Value]).isValid)
    }

    @Test func maxLengthAndDecimalGiveTwoErrors() {
        let e = errors(Validate("value").maxLength(5).decimal(), "foo_bar_baz")
        #expect(e.map(\.message) == ["Value is too long.", "Value should be decimal."])
        #expect(passes(Validate("value").maxLength(5).decimal(), "123"))
    }

    @Test(arguments: [("valid1", true), ("9valid", true), ("invalid", false), ("invali_d", false), ("inv+alid", false)])
    func containsDigit(value: String, valid: Bool) {
        #expect(passes(Validate("value").containsDigit(), .string(value)) == valid)
    }

    @Test func containsUpperAndLowercase() {
        #expect(passes(Validate("value").containsUppercase(), "abcÉ"))
        #expect(!passes(Validate("value").containsUppercase(), "abc1"))
        #expect(passes(Validate("value").containsLowercase(), "ABCé"))
        #expect(!passes(Validate("value").containsLowercase(), "ABC1"))
    }

    @Test func emoji() {
        #expect(passes(Validate("value").emoji(false), "foo"))
        #expect(!passes(Validate("value").emoji(false), "fooo 🙂"))
        #expect(passes(Validate("value").emoji(true), "fooo 🙂"))
        #expect(errors(Validate("value").emoji(true), "foo").map(\.message) == ["Value should contain an emoji."])
        #expect(passes(Validate("value").emoji(false), "#1 of 2"))
    }

    @Test func regexMatchesTheWholeValueByDefault() {
        #expect(passes(Validate("value").regex("hello"), "hello"))
        #expect(!passes(Validate("value").regex("hello"), "hello there"))
        #expect(!passes(Validate("value").regex("a|ab"), "abc"))
        #expect(passes(Validate("value").regex("a|ab"), "ab"))
        #expect(passes(Validate("value").regex("hello", partial: true), "oh hello there"))
        #expect(passes(Validate("value").regex("q.*", caseInsensitive: true), "QUX"))
        #expect(!passes(Validate("value").regex("q.*", caseInsensitive: true), "b4z"))
        #expect(passes(Validate("value").regex("[0-9]", partial: true, invert: true), "abc"))
        #expect(!passes(Validate("value").regex("[0-9]", partial: true, invert: true), "a1c"))
    }

    @Test func anInvalidPatternFailsVisibly() {
        let e = errors(Validate("value").regex("(unclosed"), "x")
        #expect(e.first?.key == .ruleError)
        #expect(e.first?.message == "Value could not be checked: invalid pattern '(unclosed'")
    }
}
