/// A message a built-in rule reports: its key, its default (English) text, and the parameters a
/// text for the key may show as `{placeholders}`.
///
/// Every text may also use `{name}` (the display name), `{attribute}` and `{value}` (the offending
/// value, cut to 40 characters; ``RuleSet/secretMark`` for a secret one). A default text
/// without placeholders is prefixed by the display name (`is taken.` reads `Username is taken.`).
public struct RuleMessage: Sendable, Hashable {
    /// The key, e.g. ``MessageKey/tooShort``.
    public let key: MessageKey
    /// The default text, e.g. `"{name} is required."`.
    public let text: String
    /// The parameters the rule provides with a failure of this key, e.g. `["min", "max"]`.
    public let parameters: [String]

    /// Declares a message.
    public init(_ key: MessageKey, _ text: String, parameters: [String] = []) {
        self.key = key
        self.text = text
        self.parameters = parameters
    }
}
