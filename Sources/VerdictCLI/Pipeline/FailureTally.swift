import Verdict

/// Counts a run's failures by attribute and rule as its records are reported, and stops the run
/// at an error limit: what `--summary`, `--report` and `--max-errors` ask beyond the totals.
///
/// The pipeline hands it each batch before reporting it, on the reading thread, in input order;
/// without those options there is no tally, and a record costs what it cost before. Only records
/// with something to count are opened: invalid ones, and valid ones with warnings.
///
/// What is counted is what the per-record output shows: each error of a verdict's `errors` under
/// its attribute and rule — a refusing one (``Verdict/Severity/error``) in ``failures``, a warning
/// in ``warnings`` — and each unreadable record. An *error*, for ``errors`` and the limit, is a
/// refusing failure or an unreadable record; warnings are not errors.
final class FailureTally {
    /// An attribute and the rule that failed on it: a row of the summary's tables.
    struct Key: Hashable, Comparable {
        let attribute: String
        let rule: String

        static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.attribute, lhs.rule) < (rhs.attribute, rhs.rule)
        }
    }

    /// Refusing failures by attribute and rule.
    private(set) var failures: [Key: Int] = [:]
    /// Warnings by attribute and rule.
    private(set) var warnings: [Key: Int] = [:]
    /// Errors reported so far: refusing failures and unreadable records.
    private(set) var errors = 0
    /// The errors after which the run stops (`--max-errors`); `nil` reads every input to its end.
    let errorLimit: Int?
    /// Whether the limit was reached: the record that reached it was the last one reported.
    private(set) var isStopped = false
    /// The failing values and the first refused records, for `--report`; `nil` without it.
    let sample: RefusalSample?

    /// - Parameters:
    ///   - errorLimit: the errors after which the run stops; at least 1, or `nil`.
    ///   - sample: what the HTML report shows beyond the counts, when one is written.
    init(errorLimit: Int? = nil, sample: RefusalSample? = nil) {
        self.errorLimit = errorLimit
        self.sample = sample
    }

    /// Tallies a batch's outcomes in order, up to the error limit.
    ///
    /// - Returns: how many of the outcomes come before the run stops: all of them, unless the
    ///   limit is reached in the batch (the outcome that reaches it counted) or was reached before
    ///   (none).
    func take(_ outcomes: [RecordOutcome]) -> Int {
        // Each outcome read where it lies, as the reporters read it: a copy would retain its parts.
        outcomes.withUnsafeBufferPointer { outcomes in
            for i in outcomes.indices {
                if isStopped { return i }
                guard !outcomes[i].isValid || outcomes[i].hasWarnings else { continue }
                switch outcomes[i].result {
                case .validated(let verdict): count(verdict, isValid: outcomes[i].isValid, at: outcomes[i].location)
                case .carried(let carried):
                    count(carried.verdict, isValid: outcomes[i].isValid, at: outcomes[i].location)
                case .unreadable(let reason):
                    errors += 1
                    sample?.add(outcomes[i].location, unreadable: reason)
                }
                if let errorLimit, errors >= errorLimit { isStopped = true }
            }
            return outcomes.count
        }
    }

    /// Counts a verdict's errors, and keeps what the report shows of them.
    private func count(_ verdict: RecordVerdict, isValid: Bool, at location: RecordLocation) {
        let errors = verdict.errors
        for n in errors.indices {
            let key = Key(attribute: errors[n].attribute, rule: errors[n].rule)
            if errors[n].severity == .warning {
                warnings[key, default: 0] += 1
            } else {
                failures[key, default: 0] += 1
                self.errors += 1
            }
        }
        if let sample {
            sample.addValues(of: errors)
            if !isValid { sample.add(location, refusedWith: errors, reason: verdict.reason) }
        }
    }
}
