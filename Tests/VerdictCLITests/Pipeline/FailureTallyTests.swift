import Testing
import Verdict

@testable import VerdictCLI

/// The tally's counts, and where it stops a batch at the error limit.
@Suite struct FailureTallyTests {
    static func error(_ attribute: String, _ rule: String, warning: Bool = false) -> ValidationError {
        ValidationError(
            attribute: attribute, rule: rule, key: .invalid, message: "\(attribute) fails \(rule).",
            severity: warning ? .warning : .error)
    }

    /// Records 0…5: two errors; valid; a warning only; unreadable; one error and a warning; one error.
    static let outcomes: [RecordOutcome] = [
        JSONReporterTests.outcome(
            "a", 0, strategy: "rules", errors: [error("name", "minLength"), error("age", "min")]),
        JSONReporterTests.outcome("a", 1, strategy: "default"),
        RecordOutcome(
            location: RecordLocation(file: "a", line: 3, index: 2),
            verdict: RecordVerdict(
                strategy: "default",
                outcome: StrategyOutcome(.valid, errors: [error("nick", "maxLength", warning: true)]), version: 1)),
        RecordOutcome(location: RecordLocation(file: "a", line: 4, index: 3), unreadable: "not JSON"),
        JSONReporterTests.outcome(
            "a", 4, strategy: "rules", errors: [error("name", "minLength"), error("nick", "maxLength", warning: true)]),
        JSONReporterTests.outcome("a", 5, strategy: "rules", errors: [error("age", "min")]),
    ]

    @Test func countsFailuresWarningsAndErrors() {
        let tally = FailureTally()
        #expect(tally.take(Self.outcomes) == 6)
        #expect(
            tally.failures == [.init(attribute: "name", rule: "minLength"): 2, .init(attribute: "age", rule: "min"): 2])
        #expect(tally.warnings == [.init(attribute: "nick", rule: "maxLength"): 2])
        #expect(tally.errors == 5)
        #expect(!tally.isStopped)
    }

    /// The record that reaches the limit is the last one taken; once stopped, a later batch gives none.
    @Test(arguments: [(1, 1), (2, 1), (3, 4), (4, 5), (5, 6), (6, 6)])
    func stopsAtTheRecordThatReachesTheLimit(limit: Int, taken: Int) {
        let tally = FailureTally(errorLimit: limit)
        #expect(tally.take(Self.outcomes) == taken)
        #expect(tally.isStopped == (limit <= 5))
        // Stopped, nothing more; else the next batch's first record brings the 5 errors to 7.
        #expect(tally.take(Self.outcomes) == (limit <= 5 ? 0 : 1))
    }

    /// The report's sample: the refused records in order, the values of refusing failures only.
    @Test func keepsTheFirstRefusedRecords() {
        let sample = RefusalSample(recordLimit: 2)
        let tally = FailureTally(sample: sample)
        _ = tally.take(Self.outcomes)
        #expect(sample.refusals.map { $0.location.index } == [0, 3])
        #expect(sample.refusals.map { $0.isUnreadable } == [false, true])
        #expect(sample.values[.init(attribute: "name", rule: "minLength")]?.mostCommon(5).map { $0.count } == [2])
        #expect(sample.values[.init(attribute: "nick", rule: "maxLength")] == nil)
    }
}
