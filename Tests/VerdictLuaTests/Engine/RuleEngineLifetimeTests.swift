import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// An engine let go frees its Lua runtimes: nothing it made keeps them alive.
@Suite struct RuleEngineLifetimeTests {
    static let source = """
        return {
          model = "M",
          rules = {
            { "a", function(v, o, ctx) return #v >= 2 and o.b ~= "x", "is short." end },
            { "b", "required", when = function(o) return o.a ~= nil end },
          },
          strategies = { function(o) if o.c == true then return "invalid", "c" end end, "rules", "default" },
          examples = { valid = { { a = "ab", b = "y" } } },
        }
        """

    @Test func anEngineLetGoFreesItsRuntimes() throws {
        let directory = try RuleDirectory(["m.lua": Self.source])
        weak var runtime: RuleRuntime?
        weak var weakEngine: RuleEngine?
        do {
            let engine = try directory.engine()
            weakEngine = engine
            for record: Value in [["a": "ab", "b": "y"], ["a": "a"], ["c": true], [:]] {
                _ = try engine.validate(record, model: "M")
            }
            _ = try engine.validate([["a": "abc"] as Value, ["b": "x"]], model: "M")
            runtime = try engine.pool.withRuntime(engine.snapshot.sources) { $0 }
            #expect(runtime != nil)
        }
        #expect(weakEngine == nil)
        #expect(runtime == nil)
    }

    /// A host function that captured a reference into its own state kept that state alive for ever:
    /// every runtime leaked its Lua state (found by the rule-loader fuzzer running out of memory).
    @Test func aRuntimeLetGoFreesItsLuaState() throws {
        weak var state: LuaState?
        do {
            let runtime = try RuleRuntime(version: 1, limits: .testing)
            state = runtime.state
            _ = try runtime.evaluate("return verdict.time('2026-01-01T00:00:00Z')")
            #expect(state != nil)
        }
        #expect(state == nil)
    }

    @Test func anEngineThatFailsToLoadLeavesNothingBehind() throws {
        let directory = try RuleDirectory(["m.lua": "-- nothing here"])
        weak var pool: RuntimePool?
        #expect(throws: RuleLoadFailure.self) {
            let engine = try directory.engine()
            pool = engine.pool
        }
        #expect(pool == nil)
    }
}
