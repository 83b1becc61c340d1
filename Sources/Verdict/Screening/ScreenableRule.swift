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

/// The rule types that are ``ScreenableRule``s, and the look-up of a rule among them.
enum ScreenableRules {
    /// Every type that conforms to ``ScreenableRule`` (a test checks the list against the catalog).
    static let types: [any ScreenableRule.Type] = [
        RequiredRule.self, LengthRule.self, NameRule.self, EmailRule.self, URLRule.self, DateRule.self,
        BooleanRule.self,
    ]

    /// `rule` as a ``ScreenableRule``, or `nil` when its type is not one.
    ///
    /// Found by its type in ``types`` rather than by `as? any ScreenableRule`: the first cast of each
    /// type to a protocol has the Swift runtime scan every conformance record of the program (about
    /// 350,000 instructions in the command line, for each rule type, at every start).
    static func screenable(_ rule: any ValidationRule) -> (any ScreenableRule)? {
        let type = ObjectIdentifier(Swift.type(of: rule))
        guard let screenable = types.first(where: { ObjectIdentifier($0) == type }) else { return nil }
        // A cast to a concrete type compares types; it looks no conformance up.
        func open<Rule: ScreenableRule>(_: Rule.Type) -> (any ScreenableRule)? { rule as? Rule }
        return open(screenable)
    }
}
