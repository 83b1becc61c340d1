import Testing

@testable import Verdict

@Suite struct ValidationContextTests {
    /// A rule that fails with where the context says it is: `path|name`.
    private struct WhereRule: ValidationRule {
        var name: String { "where" }
        var emptyPolicy: EmptyPolicy { .checkAll }
        func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
            .failed(RuleFailure(key: .invalid, text: "\(context.attribute)|\(context.attributeName)"))
        }
    }

    private func places(_ rules: RuleSet, _ object: Value) -> [String] {
        rules.validate(object).errors.map { $0.message.split(separator: " ").last.map(String.init) ?? "" }
    }

    @Test func topLevelChainsSeeTheirAttributeAsPathAndName() {
        let rules = RuleSet {
            Validate("title").rule(WhereRule())
            Validate("email").rule(WhereRule())
        }
        #expect(places(rules, ["title": "x", "email": "y"]) == ["title|title", "email|email"])
    }

    @Test func elementAndNestedChainsSeeAPathApartFromTheName() {
        let address = RuleSet { Validate("city").rule(WhereRule()) }
        let rules = RuleSet {
            Validate("tags").each { $0.rule(WhereRule()) }
            Validate("address").nested(address)
            Validate("title").rule(WhereRule())
        }
        let object: Value = ["tags": ["a", "b"], "address": ["city": "Oslo"], "title": "x"]
        #expect(places(rules, object) == ["tags[0]|tags", "tags[1]|tags", "address.city|city", "title|title"])
    }

    @Test func enterKeepsTheNameOnlyWhileItDiffersFromThePath() {
        let context = ValidationContext(source: Value.object([:]))
        context.enter(path: "items[3].price", name: "price")
        #expect(context.attribute == "items[3].price")
        #expect(context.attributeName == "price")
        context.enter(path: "title", name: "title")
        #expect(context.attribute == "title")
        #expect(context.attributeName == "title")
    }
}
