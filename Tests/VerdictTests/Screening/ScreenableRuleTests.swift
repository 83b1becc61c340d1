import Testing

@testable import Verdict

/// ``ScreenableRules`` finds a rule's screen by its type: the list must hold every screenable type,
/// and only those, or records would be screened by fewer rules than they can be.
@Suite struct ScreenableRuleTests {
    @Test func theListHoldsEveryScreenableRuleOfTheCatalogAndNoOther() {
        let listed = Set(ScreenableRules.types.map { ObjectIdentifier($0) })
        var screenable: Set<ObjectIdentifier> = []
        for type in RuleCatalog.entries {
            // The cast the list stands in for: a conformance look-up, as slow as it is sure.
            let conforms = type is any ScreenableRule.Type
            #expect(listed.contains(ObjectIdentifier(type)) == conforms, "\(type)")
            if conforms { screenable.insert(ObjectIdentifier(type)) }
        }
        #expect(screenable == listed, "every listed type is a rule of the catalog")
    }

    @Test func aRuleOfAListedTypeIsFoundAsItselfAndOthersAreNot() throws {
        let rules: [any ValidationRule] = [RequiredRule(allowEmpty: true), EmailRule(idn: true), LengthRule(.max(4))]
        for rule in rules {
            let found = try #require(ScreenableRules.screenable(rule), "\(type(of: rule))")
            #expect(type(of: found) == type(of: rule))
            #expect(found.parameters == rule.parameters)
        }
        #expect(ScreenableRules.screenable(RegexRule("^a$")) == nil)
        #expect(ScreenableRules.screenable(StringRule(min: 2)) == nil)
    }
}
