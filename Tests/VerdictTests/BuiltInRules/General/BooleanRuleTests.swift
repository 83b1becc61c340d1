import Testing
import Verdict

@Suite struct BooleanRuleTests {
    @Test func beTrue() {
        #expect(passes(Validate("value").beTrue(), true))
        #expect(passes(Validate("value").beTrue(), 100))
        #expect(errors(Validate("value").beTrue(), false).map(\.message) == ["Value isn't true."])
        #expect(!passes(Validate("value").beTrue(), 0))
        #expect(!passes(Validate("value").beTrue(), "true"))
    }

    @Test func beFalse() {
        #expect(passes(Validate("value").beFalse(), false))
        #expect(passes(Validate("value").beFalse(), 0))
        #expect(errors(Validate("value").beFalse(), true).map(\.message) == ["Value isn't false."])
        #expect(!passes(Validate("value").beFalse(), -100))
    }

    @Test func customTrueValue() {
        #expect(passes(Validate("value").beTrue("yes"), "yes"))
        #expect(!passes(Validate("value").beTrue("yes"), true))
    }

    @Test func booleanAcceptsEitherValue() {
        #expect(passes(Validate("value").boolean(), true))
        #expect(passes(Validate("value").boolean(), false))
        #expect(!passes(Validate("value").boolean(), "niceandsimple@example.com"))
        #expect(errors(Validate("value").boolean(), 100).map(\.message) == ["Value must be either 'true' or 'false'."])
        #expect(passes(Validate("value").boolean(trueValue: "Y", falseValue: "N"), "N"))
    }
}
