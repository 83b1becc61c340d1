import Foundation
import Testing

/// The rule sets that ship in `rules/` compile and pass their own examples, through the binary.
@Suite struct ShippedRulesTests {
    /// Other work adds models and examples, so the counts are read, not written down; the output
    /// is still asserted whole.
    @Test func examplesOfTheShippedRulesPass() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules"], in: Fixtures.packageRoot)
        let summary = try #require(run.stdout.wholeMatch(of: /(\d+) passed, 0 failed\n/))
        #expect((Int(summary.1) ?? 0) >= 19)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    @Test func shippedRulesHaveNoProblems() throws {
        let run = try VerdictProcess.run(["check"], in: Fixtures.packageRoot)
        let summary = try #require(run.stdout.wholeMatch(of: /(\d+) files, (\d+) models, no problems\n/))
        #expect((Int(summary.1) ?? 0) >= 5)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    /// The demo's main job: the example events against the shipped CalendarEvent model.
    @Test func demoEventsAreValidatedWithTheShippedRules() throws {
        let run = try VerdictProcess.run(
            ["validate", "--model", "CalendarEvent", "--format", "json", "examples/data/events.jsonl"],
            in: Fixtures.packageRoot)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["valid"] as? Bool == false)
        #expect((document["records"] as? Int ?? 0) > 0)
    }
}
