import Testing
import Verdict

@Suite struct RuleCatalogTests {
    @Test(arguments: [
        "required", "minLength", "maxLength", "lengthRange", "exactLength", "match", "differ",
        "decimal", "containsDigit", "containsUppercase", "containsLowercase", "emoji", "regex", "min", "max",
        "range", "exact", "integer", "number", "trueValue", "falseValue", "boolean", "compare", "earlierThan",
        "laterThan", "earlierThanOrEqualTo", "laterThanOrEqualTo", "betweenDates", "includes", "excludes",
        "includedIn", "in", "excludedFrom", "notIn", "trim", "default", "safe",
    ])
    func everyGeneralRuleHasItsDesignName(name: String) {
        #expect(RuleCatalog.descriptors[name] != nil)
    }

    @Test func buildsRulesFromArguments() throws {
        let rule = try RuleCatalog.make(
            "lengthRange", RuleArguments(rule: "lengthRange", positional: [4, 30], options: ["unit": "utf8"]))
        let chain = Validate("value").rule(rule)
        #expect(passes(chain, "abcd"))
        #expect(!passes(chain, "abc"))
    }

    @Test func reportsBadDefinitions() {
        #expect(throws: RuleDefinitionError.unknownRule("minLenght", suggestion: "minLength")) {
            try RuleCatalog.make("minLenght", RuleArguments(rule: "minLenght"))
        }
        #expect(
            throws: RuleDefinitionError.missingArgument(rule: "minLength", position: 1, expected: "a whole number ≥ 0")
        ) {
            try RuleCatalog.make("minLength", RuleArguments(rule: "minLength"))
        }
        #expect(
            throws: RuleDefinitionError.wrongOption(
                rule: "minLength", option: "unit", expected: "characters, utf8, utf16 or unicodeScalars",
                got: "\"bytes\"")
        ) {
            try RuleCatalog.make(
                "minLength", RuleArguments(rule: "minLength", positional: [3], options: ["unit": "bytes"]))
        }
        #expect(throws: RuleDefinitionError.invalid(rule: "regex", "invalid pattern '('")) {
            try RuleCatalog.make("regex", RuleArguments(rule: "regex", positional: ["("]))
        }
        #expect(RuleCatalog.nearestName(to: "requried") == "required")
        #expect(RuleCatalog.nearestName(to: "zzzzzzzzzz") == nil)
    }

    @Test func compareAndInListOptions() throws {
        let gt = try RuleCatalog.make("compare", RuleArguments(rule: "compare", positional: [">", 100]))
        #expect(passes(Validate("value").rule(gt), 101))
        #expect(!passes(Validate("value").rule(gt), 100))
        let inRule = try RuleCatalog.make(
            "in", RuleArguments(rule: "in", positional: [.value([1, "name"])], options: ["allowArray": true]))
        #expect(passes(Validate("value").rule(inRule), [1, "name"]))
        let notIn = try RuleCatalog.make(
            "in", RuleArguments(rule: "in", positional: [.value([1])], options: ["not": true]))
        #expect(!passes(Validate("value").rule(notIn), 1))
    }

    @Test func everyMessageKeyHasOneHome() {
        var homes: [MessageKey: Int] = [:]
        for message in DefaultMessages.messages { homes[message.key, default: 0] += 1 }
        #expect(homes.filter { $0.value > 1 }.isEmpty)
        #expect(DefaultMessages.table.count == DefaultMessages.messages.count)
    }

    @Test func everyRuleNameHasOneHome() {
        let names = RuleCatalog.entries.flatMap { $0.descriptors.map(\.name) }
        #expect(names.count == Set(names).count)
        #expect(Set(names) == Set(RuleCatalog.names))
    }

    @Test func aRuleDeclaresItsKeysBesideItsNames() {
        let length = RuleCatalog.entries.first { ObjectIdentifier($0) == ObjectIdentifier(LengthRule.self) }
        #expect(length?.descriptors.map(\.name) == ["minLength", "maxLength", "lengthRange", "exactLength"])
        #expect(length?.messages.map(\.key) == [.tooShort, .tooLong, .notExactLength, .inputLength])
        #expect(DefaultMessages.text(for: .inputLength) == "String character length is not in the correct range.")
    }
}
