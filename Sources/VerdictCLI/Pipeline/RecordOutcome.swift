import VerdictLua

/// What became of one input record.
struct RecordOutcome: Sendable {
    enum Result: Sendable {
        /// The record was read and validated.
        case validated(RecordVerdict)
        /// The record could not be read (bad JSON on this line, a CSV row of the wrong width).
        case unreadable(String)
    }

    /// Where the record is.
    let location: RecordLocation
    /// The outcome.
    let result: Result
    /// The record's remote checks still to send (``RemoteChecks`` completes them); `result` holds
    /// the local verdict until then.
    var pendingRemote: PendingVerdict? { remote?.verdict }
    /// ``pendingRemote``, held by reference: most records have none, and an outcome is made, moved
    /// and destroyed for every record, so it stays a few words.
    private let remote: PendingRemote?
    /// Whether the record is valid. Kept, not computed: the totals and the reporters ask it of every
    /// record, and read it then without opening the result.
    let isValid: Bool

    /// A record that was read and validated.
    init(location: RecordLocation, verdict: RecordVerdict, pendingRemote: PendingVerdict? = nil) {
        self.location = location
        isValid = verdict.isValid
        result = .validated(verdict)
        remote = pendingRemote.map(PendingRemote.init)
    }

    /// A record that could not be read.
    init(location: RecordLocation, unreadable reason: String) {
        self.location = location
        isValid = false
        result = .unreadable(reason)
        remote = nil
    }
}

/// A record's pending verdict, boxed (see ``RecordOutcome/pendingRemote``).
private final class PendingRemote: Sendable {
    let verdict: PendingVerdict

    init(_ verdict: PendingVerdict) { self.verdict = verdict }
}

/// The totals of a run.
struct RunSummary: Sendable {
    var records = 0
    var invalid = 0
    var unreadableRecords = 0
    var unreadableInputs = 0

    mutating func count(_ outcome: borrowing RecordOutcome) {
        records += 1
        if !outcome.isValid { invalid += 1 }
        if case .unreadable = outcome.result { unreadableRecords += 1 }
    }

    /// `100 records, 3 invalid (1 unreadable)`.
    var line: String {
        var text = "\(records) record\(records == 1 ? "" : "s"), \(invalid) invalid"
        if unreadableRecords > 0 { text += " (\(unreadableRecords) unreadable)" }
        if unreadableInputs > 0 { text += ", \(unreadableInputs) input\(unreadableInputs == 1 ? "" : "s") not read" }
        return text
    }
}
