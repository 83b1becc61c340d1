import Testing
import Verdict

@Suite struct RuleSetDescriptionTests {
    let rules = RuleSet {
        Validate("title").required().minLength(6).origin(RuleOrigin(file: "event.lua", line: 7))
        Validate("name").lengthRange(4, 30).on("register")
        Validate("startDate").laterThan(.field("createdAt"))
        Validate("nick").trim()
    }
    .displayNames(["name": "Lastname"])

    @Test func eachRuleReadsAsTheMessageItGives() {
        let described = rules.describedRules()
        #expect(described.map(\.rule) == ["required", "minLength", "lengthRange", "laterThan", "trim"])
        #expect(described[0].messages == ["Title is required."])
        #expect(described[1].messages == ["Title must be at least 6 characters long."])
        #expect(described[1].origin == RuleOrigin(file: "event.lua", line: 7))
        #expect(described[1].parameters["min"] == .int(6))
        // A range gives both bounds; the display name of the rule set is used.
        #expect(
            described[2].messages == [
                "Lastname must be at least 4 characters long.", "Lastname must be at most 30 characters long.",
            ])
        #expect(described[2].onScenarios == ["register"])
        // The key named after the rule, not the entry's first.
        #expect(described[3].messages == ["Start date must be later than createdAt."])
        // A filter fails nothing.
        #expect(described[4].messages.isEmpty)
    }

    @Test func theLocaleWordsThem() {
        let german = rules.describedRules(locale: "de")
        #expect(german[0].messages == ["Title muss angegeben werden."])
        #expect(
            german[2].messages == [
                "Lastname muss mindestens 4 Zeichen lang sein.", "Lastname darf höchstens 30 Zeichen lang sein.",
            ])
    }

    @Test func aRulesOwnMessageWins() {
        let own = RuleSet { Validate("title").minLength(6).message("should have at least 6 signs.") }
        #expect(own.describedRules().first?.messages == ["Title should have at least 6 signs."])
    }
}
