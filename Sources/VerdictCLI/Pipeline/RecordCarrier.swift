import Verdict

/// Makes the outcome of a record whose result carries more than its verdict: the `--id` field's
/// value, the record as its filters left it (`--emit cleaned`, valid records only) or as it was
/// read (`--emit input`) — all without the model's secrets.
struct RecordCarrier: Sendable {
    /// The field copied into each result, if any.
    let identifier: RecordIdentifier?
    /// Which record a result carries.
    let emission: Emission
    /// The model as the batch was validated: its secrets are left out.
    let rules: RuleSet

    /// Whether results carry anything beyond their verdicts.
    static func isNeeded(identifier: RecordIdentifier?, emission: Emission) -> Bool {
        identifier != nil || emission != .verdict
    }

    /// The outcome of a record read and validated.
    func outcome(_ item: RecordItem, _ verdict: RecordVerdict) -> RecordOutcome {
        guard let record = item.record else { return RecordOutcome(location: item.location, verdict: verdict) }
        let id = identifier.flatMap { $0.value(in: record) }
        var cleaned: Value?
        var input: Value?
        switch emission {
        case .verdict: break
        case .cleaned where verdict.isValid: cleaned = rules.removingSecrets(from: Self.cleaned(record.value, verdict))
        case .cleaned: break
        case .input: input = rules.removingSecrets(from: record.value)
        }
        return RecordOutcome(
            location: item.location, carrying: CarriedRecord(verdict: verdict, id: id, cleaned: cleaned, input: input))
    }

    /// The record with the values its filters wrote over the fields read.
    private static func cleaned(_ record: Value, _ verdict: RecordVerdict) -> Value {
        let rewrites = verdict.rewrittenValues
        guard !rewrites.isEmpty, case .object(var fields) = record else { return record }
        fields.merge(rewrites) { _, rewritten in rewritten }
        return .object(fields)
    }
}
