internal import CVerdictLua
import Testing
import Verdict

@testable import VerdictLua

/// The prepared runtime: function registry, operands, binding, the record proxy.
@Suite struct RuleRuntimeTests {
    @Test func newRuntimeHasTheLibraryAndAnEmptyStack() throws {
        let runtime = try RuleRuntime(version: 7, limits: .testing)
        #expect(runtime.version == 7)
        #expect(runtime.functions.isEmpty)
        #expect(
            try runtime.evaluate("return type(verdict), type(verdict.check), type(verdict.field)") == [
                "userdata", "userdata", "function",
            ])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func hostFunctionsThatOutliveTheirRuntimeSayItIsGone() throws {
        var runtime: RuleRuntime? = try RuleRuntime(version: 1, limits: .testing)
        let state = try #require(runtime?.state)
        let environment = try state.makeEnvironment()
        state.setField("verdict", of: environment, to: try #require(runtime?.verdictLibrary))
        #expect(
            try state.evaluate("return verdict.check.email('a@example.com')", environment: environment) == [
                .boolean(true), .nil,
            ])
        // The state (kept here) keeps the host functions; they hold the runtime only through its
        // anchor, so the runtime goes, and the functions find it gone.
        weak let gone = runtime
        runtime = nil
        #expect(gone == nil)
        let error = state.failure("return verdict.check.email('a@example.com')", environment: environment)
        #expect(error?.message.hasSuffix("the rule runtime is gone") == true)
        #expect(state.stackTop == 0)
    }

    @Test func operandsAreFieldsNowOrValues() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let environment = try runtime.state.makeEnvironment()
        runtime.state.setField("verdict", of: environment, to: runtime.verdictLibrary)
        let chunk = try runtime.state.load(
            "return verdict.field 'endDate', verdict.now, 5, 'x', {1, 2}", chunkName: "rules/test.lua",
            environment: environment)
        let operands: [Operand] = try runtime.state.call(chunk) { _ in
            0
        } results: { stack, count in
            (0..<count).compactMap { i in try? runtime.operand(at: -count + i, in: stack, path: "argument") }
        }
        #expect(operands == [.field("endDate"), .now, .value(5), .value("x"), .value([1, 2])])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func fieldMarkersDescribeThemselvesAndNeedAName() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        #expect(
            try runtime.evaluate("return tostring(verdict.field 'a'), tostring(verdict.now)") == [
                "verdict.field(a)", "verdict.now",
            ])
        let error = try #require(runtime.failure("local x = 1\nlocal f = verdict.field(42)"))
        #expect(error.description.hasPrefix("rules/test.lua:2: verdict.field needs an attribute name, got number"))
        #expect(runtime.state.stackTop == 0)
    }

    @Test func registeredFunctionsGetIdsInLoadOrder() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              rules = {
                { "a", function(v) return v == 1 end },
                { "b", function(v) return v == 2 end, when = function() return true end },
              },
              strategies = { function() return "valid" end },
            }
            """)
        // No strategy runs the rules: a warning, not a problem.
        #expect(loaded.issues.map(\.isWarning) == [true])
        #expect(loaded.runtime.functions.count == 4)
        #expect(loaded.sources.expectedFunctions == 4)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func bindingIsRestoredAfterNestedUse() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let outer = ValidationContext(source: Value.object(["a": 1]), now: referenceNow, scenario: "outer")
        let inner = ValidationContext(source: Value.object(["a": 2]), now: referenceNow, scenario: "inner")
        runtime.withBinding(context: outer, ruleName: "first") {
            #expect(runtime.boundValue(of: "a") == 1)
            runtime.withBinding(context: inner, ruleName: "second") {
                #expect(runtime.boundValue(of: "a") == 2)
                #expect(runtime.binding.ruleName == "second")
            }
            #expect(runtime.boundValue(of: "a") == 1)
            #expect(runtime.binding.ruleName == "first")
            runtime.withBinding(object: ["a": 3] as [String: Value], environment: StrategyEnvironment()) {
                #expect(runtime.boundValue(of: "a") == 3)
                #expect(runtime.binding.context == nil)
            }
            #expect(runtime.binding.context === outer)
        }
        // The outermost binding stays for the next rule of the validation, until the pool unbinds.
        #expect(runtime.binding.context === outer)
        runtime.withBinding(context: outer, ruleName: "third") {
            #expect(runtime.binding.ruleName == "third")
            runtime.withBinding(context: inner, ruleName: "fourth") {
                #expect(runtime.boundValue(of: "a") == 2)
            }
            #expect(runtime.boundValue(of: "a") == 1)
        }
        runtime.unbind()
        #expect(runtime.binding.context == nil)
        #expect(runtime.boundValue(of: "a") == nil)
    }

    @Test func thePoolUnbindsAReturnedRuntime() throws {
        let pool = RuntimePool(limits: .testing)
        let sources = RuleSources(version: 1, files: [])
        sources.setExpectedFunctions(0)
        let context = ValidationContext(source: Value.object(["a": 1]), now: referenceNow)
        var used: RuleRuntime?
        try pool.withRuntime(sources) { runtime in
            used = runtime
            runtime.withBinding(context: context, ruleName: "rule") {}
            #expect(runtime.binding.context === context)
        }
        #expect(used?.binding.context == nil)
    }
}
