import Verdict
import VerdictHTTP

/// A draft's impact on a sample: `verdict diff` of the served rules against the draft over the
/// sample's records (``DiffPipeline``), kept for the Impact panel's answer.
///
/// The run takes one thread (the drafts' queue's: a workbench must not take the server's cores)
/// and stops at its deadline (``DiffPipeline/deadline``): the records validated by then are
/// reported, the rest are not, and the answer says it stopped. The evaluators are given the same
/// deadline, so that a Lua call running then stops at once rather than at its own time limit.
/// Remote rules are sent from neither side, as the workbench never sends them from a draft.
struct ImpactRun: Sendable {
    /// The totals.
    let summary: DiffSummary
    /// The first records whose answer changed, in input order.
    let changes: [RecordComparison]
    /// How many more changed.
    let changesLeftOut: Int
    /// The first records that could not be read, in input order.
    let unreadable: [RecordComparison]
    /// How many more could not be read.
    let unreadableLeftOut: Int
    /// Why the sample could not be read to its end, when it could not.
    let inputFailure: String?
    /// Whether either side's model has remote rules, which were not sent.
    let remoteRulesNotSent: Bool

    /// Validates every record of `sample` with `old` and `new` and keeps the first `limit` records
    /// of each kind, stopping at `deadline` (the evaluators' own, when they have one).
    init(
        old: RecordEvaluator, new: RecordEvaluator, sample: ImpactSample, limit: Int,
        deadline: ContinuousClock.Instant, remoteRulesNotSent: Bool
    ) {
        var pipeline = DiffPipeline(old: old, new: new, jobs: 1)
        // Small batches, so that the deadline is checked often whatever the rules cost.
        pipeline.batchSize = 32
        pipeline.deadline = deadline
        let reporter = CollectingDiffReporter(limit: limit)
        reporter.finish(
            pipeline.run(inputs: [sample.name], reporter: reporter) { _ throws(InputError) in try sample.open() })
        summary = reporter.summary
        changes = reporter.changes
        changesLeftOut = reporter.changesLeftOut
        unreadable = reporter.unreadable
        unreadableLeftOut = reporter.unreadableLeftOut
        inputFailure = reporter.failedInputs.first?.reason
        self.remoteRulesNotSent = remoteRulesNotSent
    }

    /// `"summary"`, `"changes"`, `"changesLeftOut"`, `"unreadable"`, `"unreadableLeftOut"`,
    /// `"inputError"`, `"stoppedAtDeadline"` and `"remoteRulesNotSent"` for an answer.
    ///
    /// The summary has `verdict diff --format json`'s keys (`newlyInvalid`, `newlyValid`,
    /// `errorsChanged`, `unchanged`) with `records` and `unreadable`; a change is
    /// `{"file", "line", "index", "change", "old", "new"}`, each side `{"valid", "strategy",
    /// "reason", "errors"}` and each error in ``VerdictHTTP/ErrorReport``'s shape; an unreadable
    /// record is `{"file", "line", "index", "error"}`.
    var fields: [(String, Value)] {
        var totals: [String: Value] = [
            "records": .int(summary.records), "unreadable": .int(summary.unreadableRecords),
        ]
        for change in AnswerChange.allCases { totals[change.rawValue] = .int(summary[change]) }
        return [
            ("summary", .object(totals)),
            ("changes", .array(changes.compactMap(Self.changeValue))), ("changesLeftOut", .int(changesLeftOut)),
            ("unreadable", .array(unreadable.map(Self.unreadableValue))),
            ("unreadableLeftOut", .int(unreadableLeftOut)),
            ("inputError", inputFailure.map(Value.string) ?? .null),
            ("stoppedAtDeadline", .bool(summary.stoppedAtDeadline)),
            ("remoteRulesNotSent", .bool(remoteRulesNotSent)),
        ]
    }

    /// A changed record with both answers.
    private static func changeValue(_ comparison: RecordComparison) -> Value? {
        guard case .compared(let old, let new, let change) = comparison.result else { return nil }
        var value = placeFields(comparison.location)
        value["change"] = .string(change.rawValue)
        value["old"] = answerValue(old)
        value["new"] = answerValue(new)
        return .object(value)
    }

    /// A record that could not be read, with why.
    private static func unreadableValue(_ comparison: RecordComparison) -> Value {
        var value = placeFields(comparison.location)
        if case .unreadable(let reason) = comparison.result { value["error"] = .string(reason) }
        return .object(value)
    }

    /// Where a record is.
    private static func placeFields(_ location: RecordLocation) -> [String: Value] {
        ["file": .string(location.file), "line": .int(location.line), "index": .int(location.index)]
    }

    /// One side's answer, as `verdict diff --format json` writes it.
    private static func answerValue(_ verdict: RecordVerdict) -> Value {
        [
            "valid": .bool(verdict.isValid), "strategy": verdict.strategy.map(Value.string) ?? .null,
            "reason": verdict.reason.map(Value.string) ?? .null,
            "errors": .array(verdict.errors.map { .object(Dictionary(uniqueKeysWithValues: $0.reportFields)) }),
        ]
    }
}
