/// How the record screen finds a built-in rule's byte-level check, declared in the rule's catalog
/// entry (``RuleCatalogEntry/screen``) beside the check itself.
///
/// A rule that can tell from a JSON field's text alone that a value passes it lets a valid record
/// be cleared without decoding it (see the differential tests of `Tests/VerdictTests/FastPath`).
/// Such a rule names its own type in its catalog entry:
///
/// ```swift
/// extension LengthRule: RuleCatalogEntry {
///     public static let screen = RuleScreen(LengthRule.self)
///     …
/// }
/// ```
///
/// The screen is opaque: only Verdict's own rules have one, and every other entry keeps the
/// default, no screen. It is found by the rule's type, not by a cast to a protocol: the first cast
/// of each type to a protocol has the Swift runtime scan every conformance record of the program
/// (about 350,000 instructions in the command line, for each rule type, at every start).
public struct RuleScreen: Sendable {
    /// The type of the rules it screens; `nil` for no screen.
    let ruleType: ObjectIdentifier?
    /// A rule of that type as a ``ScreenableRule``; `nil` for a rule of any other type.
    let screenable: @Sendable (any ValidationRule) -> (any ScreenableRule)?

    /// The screen of the rules of type `Rule`, which adopts ``ScreenableRule`` in its own file.
    init<Rule: ScreenableRule>(_: Rule.Type) {
        ruleType = ObjectIdentifier(Rule.self)
        // A cast to a concrete type compares types; it looks no conformance up.
        screenable = { rule in rule as? Rule }
    }

    private init(
        ruleType: ObjectIdentifier?, screenable: @escaping @Sendable (any ValidationRule) -> (any ScreenableRule)?
    ) {
        self.ruleType = ruleType
        self.screenable = screenable
    }

    /// No screen: the entry's rules always run in full.
    static let unscreened = RuleScreen(ruleType: nil, screenable: { _ in nil })
}
