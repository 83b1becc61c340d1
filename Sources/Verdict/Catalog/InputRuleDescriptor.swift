/// A built-in rule as input validators see it: the name of its ``InputRule`` factory and the
/// validator kinds that accept it.
///
/// Declared in the rule's catalog entry (``RuleCatalogEntry/inputRules``), beside the factory:
/// the factory's rule is accepted by the kinds declared for its name, and the error of a rule a
/// validator does not accept (``InputRuleError``) names the rules its kind accepts from these.
///
/// ```swift
/// extension LengthRule: RuleCatalogEntry {
///     public static let inputRules = [
///         InputRuleDescriptor("minLength", kinds: [.string]), …
///     ]
/// }
/// ```
public struct InputRuleDescriptor: Sendable, Hashable {
    /// The rule's name, e.g. `minLength`: its factory's, and the name of the rule it wraps.
    public let name: String
    /// The validator kinds that accept the rule.
    public let kinds: Set<InputKind>

    /// Declares an input rule.
    /// - Parameters:
    ///   - name: the name of the rule the factory wraps (``ValidationRule/name``).
    ///   - kinds: the validator kinds that accept it.
    public init(_ name: String, kinds: Set<InputKind>) {
        self.name = name
        self.kinds = kinds
    }

    /// Whether every kind of validator accepts the rule (`equal`, `custom`, `remote`).
    var fitsEveryKind: Bool { kinds.count == InputKind.allCases.count }
}
