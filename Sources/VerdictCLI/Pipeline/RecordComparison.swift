import Verdict

/// One record's answers from two rule sets (`verdict diff`), and how they differ — or why the
/// record could not be read.
struct RecordComparison: Sendable {
    /// What was found.
    enum Result: Sendable {
        /// Both rule sets answered.
        /// - Parameters:
        ///   - old: the answer of the rules as they are.
        ///   - new: the answer of the rules as they would be.
        ///   - change: how the answer changed.
        case compared(old: RecordVerdict, new: RecordVerdict, change: AnswerChange)
        /// The record could not be read, or could not be validated by a rule set.
        case unreadable(String)
    }

    /// Where the record is.
    let location: RecordLocation
    /// What was found.
    let result: Result

    /// Compares the outcomes of one record under the two rule sets. A record neither could read
    /// (the same reason on both sides: reading does not depend on the rules) is unreadable, with the
    /// old side's reason first.
    init(old: RecordOutcome, new: RecordOutcome) {
        location = old.location
        if let before = old.verdict, let after = new.verdict {
            result = .compared(old: before, new: after, change: AnswerChange(from: before, to: after))
        } else {
            result = .unreadable(Self.reason(of: old) ?? Self.reason(of: new) ?? "not validated")
        }
    }

    /// How the answer changed; `nil` for a record that could not be read.
    var change: AnswerChange? {
        if case .compared(_, _, let change) = result { return change }
        return nil
    }

    /// Why an outcome has no verdict, if it has none.
    private static func reason(of outcome: RecordOutcome) -> String? {
        if case .unreadable(let reason) = outcome.result { return reason }
        return nil
    }
}
