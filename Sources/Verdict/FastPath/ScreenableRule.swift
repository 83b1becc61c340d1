/// A rule that can tell, from a JSON field's text alone, that a value passes it — so that a
/// ``RecordScreen`` clears a valid record without decoding it or building a validation.
///
/// `clears` must never answer `true` for a value the rule's `validate` would fail or rewrite;
/// answering `false` when unsure is always right (the full validation then decides). A rule that
/// adopts it names itself in its catalog entry (`public static let screen = RuleScreen(LengthRule.self)`),
/// which is how the screen finds it; a test checks that both are there or neither.
protocol ScreenableRule: ValidationRule {
    /// Whether this rule, with its options, can be screened at all (`required` with a required
    /// value cannot, for instance).
    var isScreenable: Bool { get }

    /// The other attribute the rule compares the value with (`earlierThan(.field("end"))`), if any:
    /// a ``RecordScreen`` finds its field with the chains' own, in the same pass over the record,
    /// and hands it over as ``ScreenedRecord/operand``.
    var operandAttribute: String? { get }

    /// Whether `field` certainly passes the rule; `false` when it fails or the screen cannot tell.
    /// Called only when the chain would run the rule on this value (empty values per its policy).
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool

    /// The outcome `validate` gives `value` — `field` as the record decodes it — in a chain that
    /// decides emptiness the usual way, decided without a validation context, by the code
    /// `validate` runs; `nil` when it needs the context. A screen asks it of the chains it could
    /// not clear, to report their failures without a full validation.
    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome?
}

extension ScreenableRule {
    var isScreenable: Bool { true }
    var operandAttribute: String? { nil }
}

/// The screens the catalog's entries declare (``RuleCatalogEntry/screen``), and the look-up of a
/// rule among them.
enum ScreenableRules {
    /// Each screened type with its screen, in catalog order (a test checks that every catalog entry
    /// that is a ``ScreenableRule`` declares its screen, and no other).
    static let screens: [(type: ObjectIdentifier, screen: RuleScreen)] = {
        var screens: [(type: ObjectIdentifier, screen: RuleScreen)] = []
        for entry in RuleCatalog.entries {
            let screen = entry.screen
            if let type = screen.ruleType { screens.append((type: type, screen: screen)) }
        }
        return screens
    }()

    /// `rule` as a ``ScreenableRule``, or `nil` when its type has no screen.
    ///
    /// Found by its type among ``screens`` rather than by `as? any ScreenableRule`: the first cast of
    /// each type to a protocol has the Swift runtime scan every conformance record of the program
    /// (about 350,000 instructions in the command line, for each rule type, at every start). Called
    /// for each rule when a rule set or a text screen is made, never per record.
    static func screenable(_ rule: any ValidationRule) -> (any ScreenableRule)? {
        let type = ObjectIdentifier(Swift.type(of: rule))
        guard let found = screens.first(where: { $0.type == type }) else { return nil }
        // A cast to a concrete type compares types; it looks no conformance up.
        return found.screen.screenable(rule)
    }
}
