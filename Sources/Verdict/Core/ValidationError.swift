/// One failed rule: structured, not just a string.
///
/// Every error carries the attribute's path, the rule's stable code, the message key, the rendered
/// message, the message parameters and the offending value, so callers can localise, map errors to
/// form fields, or serialise them without parsing text.
public struct ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The attribute's path: `title`, `address.street`, `items[3].price`.
    public var attribute: String
    /// The rule's stable code, e.g. `minLength`.
    public var rule: String
    /// The message key, e.g. ``MessageKey/tooShort``.
    public var key: MessageKey
    /// The text a person reads, e.g. `Title is too short.`
    public var message: String
    /// The parameters of the message (`min`, `max`, `expected`, …).
    public var params: [String: Value]
    /// The value that failed.
    public var value: Value

    /// Creates an error.
    public init(
        attribute: String, rule: String, key: MessageKey, message: String,
        params: [String: Value] = [:], value: Value = .null
    ) {
        self.attribute = attribute
        self.rule = rule
        self.key = key
        self.message = message
        self.params = params
        self.value = value
    }

    /// `attribute: message`.
    public var description: String { "\(attribute): \(message)" }
}
