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
        #expect(errors(Validate("value").differ("foo"), "foo").map(\.message) == ["Value must differ from foo."])
    }

    @Test func matchAnotherAttribute() {
        let rules = RuleSet { Validate("secondValue").required().match(.field("value")) }
        #expect(!rules.validate(["value": "12345", "secondValue": "1234567"] as [String: Value]).isValid)
        #expect(rules.validate(["value": "12345", "secondValue": "12345"] as [String: Value]).isValid)
    }

    @Test func maxLengthAndDecimalGiveTwoErrors() {
        let e = errors(Validate("value").maxLength(5).decimal(), "foo_bar_baz")
        #expect(e.map(\.message) == ["Value must be at most 5 characters long.", "Value must contain only digits."])
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
        #expect(
            errors(Validate("value").emoji(true), "foo").map(\.message) == ["Value must contain at least one emoji."])
        #expect(passes(Validate("value").emoji(false), "#1 of 2"))
    }

    /// A value long enough to overflow ICU's backtracking stack under `(\w|\s)*<script`: the engine
    /// gives up, and `firstMatch` alone would say "no match" — a pass under `invert`.
    @Test func regexFailsClosedWhenTheEngineGivesUp() {
        let long = Value.string(String(repeating: "a ", count: 300_000))
        for rule in [
            Validate("value").regex(#"(\w|\s)*<script"#, partial: true, invert: true),
            Validate("value").regex(#"(\w|\s)*<script"#, partial: true),
        ] {
            let found = errors(rule, long)
            #expect(!passes(rule, long))
            #expect(found.map(\.key) == [.ruleError])
            #expect(
                found.map(\.description) == [
                    "value: Value could not be checked: the regular expression engine gave up on this value (too long for the pattern)"
                ])
        }
        // A value the engine can read is still judged.
        #expect(passes(Validate("value").regex(#"(\w|\s)*<script"#, partial: true, invert: true), "a b c"))
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

    @Test func fxStringChecksTheTypeAndEachBound() {
        #expect(errors(Validate("value").string(), 12).map(\.message) == ["Value should be a string."])
        #expect(errors(Validate("value").string(), 12).first?.params["type"] == "string")
        #expect(errors(Validate("value").string(min: 3), "ab").map(\.key) == [.tooShort])
        #expect(errors(Validate("value").string(min: 3), "ab").first?.params["actual"] == 2)
        #expect(errors(Validate("value").string(max: 3), "abcd").map(\.key) == [.tooLong])
        #expect(errors(Validate("value").string(length: 4), "abc").map(\.key) == [.notExactLength])
        #expect(passes(Validate("value").string(min: 2, max: 4), "abc"))
    }

    @Test(arguments: [
        (["length": Value.int(5)], Value.string("abcde"), true), (["length": .int(5)], "abcd", false),
        (["length": .array([2])], "a", false), (["length": .array([2, 3])], "abcd", false),
        (["length": .array([2, 3])], "abc", true), (["min": .int(1), "max": .int(2)], "", true),
    ])
    func fxStringTakesLengthAsFXModelValidationReadsIt(options: [String: Value], value: Value, expected: Bool) throws {
        let rule = try RuleCatalog.make("string", RuleArguments(rule: "string", options: options))
        #expect(passes(Validate("value").rule(rule), value) == expected)
    }

    @Test func matchTakesAPatternDelimitedAsYiiWritesIt() throws {
        let rule = try RuleCatalog.make("match", RuleArguments(rule: "match", options: ["pattern": "/^[A-Z]+$/"]))
        #expect(rule.name == "match")
        // Matched anywhere; case respected unless the `i` flag (or `caseInsensitive`) says otherwise.
        #expect(passes(Validate("value").rule(rule), "ABC"))
        #expect(!passes(Validate("value").rule(rule), "abc"))
        #expect(
            errors(Validate("value").rule(rule), "ab1").map(\.description) == [
                "value: Value must match the pattern ^[A-Z]+$."
            ])
        let ignoring = try RuleCatalog.make("match", RuleArguments(rule: "match", options: ["pattern": "#^[A-Z]+$#i"]))
        #expect(passes(Validate("value").rule(ignoring), "abc"))
        let overridden = try RuleCatalog.make(
            "match", RuleArguments(rule: "match", options: ["pattern": "/^[A-Z]+$/i", "caseInsensitive": false]))
        #expect(!passes(Validate("value").rule(overridden), "abc"))
        let braces = try RuleCatalog.make("match", RuleArguments(rule: "match", options: ["pattern": "{^a.b$}s"]))
        #expect(passes(Validate("value").rule(braces), "a\nb"))
        let not = try RuleCatalog.make("match", RuleArguments(rule: "match", options: ["pattern": "/x/", "not": true]))
        #expect(!passes(Validate("value").rule(not), "axb"))
    }

    @Test(arguments: [
        (
            "^[A-Z]+$", "pattern \"^[A-Z]+$\" has no delimiters, which Yii demands",
            "write pattern = \"/^[A-Z]+$/\" (add i after the closing / to ignore case)"
        ),
        (
            "[A-Z]+", "pattern \"[A-Z]+\" has no delimiters, which Yii demands",
            "write pattern = \"/[A-Z]+/\" (add i after the closing / to ignore case)"
        ),
        (
            "/^[A-Z]+$", "pattern \"/^[A-Z]+$\" opens with the delimiter '/' and never closes it",
            "write pattern = \"/\\/^[A-Z]+$/\""
        ),
        (
            "/^[A-Z]+$/D", "pattern \"/^[A-Z]+$/D\" has the flag 'D', which Verdict does not read",
            "the flags are i (ignore case), m, s, x and u"
        ),
    ])
    func matchRefusesAPatternWithoutDelimiters(pattern: String, problem: String, hint: String) {
        // Read without delimiters and ignoring case, `^[A-Z]+$` passed "abc": a rule failing open.
        #expect(throws: RuleDefinitionError.invalid(rule: "match", problem, hint: hint, option: "pattern")) {
            try RuleCatalog.make("match", RuleArguments(rule: "match", options: ["pattern": .string(pattern)]))
        }
    }

    @Test func matchRefusesAPatternWhereItComparesAString() {
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "match",
                "compares the value with the string \"^[A-Z]+$\" (NGRValidator's match), which looks like a regular expression",
                hint:
                    "for a pattern write { …, \"match\", pattern = \"/^[A-Z]+$/\" } as FXModelValidation does, or { …, \"regex\", \"^[A-Z]+$\" }; to equal these characters write { …, \"compare\", \"==\", \"^[A-Z]+$\" }",
                position: 1)
        ) {
            try RuleCatalog.make("match", RuleArguments(rule: "match", positional: ["^[A-Z]+$"]))
        }
        #expect(throws: Never.self) { try RuleCatalog.make("match", RuleArguments(rule: "match", positional: ["foo"])) }
    }

    @Test func eachStringRuleStatesWhatItExpects() {
        #expect(
            errors(Validate("value").containsDigit(), "abc").map(\.message) == [
                "Value must contain at least one digit."
            ])
        #expect(
            errors(Validate("value").containsUppercase(), "abc").map(\.message) == [
                "Value must contain at least one uppercase letter."
            ])
        #expect(
            errors(Validate("value").containsLowercase(), "ABC").map(\.message) == [
                "Value must contain at least one lowercase letter."
            ])
        #expect(errors(Validate("value").emoji(false), "fooo 🙂").map(\.message) == ["Value must not contain emoji."])
        #expect(errors(Validate("value").match("foo"), "bar").map(\.message) == ["Value must match foo."])
    }
}
