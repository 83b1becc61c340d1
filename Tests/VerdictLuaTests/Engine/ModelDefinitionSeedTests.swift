import Testing
import Verdict

@testable import VerdictLua

/// Issue 7: the vectors of SEEDS.md §3.7 (FXModelValidation) that rule files can express, through
/// Lua rule files and the engine: the scenarios fixture, safe attributes, filters, required with
/// requiredValue, compare with `_repeat`, in with allowArray.
@Suite struct ModelDefinitionSeedTests {
    static let fixture = """
        return {
          model = "Fixture",
          scenarios = {
            default = { "valueBoolean" },
            create = { "valueInteger", "valueFloat", "valueBoolean" },
            update = { "!valueString", "valueBoolean" },
          },
          rules = {
            { "valueBoolean", "required" },
            { { "valueInteger", "valueFloat" }, "required", on = { "create" } },
            { "valueString", "trim", on = { "update" } },
          },
        }
        """

    @Test func scenariosFixture() throws {
        let engine = try RuleDirectory(["fixture.lua": Self.fixture]).engine()
        let model = try #require(engine.model(named: "Fixture"))
        #expect(model.scenarioNames == ["default", "create", "update"])
        #expect(model.safeAttributes(in: "default") == ["valueBoolean"])
        #expect(model.safeAttributes(in: "create") == ["valueInteger", "valueFloat", "valueBoolean"])
        #expect(model.safeAttributes(in: "update") == ["valueBoolean"])
        #expect(model.scenarios["update"] == ["!valueString", "valueBoolean"])  // active, not safe
        // valueBoolean NO passes `required`.
        #expect(try engine.checked(["valueBoolean": false], model: "Fixture", options: .testing).isValid)
        #expect(
            try engine.messages([:], model: "Fixture", scenario: "create") == [
                "Value boolean is required.", "Value integer is required.", "Value float is required.",
            ])
        // The update scenario trims; the default one does not.
        let updated = try engine.checked(
            ["valueBoolean": true, "valueString": "   test string   "], model: "Fixture", scenario: "update",
            options: .testing)
        #expect(updated.rewrittenValues == ["valueString": "test string"])
        #expect(
            try engine.checked(["valueBoolean": true, "valueString": "  x "], model: "Fixture", options: .testing)
                .rewrittenValues == [:])
    }

    @Test func massiveAssignmentOnlyTakesSafeAttributes() throws {
        let engine = try RuleDirectory(["fixture.lua": Self.fixture]).engine()
        var strict = EvaluationOptions.testing
        strict.strict = true
        let body: Value = ["valueBoolean": true, "valueInteger": 200]
        let atDefault = try engine.checked(body, model: "Fixture", options: strict)
        #expect(atDefault.errors.map(\.message) == ["Value integer is not a safe attribute in scenario 'default'."])
        #expect(
            try engine.checked(body, model: "Fixture", scenario: "create", options: strict).errors.map(\.attribute) == [
                "valueFloat"
            ])
        let unsafe = try engine.checked(
            ["valueBoolean": true, "valueString": "x"], model: "Fixture", scenario: "update", options: strict)
        #expect(unsafe.errors.map(\.message) == ["Value string is not a safe attribute in scenario 'update'."])
    }

    @Test func safeMarksAnAttributeAssignable() throws {
        let without = try RuleDirectory(["m.lua": #"return { model = "M", rules = { { "valueString", "required" } } }"#]
        )
        .engine().model(named: "M")
        let with = try RuleDirectory([
            "m.lua": #"return { model = "M", rules = { { "valueString", "required" }, { "valueInteger", "safe" } } }"#
        ]).engine().model(named: "M")
        #expect(without?.safeAttributes(in: nil).contains("valueInteger") == false)
        #expect(with?.safeAttributes(in: nil).contains("valueInteger") == true)
    }

    @Test func filtersTrimAndDefaultWriteTheirResultBack() throws {
        let engine = try RuleDirectory([
            "m.lua": """
            return {
              model = "M",
              rules = {
                { "trimmed", "trim" },
                { "given", "default", "new value" },
                { "missing", "default", "new value" },
                { "computed", "default", function(value, object) return "block value" end },
                { "filtered", "filter", function(value) return "method filtered string" end },
              },
            }
            """
        ]).engine()
        let verdict = try engine.checked(
            ["trimmed": "   test string   ", "given": "current value", "filtered": "x"], model: "M", options: .testing)
        #expect(verdict.isValid)
        #expect(
            verdict.rewrittenValues == [
                "trimmed": "test string", "missing": "new value", "computed": "block value",
                "filtered": "method filtered string",
            ])
    }

    @Test func requiredWithRequiredValue() throws {
        let engine = try RuleDirectory([
            "m.lua": """
            return { model = "M", rules = {
              { "plain", "required" },
              { "exact", "required", requiredValue = "test string" },
            } }
            """
        ]).engine()
        #expect(try engine.messages(["exact": "test string"], model: "M") == ["Plain is required."])
        #expect(
            try engine.messages(["plain": "new string", "exact": "new string"], model: "M") == [
                "Exact must be 'test string'."
            ])
        #expect(
            try engine.checked(["plain": "new string", "exact": "test string"], model: "M", options: .testing).isValid)
    }

    @Test(
        arguments: [
            (#"operator = ">""#, ["value": 100, "value_repeat": 0], true),
            (#"operator = ">""#, ["value": 100, "value_repeat": 101], false),
            (#"operator = ">", compareAttribute = "value2""#, ["value": 100, "value2": 0, "value_repeat": 500], true),
            (#"operator = ">", compareAttribute = "value2""#, ["value": 100, "value2": 101], false),
            (
                #"operator = ">", compareValue = 101, compareAttribute = "value2""#,
                ["value": 100, "value2": 0, "value_repeat": 102], false
            ),
            (#"operator = ">", compareValue = 101"#, ["value": 102, "value_repeat": 500], true),
        ] as [(String, Value, Bool)])
    func compareWithTheRepeatAttribute(options: String, record: Value, passes: Bool) throws {
        let engine = try RuleDirectory([
            "m.lua": "return { model = \"M\", rules = { { \"value\", \"compare\", \(options) } } }"
        ])
        .engine()
        #expect(try engine.checked(record, model: "M", options: .testing).isValid == passes)
    }

    @Test(
        arguments: [
            ("", 1, true), ("", "name", true), ("", -1, false), ("", [1, "name"], false),
            ("allowArray = true", [1, "name"], true), ("allowArray = true", [1, "name", -1], false),
            (#"["not"] = true"#, 1, false), (#"["not"] = true"#, -1, true),
        ] as [(String, Value, Bool)])
    func inWithAllowArray(options: String, value: Value, passes: Bool) throws {
        let engine = try RuleDirectory([
            "m.lua": "return { model = \"M\", rules = { { \"v\", \"in\", { 1, 2, 5, 10, \"name\" }, \(options) } } }"
        ]).engine()
        #expect(try engine.checked(["v": value], model: "M", options: .testing).isValid == passes)
    }

    @Test(arguments: ["{ \"v\", \"in\" }", "{ \"v\", \"in\", 100 }"])
    func inWithoutAListIsALoadError(entry: String) throws {
        let directory = try RuleDirectory(["m.lua": "return { model = \"M\", rules = {\n\(entry),\n} }"])
        let issues = directory.issues()
        #expect(issues.count == 1)
        #expect(issues.first?.line == 2)
        #expect(issues.first?.message.hasPrefix("rules[1]: rule 'in'") == true)
    }
}
