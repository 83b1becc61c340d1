/// A ``ScreenableRule``'s check as an object: the screen calls it through a class method instead of
/// opening (and copying) an existential for every rule of every record.
class ScreenCheck: @unchecked Sendable {
    /// The check of `rule`, specialised for its type.
    static func make(_ rule: some ScreenableRule) -> ScreenCheck { RuleScreenCheck(rule) }

    /// Whether `field` certainly passes the rule (see ``ScreenableRule/clears(_:in:)``).
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool { false }

    /// The rule's outcome for `value`, decided without a context (see
    /// ``ScreenableRule/outcome(of:value:in:)``); `nil` when it needs one.
    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? { nil }
}

/// The check of one rule of a known type. Immutable.
private final class RuleScreenCheck<Rule: ScreenableRule>: ScreenCheck, @unchecked Sendable {
    let rule: Rule

    init(_ rule: Rule) { self.rule = rule }

    override func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        rule.clears(field, in: record)
    }

    override func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? {
        rule.outcome(of: field, value: value, in: record)
    }
}
