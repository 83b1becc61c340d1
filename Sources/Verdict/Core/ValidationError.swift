/// One failed rule: structured, not just a string.
///
/// Every error carries the attribute's path, the rule's stable code, the message key, the rendered
/// message, the message parameters and the offending value, so callers can localise, map errors to
/// form fields, or serialise them without parsing text. A failure of a rule whose ``severity`` is
/// ``Severity/warning`` is reported in the same shape and never makes a record invalid.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The attribute's path: `title`, `address.street`, `items[3].price`.
    public var attribute: String
    /// The rule's stable code, e.g. `minLength`.
    public var rule: String
    /// The message key, e.g. ``MessageKey/tooShort``.
    public var key: MessageKey
    /// The text a person reads, e.g. `Title must be at least 6 characters long.`
    public var message: String
    /// The parameters of the message (`min`, `max`, `expected`, …).
    public var params: [String: Value]
    /// The value that failed; `null` when it is secret.
    public var value: Value
    /// Whether the value is secret (``RuleSet/secrets(_:)``): it is not kept, and no result shows it.
    public var isSecret: Bool
    /// Whether the failure refuses its record (``Severity/error``, the default) or is only
    /// reported (``Severity/warning``).
    public var severity: Severity

    /// Creates an error; a secret one keeps no value.
    public init(
        attribute: String, rule: String, key: MessageKey, message: String,
        params: [String: Value] = [:], value: Value = .null, isSecret: Bool = false, severity: Severity = .error
    ) {
        self.attribute = attribute
        self.rule = rule
        self.key = key
        self.message = message
        self.params = params
        self.value = isSecret ? .null : value
        self.isSecret = isSecret
        self.severity = severity
    }

    /// Whether this is a warning: reported, but the record stays valid.
    public var isWarning: Bool { severity == .warning }

    /// `attribute: message`.
    public var description: String { "\(attribute): \(message)" }
}
