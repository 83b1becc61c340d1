import Testing

@testable import Verdict

/// ``ScreenableRules`` finds a rule's screen by its type among the screens the catalog's entries
/// declare: every screenable type must declare its own, and no other type one, or records would be
/// screened by fewer rules than they can be.
@Suite struct ScreenableRuleTests {
    @Test func everyScreenableRuleOfTheCatalogDeclaresItsOwnScreenAndNoOtherDoes() {
        for entry in RuleCatalog.entries {
            // The cast the declaration stands in for: a conformance look-up, as slow as it is sure.
            let conforms = entry is any ScreenableRule.Type
            let declared = entry.screen.ruleType
            #expect(declared == (conforms ? ObjectIdentifier(entry) : nil), "\(entry)")
        }
        let screened = ScreenableRules.screens.map { $0.type }
        #expect(Set(screened).count == screened.count, "each type has one screen")
    }

    @Test func aRuleOfAScreenedTypeIsFoundAsItselfAndOthersAreNot() throws {
        let rules: [any ValidationRule] = [
            RequiredRule(allowEmpty: true), EmailRule(idn: true), LengthRule(.max(4)), BooleanRule(.either),
        ]
        for rule in rules {
            let found = try #require(ScreenableRules.screenable(rule), "\(type(of: rule))")
            #expect(type(of: found) == type(of: rule))
            #expect(found.parameters == rule.parameters)
        }
        #expect(ScreenableRules.screenable(RegexRule("^a$")) == nil)
        #expect(ScreenableRules.screenable(StringRule(min: 2)) == nil)
    }
}
