import Testing
import Verdict

@testable import VerdictLua

/// Lua function rules as Swift `ValidationRule`s: in the runtime bound to a validation, or one
/// from the pool when used on their own.
@Suite struct LuaFunctionRuleTests {
    static let file = """
        return { model = "M", rules = {
          { "age", function(value, object) return value >= 18, "must be an adult." end, name = "adult" },
          { "nick", "minLength", 3, name = "nickLength" },
        } }
        """

    @Test func aRuleRunsInThePoolWhenNoRuntimeIsBound() throws {
        let engine = try RuleDirectory(["m.lua": Self.file]).engine()
        let rules = try #require(engine.model(named: "M")?.rules)
        // A Swift caller validating with the rule set directly: no engine, no bound runtime.
        let report = rules.validate(["age": 12, "nick": "ab"] as [String: Value])
        #expect(report.errors.map(\.message) == ["Age must be an adult.", "Nick must be at least 3 characters long."])
        #expect(report.errors.map(\.rule) == ["adult", "nickLength"])
        #expect(rules.validate(["age": 30, "nick": "abc"] as [String: Value]).isValid)
    }

    @Test func aRuntimeOfAnotherVersionIsNotUsed() throws {
        let loaded = try LoadedRuleFile(Self.file)
        let rule = try #require(loaded.model("M")?.rules.validators.first?.rules.first as? LuaFunctionRule)
        #expect(rule.name == "adult")
        #expect(rule.emptyPolicy == .skipEmpty)
        let stranger = try RuleRuntime(version: 99, limits: .testing)
        let context = ValidationContext(source: Value.object(["age": 12]), runtime: stranger)
        guard case .failed(let failure) = rule.validate(12, in: context) else {
            Issue.record("an under-age value passed")
            return
        }
        #expect(failure.text == "must be an adult.")
        #expect(stranger.state.stackTop == 0)
    }

    @Test func aRuleWhoseRuntimeCannotBePreparedFailsClosed() throws {
        let pool = RuntimePool(limits: .testing)
        let sources = RuleSources(version: 1, files: [("m.lua", "return { model = ")])
        sources.setExpectedFunctions(1)
        let function = LuaFunction(id: 0, sources: sources, origin: "m.lua:2", pool: pool)
        let rule = LuaFunctionRule(function: function, name: "lua", emptyPolicy: .skipEmpty)
        let outcome = rule.validate("x", in: ValidationContext(source: Value.object([:])))
        guard case .failed(let failure) = outcome else {
            Issue.record("a rule that could not run passed")
            return
        }
        #expect(failure.key == .ruleError)
        #expect(
            failure.params["error"]?.stringValue?.hasPrefix("m.lua:2: could not prepare a Lua runtime: m.lua:1:")
                == true)
    }
}
