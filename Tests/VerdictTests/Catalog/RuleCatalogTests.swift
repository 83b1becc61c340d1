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
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "regex", "invalid pattern '('",
                hint:
                    "patterns are ICU regular expressions (NSRegularExpression); escape a literal `(`, `[` or `{` with `\\\\`",
                position: 1)
        ) {
            try RuleCatalog.make("regex", RuleArguments(rule: "regex", positional: ["("]))
        }
        #expect(RuleCatalog.nearestName(to: "requried") == "required")
        #expect(RuleCatalog.nearestName(to: "zzzzzzzzzz") == nil)
    }

    /// A number written as a string, as an argument or an option, is refused with the fix; a flag
    /// that is not a boolean too.
    @Test func quotedNumbersAndFlagsGetTheFixAsTheirHint() {
        #expect(
            throws: RuleDefinitionError.wrongArgument(
                rule: "minLength", position: 1, expected: "a whole number ≥ 0", got: "\"8\"")
        ) { try RuleCatalog.make("minLength", RuleArguments(rule: "minLength", positional: ["8"])) }
        #expect(
            RuleDefinitionError.wrongArgument(
                rule: "minLength", position: 1, expected: "a whole number ≥ 0", got: "\"8\""
            )
            .description
                == #"rule 'minLength' argument 1 should be a whole number ≥ 0, got "8" (write the number without quotes: 8)"#
        )
        #expect(
            RuleDefinitionError.wrongArgument(
                rule: "minLength", position: 1, expected: "a whole number ≥ 0", got: "\"six\""
            )
            .hint == nil)
        #expect(
            RuleDefinitionError.wrongOption(rule: "string", option: "min", expected: "a whole number ≥ 0", got: "\"3\"")
                .hint == "write the number without quotes: 3")
        #expect(
            RuleDefinitionError.wrongOption(
                rule: "boolean", option: "strict", expected: "true or false", got: "\"yes\""
            )
            .hint == "write strict = true or strict = false, without quotes")
    }

    /// More arguments than a rule's signature shows are refused at the first one too many.
    @Test func extraArgumentsAreRefused() throws {
        #expect(
            throws: RuleDefinitionError.extraArgument(rule: "geoCoordinate", signature: "", most: 0, given: 1)
        ) { try RuleCatalog.make("geoCoordinate", RuleArguments(rule: "geoCoordinate", positional: ["latitude"])) }
        let extra = RuleDefinitionError.extraArgument(rule: "minSize", signature: "width height", most: 2, given: 3)
        #expect(
            extra.description
                == #"rule 'minSize' takes at most 2 arguments (width height), got 3 (write { …, "minSize", width, height })"#
        )
        #expect(extra.position == 3)
        #expect(
            RuleDefinitionError.extraArgument(rule: "geoCoordinate", signature: "", most: 0, given: 1).description
                == #"rule 'geoCoordinate' takes no arguments, got 1 (write { …, "geoCoordinate" })"#)
        // Optional arguments count: `trueValue [value]` takes one, `betweenDates a b [inclusive]` three.
        let trueValue = try RuleCatalog.make("trueValue", RuleArguments(rule: "trueValue", positional: ["yes"]))
        #expect(passes(Validate("value").rule(trueValue), "yes"))
        let between = try RuleCatalog.make(
            "betweenDates",
            RuleArguments(rule: "betweenDates", positional: ["2020-01-01", "2021-01-01", .value(false)]))
        #expect(!passes(Validate("value").rule(between), "2020-01-01"))
        #expect(passes(Validate("value").rule(between), "2020-06-01"))
    }

    /// The rules that see empty values are the ones the documentation names (README, `Validate`,
    /// docs/rule-files.md): every other rule skips them.
    @Test func theRulesThatSeeEmptyValuesAreTheDocumentedOnes() {
        let candidates: [[Operand]] = [
            [], [1], ["a"], [.value(["a"])], [.value(true)], [1, 2], ["2020-01-01", "2021-01-01"], ["email"], ["png"],
            ["string"],
            ["https://example.com/check"],
        ]
        var policies: [String: EmptyPolicy] = [:]
        for name in RuleCatalog.names {
            let rule = candidates.lazy.compactMap {
                try? RuleCatalog.make(name, RuleArguments(rule: name, positional: $0))
            }
            .first
            #expect(rule != nil, "\(name) could not be built")
            policies[name] = rule?.emptyPolicy
        }
        let absentOnly = policies.filter { if case .skipNull = $0.value { true } else { false } }.keys.sorted()
        let every = policies.filter { if case .checkAll = $0.value { true } else { false } }.keys.sorted()
        #expect(absentOnly == ["excludedFrom", "excludes", "in", "includedIn", "includes", "notIn", "trim"])
        #expect(every == ["default", "required"])
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
