import Foundation
import Testing
import Verdict
import VerdictLua

@testable import VerdictCLI

/// The workbench's examples share one time budget, applied to every Lua call: eight endless rules
/// held the draft queue 40 s (eight 5-second limits) against a 20-second budget.
@Suite struct ExampleRunTests {
    @Test(.timeLimit(.minutes(1))) func theBudgetStopsTheLuaCallRunningWhenItIsSpent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-examples-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let endless = #"{ "name", function(v) while true do end end },"#
        let source = """
            return { model = "Spin", rules = {
            \(String(repeating: endless + "\n", count: 8))},
            examples = { valid = { { name = "a" } }, invalid = { { name = "b" } } } }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("spin.lua"))
        let engine = try RuleEngine(directory: folder)
        let started = ContinuousClock.now
        let run = ExampleRun(engine: engine, locale: .english, budget: .seconds(1))
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .seconds(3), "the examples ran for \(elapsed)")
        #expect(run.notRun == 2)
        #expect(run.passed == 0)
    }
}
