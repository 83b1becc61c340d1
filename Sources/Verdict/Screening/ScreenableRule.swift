/// A rule that can tell, from a JSON field's text alone, that a value passes it — so that a
/// ``RecordScreen`` clears a valid record without decoding it or building a validation.
///
/// `clears` must never answer `true` for a value the rule's `validate` would fail or rewrite;
/// answering `false` when unsure is always right (the full validation then decides).
protocol ScreenableRule: ValidationRule {
    /// Whether this rule, with its options, can be screened at all (`required` with a required
    /// value cannot, for instance).
    var isScreenable: Bool { get }

    /// Whether `field` certainly passes the rule; `false` when it fails or the screen cannot tell.
    /// Called only when the chain would run the rule on this value (empty values per its policy).
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool
}

extension ScreenableRule {
    var isScreenable: Bool { true }
}
