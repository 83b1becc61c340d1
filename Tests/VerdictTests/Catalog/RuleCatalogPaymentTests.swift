import Testing
import Verdict

@Suite struct RuleCatalogPaymentTests {
    @Test func buildsPaymentRulesByName() throws {
        let card = try RuleCatalog.make(
            "creditCard", RuleArguments(rule: "creditCard", options: ["types": ["amex"]]))
        #expect(RuleProbe.passes(card, "378282246310005"))
        #expect(!RuleProbe.passes(card, "4556737586899855"))
        #expect(throws: RuleDefinitionError.self) {
            try RuleCatalog.make(
                "creditCard", RuleArguments(rule: "creditCard", options: ["types": ["amexx"]]))
        }
        let expiry = try RuleCatalog.make("cardExpiry", RuleArguments(rule: "cardExpiry"))
        #expect(expiry.name == "cardExpiry")
    }
}
