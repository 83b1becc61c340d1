import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// Verdicts that explain themselves through the engine: rule files and lines, Lua rules, and the
/// remote checks' own steps after the chain.
@Suite struct RuleEngineExplanationTests {
    @Test func eachStepNamesTheRuleFileAndLine() throws {
        let directory = try RuleDirectory([
            "m.lua": """
            return {
              model = "M",
              rules = {
                { "title", "required" },
                { "age", function(v) return v >= 18, "must be an adult." end },
              },
            }
            """
        ])
        var options = EvaluationOptions.testing
        options.explains = true
        let verdict = try directory.engine().checked(["age": 12], model: "M", options: options)
        let file = directory.path("m.lua")
        #expect(
            verdict.explanation?.lines == [
                "strategies: rules → invalid (2 rules failed); default → not asked",
                "title: required failed required (\(file):4)",
                "age: lua failed invalid (\(file):5)",
            ])
        #expect(try directory.engine().checked(["age": 12], model: "M").explanation == nil)
    }

    @Test func remoteChecksAddTheirStepsOnceAnswered() async throws {
        var options = EvaluationOptions.testing
        options.explains = true
        let verdict = try await RuleEngineRemoteTests.verdict(
            try RuleEngineRemoteTests.engine(), ["username": "taken_name"], options: options, transport: .usernames())
        let lines = try #require(verdict.explanation?.lines)
        #expect(lines.contains { $0.hasPrefix("username: remote skipped: checked by its server after the chain (") })
        #expect(lines.last?.hasPrefix("username: remote failed remote (") == true)
    }
}
