/// The totals of a `verdict diff` run: how many records' answers changed, and how.
struct DiffSummary: Sendable {
    /// Every record read or not, as `verdict validate` counts them.
    var records = 0
    /// The records whose answer changed as each ``AnswerChange`` says, unchanged ones included.
    private(set) var changes: [AnswerChange: Int] = [:]
    /// The records that could not be read.
    var unreadableRecords = 0
    /// The inputs that could not be opened or read to their end.
    var unreadableInputs = 0
    /// Whether the run stopped at its deadline with records left unread (``DiffPipeline/deadline``).
    var stoppedAtDeadline = false

    /// How many records' answers changed as `change` says.
    subscript(change: AnswerChange) -> Int { changes[change] ?? 0 }

    /// Whether some record's answer changed.
    var hasChanges: Bool { AnswerChange.allCases.contains { $0.isChange && self[$0] > 0 } }

    /// Counts one record.
    mutating func count(_ comparison: RecordComparison) {
        records += 1
        if let change = comparison.change {
            changes[change, default: 0] += 1
        } else {
            unreadableRecords += 1
        }
    }

    /// `10 records: 2 newly invalid, 1 newly valid, 1 with changed errors, 5 unchanged (1 unreadable)`.
    var line: String {
        var text =
            "\(records) record\(records == 1 ? "" : "s"): \(self[.newlyInvalid]) newly invalid, "
            + "\(self[.newlyValid]) newly valid, \(self[.errorsChanged]) with changed errors, "
            + "\(self[.unchanged]) unchanged"
        if unreadableRecords > 0 { text += " (\(unreadableRecords) unreadable)" }
        if unreadableInputs > 0 { text += ", \(unreadableInputs) input\(unreadableInputs == 1 ? "" : "s") not read" }
        return text
    }
}
