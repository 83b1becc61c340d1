/// What an ``InputValidator`` validates, which decides the rules it accepts (AJWValidator's
/// `AJWValidatorType`).
///
/// Each rule's catalog entry declares the kinds that accept it (``RuleCatalogEntry/inputRules``);
/// today:
///
/// | kind | accepts |
/// |---|---|
/// | ``generic`` | `equal`, `custom`, `remote` |
/// | ``numeric`` | those, and `range` |
/// | ``string`` | those of `generic`, and `required`, `minLength`, `maxLength`, `lengthRange`, `regex`, `email`, `containsDigit` |
///
/// Adding a rule the kind does not accept throws ``InputRuleError``.
public enum InputKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Any value: equality, custom and remote rules only.
    case generic
    /// Text: presence, lengths, patterns, email, digits.
    case string
    /// Numbers: numeric range. A string that spells a number (`"4.5"`) is read as that number.
    case numeric

    /// The kind's name: `generic`, `string` or `numeric`.
    public var description: String { rawValue }

    /// The built-in rules the kind accepts, by name, for messages: those the catalog's entries
    /// declare for it, first the rules only some kinds accept, then those every kind accepts, each
    /// in catalog order but for ``namedLast``.
    var acceptedRules: [String] {
        func rank(_ rule: (offset: Int, element: InputRuleDescriptor)) -> (Int, Int, Int) {
            (rule.element.fitsEveryKind ? 1 : 0, Self.namedLast.contains(rule.element.name) ? 1 : 0, rule.offset)
        }
        let accepted = RuleCatalog.inputRules.enumerated().filter { $0.element.kinds.contains(self) }
        return accepted.sorted { rank($0) < rank($1) }.map { $0.element.name }
    }

    /// The rules the message names after the others of their group, as it always has
    /// (`containsDigit` after `email`, where the catalog lists it before `regex`): only the order
    /// of the names, never which rules a kind accepts.
    private static let namedLast: Set<String> = ["containsDigit"]
}
