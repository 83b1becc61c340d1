import Foundation
import Testing

/// The rule sets that ship in `rules/` compile and pass their own examples, through the binary.
@Suite struct ShippedRulesTests {
    /// Every example of every shipped model, counted: a model or example added to `rules/` changes
    /// this line, on purpose.
    @Test func examplesOfTheShippedRulesPass() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules"], in: Fixtures.packageRoot)
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        47 passed, 0 failed
                        """))
    }

    @Test func shippedRulesHaveNoProblems() throws {
        let run = try VerdictProcess.run(["check"], in: Fixtures.packageRoot)
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        without Lua: CalendarEvent, LineItem, User; with Lua: Signup, ContactForm, MJUser, Order, Address, YiiUser
                        7 files, 9 models, no problems
                        """))
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
