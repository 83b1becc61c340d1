import Verdict

/// What became of one input record: where it is, and its verdict or why it could not be read.
struct RecordOutcome: Sendable {
    enum Result: Sendable {
        /// The record was read and validated (its verdict may still hold remote checks to send,
        /// which ``RemoteChecks`` completes).
        case validated(RecordVerdict)
        /// A verdict with what the result carries beyond it (`--id`, `--emit cleaned`, `--emit
        /// input`), held by reference so that an outcome stays the size of a plain verdict's.
        case carried(CarriedRecord)
        /// The record could not be read (bad JSON on this line, a CSV row of the wrong width).
        case unreadable(String)
    }

    /// Where the record is.
    let location: RecordLocation
    /// The outcome.
    let result: Result
    /// Whether the record is valid: read, and its verdict valid. Kept beside the result, not read
    /// from it: the totals and the reporters ask it of every record, and opening the result copies
    /// the verdict (three retains and releases) — 7.0 M instructions, 2.3 %, on the 20,000
    /// side-by-side records, built-in rules, text output.
    let isValid: Bool
    /// Whether the record is valid with warnings to report (``Severity/warning``), which a text
    /// report shows; kept beside `isValid` for the same reason, in the room it leaves.
    let hasWarnings: Bool
    /// Whether a dry run answered the record valid that the rules would have refused.
    let wouldBeRefused: Bool

    /// A record that was read and validated.
    init(location: RecordLocation, verdict: RecordVerdict) {
        self.location = location
        isValid = verdict.isValid
        hasWarnings = verdict.isValidWithWarnings
        wouldBeRefused = verdict.isDryRunRefusal
        result = .validated(verdict)
    }

    /// A record that was read and validated, with what its result carries beyond the verdict.
    init(location: RecordLocation, carrying carried: CarriedRecord) {
        self.location = location
        let verdict = carried.verdict
        isValid = verdict.isValid
        hasWarnings = verdict.isValidWithWarnings
        wouldBeRefused = verdict.isDryRunRefusal
        result = .carried(carried)
    }

    /// A record that could not be read.
    init(location: RecordLocation, unreadable reason: String) {
        self.location = location
        isValid = false
        hasWarnings = false
        wouldBeRefused = false
        result = .unreadable(reason)
    }

    /// The record's verdict, when it was read.
    var verdict: RecordVerdict? {
        switch result {
        case .validated(let verdict): verdict
        case .carried(let carried): carried.verdict
        case .unreadable: nil
        }
    }

    /// The record's verdict when it still has remote checks to send.
    var awaitingRemote: RecordVerdict? {
        switch result {
        case .validated(let verdict) where verdict.hasRemoteChecks: verdict
        case .carried(let carried) where carried.verdict.hasRemoteChecks: carried.verdict
        default: nil
        }
    }

    /// This outcome with its remote checks answered: what it carries is kept, but a cleaned
    /// record only while the record stays valid.
    func completed(with verdict: RecordVerdict) -> RecordOutcome {
        guard case .carried(let carried) = result else { return RecordOutcome(location: location, verdict: verdict) }
        return RecordOutcome(
            location: location,
            carrying: CarriedRecord(
                verdict: verdict, id: carried.id, cleaned: verdict.isValid ? carried.cleaned : nil,
                input: carried.input))
    }
}

/// What a record's result carries beyond its verdict: the value of the `--id` field, the record
/// as its filters (`trim`, `default`, `filter`) left it (`--emit cleaned`, valid records only),
/// the record as read (`--emit input`) — each without the model's secrets.
final class CarriedRecord: Sendable {
    let verdict: RecordVerdict
    /// The `--id` field's value; `nil` when the record has none (written as `null`) or no `--id`
    /// was given.
    let id: Value?
    let cleaned: Value?
    let input: Value?

    init(verdict: RecordVerdict, id: Value? = nil, cleaned: Value? = nil, input: Value? = nil) {
        self.verdict = verdict
        self.id = id
        self.cleaned = cleaned
        self.input = input
    }
}

/// The totals of a run.
struct RunSummary: Sendable {
    var records = 0
    var invalid = 0
    var unreadableRecords = 0
    var unreadableInputs = 0
    /// Valid records answered with warnings.
    var warned = 0
    /// Records a dry run answered valid that the rules would have refused.
    var wouldBeRefused = 0

    mutating func count(_ outcome: borrowing RecordOutcome) {
        records += 1
        if !outcome.isValid { invalid += 1 }
        if outcome.hasWarnings { warned += 1 }
        if outcome.wouldBeRefused { wouldBeRefused += 1 }
        if case .unreadable = outcome.result { unreadableRecords += 1 }
    }

    /// Adds the counts of another part of the run (a batch a worker counted).
    mutating func add(_ other: RunSummary) {
        records += other.records
        invalid += other.invalid
        unreadableRecords += other.unreadableRecords
        unreadableInputs += other.unreadableInputs
        warned += other.warned
        wouldBeRefused += other.wouldBeRefused
    }

    /// `100 records, 3 invalid (1 unreadable), 2 valid with warnings, 4 refused in a dry run`.
    var line: String { line(showingValid: false) }

    /// ``line``, with the valid records after the records when `showingValid` (`--summary`):
    /// `100 records, 97 valid, 3 invalid (1 unreadable)`.
    func line(showingValid: Bool) -> String {
        var text = "\(records) record\(records == 1 ? "" : "s"), "
        if showingValid { text += "\(records - invalid) valid, " }
        text += "\(invalid) invalid"
        if unreadableRecords > 0 { text += " (\(unreadableRecords) unreadable)" }
        if warned > 0 { text += ", \(warned) valid with warnings" }
        if wouldBeRefused > 0 { text += ", \(wouldBeRefused) refused in a dry run" }
        if unreadableInputs > 0 { text += ", \(unreadableInputs) input\(unreadableInputs == 1 ? "" : "s") not read" }
        return text
    }
}
