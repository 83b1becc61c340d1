import Testing
import Verdict

@Suite struct BooleanRuleTests {
    @Test func beTrue() {
        #expect(passes(Validate("value").beTrue(), true))
        #expect(passes(Validate("value").beTrue(), 100))
        #expect(errors(Validate("value").beTrue(), false).map(\.message) == ["Value must be true."])
        #expect(!passes(Validate("value").beTrue(), 0))
        #expect(!passes(Validate("value").beTrue(), "true"))
    }

    /// A whole number beyond `Int` is not zero: true, and not false.
    @Test func largeIntegersAreTrue() throws {
        let large = try Value(json: "-18446744073709551617")
        #expect(passes(Validate("value").beTrue(), large))
        #expect(!passes(Validate("value").beFalse(), large))
    }

    @Test func beFalse() {
        #expect(passes(Validate("value").beFalse(), false))
        #expect(passes(Validate("value").beFalse(), 0))
        #expect(errors(Validate("value").beFalse(), true).map(\.message) == ["Value must be false."])
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
        #expect(errors(Validate("value").boolean(), 100).map(\.message) == ["Value must be a boolean: true or false."])
        #expect(passes(Validate("value").boolean(), 1))
        #expect(passes(Validate("value").boolean(trueValue: "Y", falseValue: "N"), "N"))
    }

    @Test(arguments: [
        (Value.bool(true), true), (.bool(false), true), (.int(1), true), (.int(0), true), (.string("1"), true),
        (.string("0"), true), (.double(1.0), true), (.int(2), false), (.string("yes"), false), (.string("true"), false),
    ])
    func booleanAcceptsFXModelValidationsSpellingsUnlessStrict(value: Value, passesLoosely: Bool) {
        #expect(passes(Validate("value").boolean(), value) == passesLoosely)
        let isBool = if case .bool = value { true } else { false }
        #expect(passes(Validate("value").boolean(strict: true), value) == isBool)
    }

    @Test func booleanByNameTakesStrictAndKeepsItsSpelling() throws {
        let strict = try RuleCatalog.make("boolean", RuleArguments(rule: "boolean", options: ["strict": true]))
        #expect(!passes(Validate("value").rule(strict), "1"))
        let loose = try RuleCatalog.make("boolean", RuleArguments(rule: "boolean"))
        #expect(passes(Validate("value").rule(loose), "1"))
        let beTrue = try RuleCatalog.make("beTrue", RuleArguments(rule: "beTrue"))
        #expect(errors(Validate("value").rule(beTrue), false).map(\.rule) == ["beTrue"])
    }

    @Test func messageNamesTheValuesOtherThanTrueAndFalse() {
        #expect(errors(Validate("value").beTrue("yes"), "no").map(\.message) == ["Value must be yes."])
        #expect(errors(Validate("value").beFalse("no"), "yes").map(\.message) == ["Value must be no."])
        #expect(
            errors(Validate("value").boolean(trueValue: "Y", falseValue: "N"), "x").map(\.message) == [
                "Value must be either Y or N."
            ])
    }
}
