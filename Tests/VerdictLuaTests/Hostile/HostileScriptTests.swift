import Testing

/// Issue 9 part 1: rule files that try to escape or exhaust the sandbox. Each must end as a
/// clear error naming its file and line — a refused reload or a failed record — nothing may
/// escape, and the engine must keep serving a good model afterwards.
///
/// Serialized: each script blocks its thread while Lua runs (loops up to the budget, memory bombs
/// up to the cap); one at a time leaves the other cooperative threads to the rest of the suite.
///
/// Each script runs under both ways of stopping runaway code: the exact instruction budget
/// (`verdict check`, `verdict test`, `--exact-budget`) and the deadline (the default of
/// `verdict validate`, `verdict serve` and the engine), where it must end within its time limit.
@Suite(.serialized) struct HostileScriptTests {
    @Test(arguments: HostileScript.all)
    func scriptIsContainedUnderTheExactBudget(script: HostileScript) {
        let outcome = script.run(limits: .testing)
        #expect(outcome.problems == [], "\(script.name)")
    }

    @Test(arguments: HostileScript.all)
    func scriptIsContainedAtTheDeadline(script: HostileScript) {
        let outcome = script.run(limits: .testingDeadline)
        #expect(outcome.problems == [], "\(script.name)")
    }

    @Test func everyScriptDeclaresWhereItMustBeStopped() {
        #expect(HostileScript.all.map(\.name) == HostileScript.fileNames)
    }

    @Test func everyScriptIsTriedAndContained() {
        #expect(HostileScript.all.count >= 40)
        let summary = HostileSummary.run()
        print(summary)
        #expect(summary.tried == HostileScript.all.count * 2)
        #expect(summary.contained == summary.tried, "\(summary.failures.joined(separator: "\n"))")
    }
}
