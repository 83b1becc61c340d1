/// Why a rule failed: the message key, the parameters for the message, and optionally the rule's
/// own text (a Lua rule returning `false, "must be an adult."`).
public struct RuleFailure: Sendable, Hashable {
    /// The key that selects the default or overriding message.
    public var key: MessageKey
    /// The parameters the message may use as `{placeholders}`.
    public var params: [String: Value]
    /// A text supplied by the rule itself; an override on the chain still wins.
    public var text: String?

    /// Creates a failure.
    public init(key: MessageKey, params: [String: Value] = [:], text: String? = nil) {
        self.key = key
        self.params = params
        self.text = text
    }
}
