import Verdict

/// What `verdict validate --summary` prints after the records: the records counted as the
/// per-record output counts them, and the failures by attribute and rule.
///
/// `invalid` counts every record not valid, unreadable ones among them (as the last line of text
/// and the JSON document's `invalid` always have), so `records == valid + invalid`. A failure's
/// share is its count over `records`: a record failing two rules counts in two rows.
struct FailureSummary {
    /// An attribute, a rule and how many times it failed.
    struct Row: Equatable {
        let attribute: String
        let rule: String
        let count: Int
    }

    /// Records reported.
    let records: Int
    /// Records valid, with warnings or not.
    let valid: Int
    /// Records not valid, unreadable ones included.
    let invalid: Int
    /// Records that could not be read.
    let unreadable: Int
    /// Inputs that could not be opened or read to their end.
    let inputsNotRead: Int
    /// Errors: refusing failures and unreadable records (``FailureTally/errors``).
    let errors: Int
    /// The refusing failures, most frequent first, then by attribute and rule.
    let failures: [Row]
    /// The warnings, in the same order.
    let warnings: [Row]
    /// The `--max-errors` limit the run stopped at; `nil` when it read every input.
    let stoppedAtLimit: Int?

    /// The summary of a run's totals and its tally.
    init(_ summary: RunSummary, tally: FailureTally) {
        records = summary.records
        invalid = summary.invalid
        valid = summary.records - summary.invalid
        unreadable = summary.unreadableRecords
        inputsNotRead = summary.unreadableInputs
        errors = tally.errors
        failures = Self.rows(tally.failures)
        warnings = Self.rows(tally.warnings)
        stoppedAtLimit = tally.isStopped ? tally.errorLimit : nil
    }

    /// The rows of a table of counts, most frequent first, then by attribute and rule.
    private static func rows(_ counts: [FailureTally.Key: Int]) -> [Row] {
        counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { Row(attribute: $0.key.attribute, rule: $0.key.rule, count: $0.value) }
    }

    /// `stopped after 3 errors (--max-errors 3)`, when the run stopped at its limit.
    var stop: String? {
        stoppedAtLimit.map { "stopped after \(errors) error\(errors == 1 ? "" : "s") (--max-errors \($0))" }
    }

    /// A count's share of the records, from 0 to 1 (0 when there is no record).
    func share(of count: Int) -> Double {
        records == 0 ? 0 : Double(count) / Double(records)
    }

    /// A count's share of the records in percent with one decimal: `50.0%`; `<0.1%` for a share
    /// that is not zero but rounds to it.
    func percent(of count: Int) -> String {
        guard records > 0 else { return "0.0%" }
        let tenths = (count * 1000 + records / 2) / records
        if tenths == 0 && count > 0 { return "<0.1%" }
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
