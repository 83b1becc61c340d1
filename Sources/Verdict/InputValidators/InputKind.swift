/// What an ``InputValidator`` validates, which decides the rules it accepts (AJWValidator's
/// `AJWValidatorType`).
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

    /// The built-in rules the kind accepts, by name, for messages.
    var acceptedRules: [String] {
        let common = ["equal", "custom", "remote"]
        switch self {
        case .generic: return common
        case .numeric: return ["range"] + common
        case .string:
            return ["required", "minLength", "maxLength", "lengthRange", "regex", "email", "containsDigit"] + common
        }
    }
}
