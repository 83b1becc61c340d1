/// Names a kind of failure, selecting its default text and any override.
///
/// The keys follow NGRValidator's message keys (`MSGTooShort` → ``tooShort``). Each built-in rule
/// declares its keys in its own file, with their default texts (``RuleCatalogEntry/messages``);
/// the keys here belong to no rule in particular. Rules may define their own:
/// `MessageKey("notAdult")`.
public struct MessageKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The key's stable spelling, e.g. `"tooShort"`.
    public let rawValue: String

    /// Creates a key from its spelling.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its spelling.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The key's spelling.
    public var description: String { rawValue }
}

extension MessageKey {
    /// A value of the wrong kind for the rule: "{name} should be {expected}."
    public static let wrongType: MessageKey = "wrongType"
    /// An input key that is not a safe attribute of the scenario (`verdict validate --strict`):
    /// "{name} is not a safe attribute in scenario '{scenario}'."
    public static let unsafeAttribute: MessageKey = "unsafeAttribute"
    /// A filter's result that cannot be stored back into a model's attribute: "{name} could not
    /// store its filtered value {value}."
    public static let notStored: MessageKey = "notStored"
    /// A failure with no more specific key (custom and Lua rules): "is invalid."
    public static let invalid: MessageKey = "invalid"
    /// A rule that could not run (a Lua error, a bad pattern, a server that cannot be reached):
    /// "{name} could not be checked: {error}"
    public static let ruleError: MessageKey = "ruleError"
}
