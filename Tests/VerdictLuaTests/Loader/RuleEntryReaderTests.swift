import Testing
import Verdict

@testable import VerdictLua

/// Rule entries `{ ATTRIBUTES, TYPE, ARGS..., options }`: built-in rules with arguments and
/// options, Lua functions, and every common option.
@Suite struct RuleEntryReaderTests {
    /// A model "M" with these rule entries.
    static func model(_ entries: String) throws -> LoadedRuleFile {
        let loaded = try LoadedRuleFile("return { model = \"M\", rules = {\n\(entries)\n} }")
        #expect(loaded.issues.isEmpty, "\(loaded.issueTexts)")
        return loaded
    }

    @Test func builtInRulesTakeTheirArguments() throws {
        let loaded = try Self.model(
            """
            { "title", "minLength", 6 },
            { "name", "lengthRange", 4, 30 },
            { "age", "range", 18, 99 },
            { "role", "in", { "member", "admin" } },
            { "code", "regex", "[A-Z]{3}" },
            { "mail", "email" },
            { "qty", "compare", ">", 100 },
            """)
        let record: Value = [
            "title": "Plan", "name": "Li", "age": 12, "role": "root", "code": "abcd", "mail": "x", "qty": 100,
        ]
        #expect(loaded.messages(record).count == 7)
        let good: Value = [
            "title": "Planning", "name": "Kowalski", "age": 30, "role": "admin", "code": "ABC", "mail": "a@b.co",
            "qty": 101,
        ]
        #expect(loaded.messages(good) == [])
    }

    /// Issue 20, item 1: a Lua integer argument or option stays an integer bound, so bounds beyond
    /// 2^53 are exact; a float one is a double bound, compared exactly with integer values.
    @Test func integerArgumentsStayIntegerBounds() throws {
        let loaded = try Self.model(
            """
            { "a", "max", 9007199254740992 },
            { "b", "min", 9007199254740993 },
            { "c", "exact", 9007199254740993 },
            { "d", "range", 4611686018427387905, 4611686018427387903 },
            { "e", "max", 9007199254740992.0 },
            { "f", "integer", max = math.maxinteger },
            { "g", "compare", "<=", 9007199254740992.0 },
            """)
        let twoTo53 = 9_007_199_254_740_992
        let twoTo62 = 4_611_686_018_427_387_904
        let outside: Value = [
            "a": .int(twoTo53 + 1), "b": .int(twoTo53), "c": .int(twoTo53), "d": .int(twoTo62 + 2),
            "e": .int(twoTo53 + 1), "f": .double(0x1p63), "g": .int(twoTo53 + 1),
        ]
        #expect(
            loaded.messages(outside) == [
                "A must be at most 9007199254740992.", "B must be at least 9007199254740993.",
                "C must be exactly 9007199254740993.", "D must be at most 4611686018427387905.",
                "E must be at most 9007199254740992.", "F must be at most 9223372036854775807.",
                "G must be less than or equal to 9007199254740992.",
            ])
        let inside: Value = [
            "a": .int(twoTo53), "b": .int(twoTo53 + 1), "c": .int(twoTo53 + 1), "d": .int(twoTo62 - 1),
            "e": .int(twoTo53), "f": .int(.max), "g": .int(twoTo53),
        ]
        #expect(loaded.messages(inside) == [])
        #expect(loaded.messages(["d": .int(twoTo62 - 2)]) == ["D must be at least 4611686018427387903."])
    }

    @Test(arguments: [
        ("characters", 1, true), ("unicodeScalars", 1, false), ("unicodeScalars", 2, true), ("utf16", 3, false),
        ("utf16", 4, true), ("utf8", 8, true), ("utf8", 7, false),
    ])
    func lengthRulesCountInTheirUnit(unit: String, maximum: Int, passes: Bool) throws {
        let loaded = try Self.model(#"{ "flag", "maxLength", \#(maximum), unit = "\#(unit)" },"#)
        #expect(loaded.messages(["flag": "🇯🇵"]).isEmpty == passes)
    }

    @Test func inWithAllowArrayAndNot() throws {
        let loaded = try Self.model(
            """
            { "one", "in", { 1, 2, 5, 10, "name" } },
            { "many", "in", { 1, 2, 5, 10, "name" }, allowArray = true },
            { "other", "in", { 1, 2 }, ["not"] = true },
            """)
        #expect(loaded.messages(["one": 1, "many": [1, "name"], "other": 3]) == [])
        #expect(
            loaded.validate(["one": [1, "name"], "many": [1, "name", -1], "other": 1]).errors.map(\.attribute) == [
                "one", "many", "other",
            ])
    }

    @Test func requiredWithRequiredValue() throws {
        let loaded = try Self.model(#"{ "value", "required", requiredValue = "test string" },"#)
        #expect(loaded.messages(["value": "test string"]) == [])
        #expect(loaded.messages(["value": "new string"]) == ["Value must be 'test string'."])
        #expect(loaded.messages([:]).count == 1)
    }

    @Test func compareWithoutArgumentsComparesWithTheRepeatAttribute() throws {
        let loaded = try Self.model(
            """
            { "password", "compare" },
            { "value", "compare", ">", verdict.field "value_repeat" },
            """)
        #expect(loaded.messages(["password": "pw", "password_repeat": "pw", "value": 100, "value_repeat": 0]) == [])
        #expect(
            loaded.validate(["password": "pw", "password_repeat": "pq", "value": 100, "value_repeat": 101]).errors
                .map(\.attribute) == ["password", "value"])
    }

    @Test func datesCompareWithFieldsNowAndStrings() throws {
        let loaded = try Self.model(
            """
            { "start", "earlierThan", verdict.field "finish" },
            { "start", "laterThanOrEqualTo", verdict.now },
            { "finish", "earlierThan", "2030-01-01T00:00:00Z" },
            """)
        #expect(loaded.messages(["start": "2026-02-01T00:00:00Z", "finish": "2026-03-01T00:00:00Z"]) == [])
        let errors = loaded.validate(["start": "2025-12-01T00:00:00Z", "finish": "2031-01-01T00:00:00Z"]).errors
        #expect(errors.map(\.rule) == ["laterThanOrEqualTo", "earlierThan"])
        #expect(
            loaded.validate(["start": "2026-05-01T00:00:00Z", "finish": "2026-03-01T00:00:00Z"]).errors.map(\.rule) == [
                "earlierThan"
            ])
    }

    @Test func messageReplacesTheDefaultText() throws {
        let loaded = try Self.model(
            """
            { "title", "minLength", 6, message = "should have at least 6 signs." },
            { "body", "minLength", 6, message = "{name} needs {min} signs, not '{value}'." },
            """)
        #expect(
            loaded.messages(["title": "abc", "body": "abc"]) == [
                "Title should have at least 6 signs.", "Body needs 6 signs, not 'abc'.",
            ])
    }

    @Test func onAndExceptChooseScenarios() throws {
        let loaded = try Self.model(
            """
            { "email", "required", on = { "register" } },
            { "password", "required", on = "login" },
            { "nickname", "required", except = { "login" } },
            """)
        #expect(loaded.validate([:], scenario: "register").errors.map(\.attribute) == ["email", "nickname"])
        #expect(loaded.validate([:], scenario: "login").errors.map(\.attribute) == ["password"])
        #expect(loaded.validate([:], scenario: "default").errors.map(\.attribute) == ["nickname"])
    }

    @Test func whenRunsTheRuleOnlyWhenItReturnsTrue() throws {
        let loaded = try Self.model(
            #"{ "vat", "required", when = function(object, ctx) return object.country == "DE" and ctx.scenario == "buy" end },"#
        )
        #expect(loaded.validate(["country": "DE"], scenario: "buy").errors.map(\.message) == ["VAT is required."])
        #expect(loaded.validate(["country": "FR"], scenario: "buy").errors.isEmpty)
        #expect(loaded.validate(["country": "DE"], scenario: "sell").errors.isEmpty)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func skipOnEmptyDecidesWhetherEmptyValuesAreChecked() throws {
        let loaded = try Self.model(
            """
            { "a", function() return false, "ran" end },
            { "b", function() return false, "ran" end, skipOnEmpty = false },
            { "c", "minLength", 3, skipOnEmpty = false },
            { "d", "required", skipOnEmpty = true },
            """)
        #expect(loaded.messages(["a": "", "c": ""]) == ["B ran", "C must be at least 3 characters long."])
    }

    @Test func skipOnErrorSkipsAnAttributeThatAlreadyFailed() throws {
        let loaded = try Self.model(
            """
            { "a", "minLength", 5 },
            { "a", function() return false, "second" end, skipOnError = true },
            { "b", "minLength", 5 },
            { "b", function() return false, "second" end },
            """)
        #expect(
            loaded.messages(["a": "abc", "b": "abc"]) == [
                "A must be at least 5 characters long.", "B must be at least 5 characters long.", "B second",
            ])
    }

    @Test func nameNamesTheRuleInErrors() throws {
        let loaded = try Self.model(
            """
            { "age", function(v) return v >= 18 end, name = "adult" },
            { "nick", "minLength", 3, name = "nickLength" },
            { "other", function() return false end },
            """)
        let errors = loaded.validate(["age": 12, "nick": "x", "other": 1]).errors
        #expect(errors.map(\.rule) == ["adult", "nickLength", "lua"])
    }

    @Test func oneEntryCanNameSeveralAttributes() throws {
        let loaded = try Self.model(#"{ { "startDate", "endDate" }, "required" },"#)
        #expect(loaded.messages([:]) == ["Start date is required.", "End date is required."])
    }

    @Test func filtersTrimAndDefaultWriteBack() throws {
        let loaded = try Self.model(
            """
            { "name", "trim" },
            { "city", "default", "Oslo" },
            { "zip", "default", function(v, o) return o.city == "Oslo" and "0150" or "?" end },
            """)
        let context = loaded.validate(["name": "   test string   "])
        #expect(context.rewrittenValues == ["name": "test string", "city": "Oslo", "zip": "0150"])
        #expect(loaded.validate(["name": "x", "city": "Bergen", "zip": "5003"]).rewrittenValues == [:])
    }

    @Test(arguments: [
        (#"{ "a", "emial" },"#, "rules/test.lua:2: rules[1]: unknown rule 'emial' (hint: did you mean 'email'?)"),
        (
            #"{ "a", "minLength", "six" },"#,
            "rules/test.lua:2: rules[1]: rule 'minLength' argument 1 should be a whole number ≥ 0, got \"six\""
        ),
        (
            #"{ "a", "minLength", 3, unti = "utf8" },"#,
            "rules/test.lua:2: rules[1]: unknown option 'unti' for rule 'minLength' (hint: did you mean 'unit'?)"
        ),
        (
            #"{ "a", "required", mesage = "x" },"#,
            "rules/test.lua:2: rules[1]: unknown option 'mesage' for rule 'required' (hint: did you mean 'message'?)"
        ),
        (
            #"{ "a", 42 },"#,
            "rules/test.lua:2: rules[1]: the second entry should be a rule name or a function (value, object, ctx)"
        ),
        (
            #"{ 5, "required" },"#,
            "rules/test.lua:2: rules[1]: the first entry should be an attribute name or a list of them"
        ),
        (
            #"{ "a", "required", when = true },"#,
            #"rules/test.lua:2: rules[1]: `when` should be a function (object, ctx), got a boolean (hint: when = function(object) return object.country == "USA" end)"#
        ),
        (
            #"{ "a", "required", skipOnError = "yes" },"#,
            #"rules/test.lua:2: rules[1]: `skipOnError` should be true or false, got "yes" (hint: write skipOnError = true or skipOnError = false, without quotes)"#
        ),
        (
            #"{ "a", "required", on = { 1 } },"#,
            "rules/test.lua:2: rules[1]: `on` should be a scenario name or a list of them"
        ),
        (
            #"{ "a", function() end, 5 },"#,
            "rules/test.lua:2: rules[1]: a Lua function rule takes no arguments after the function"
        ),
        (
            #"{ "a", function() end, unit = "utf8" },"#,
            "rules/test.lua:2: rules[1]: unknown option 'unit' for a Lua function rule (hint: options are message, on, except, when, skipOnEmpty, skipOnError, isEmpty, order, name, severity, schema)"
        ),
        (
            #"{ "a", "filter" },"#,
            "rules/test.lua:2: rules[1]: `filter` needs one function (value, object, ctx) returning the new value"
        ),
        (
            #"{ "a", "compare", ">", verdict.field },"#,
            "rules/test.lua:2: rules[1]: rule 'compare' takes no function arguments"
        ),
        (
            #"{ "a", "max", 0/0 },"#,
            "rules/test.lua:2: rules[1]: rule 'max' argument 1 should be a number, got nan"
        ),
        (
            #"{ "a", "number", min = 0/0 },"#,
            "rules/test.lua:2: rules[1]: rule 'number' option 'min' should be a number, got nan"
        ),
        (
            "\"required\",",
            "rules/test.lua:2: rules[1] should be a table { ATTRIBUTES, TYPE, ARGS..., options }, got a string"
        ),
    ])
    func badEntriesAreReportedAtTheirLine(entry: String, issue: String) throws {
        let loaded = try LoadedRuleFile("return { model = \"M\", rules = {\n\(entry)\n} }")
        #expect(loaded.issueTexts == [issue])
        #expect(loaded.runtime.state.stackTop == 0)
    }
}
