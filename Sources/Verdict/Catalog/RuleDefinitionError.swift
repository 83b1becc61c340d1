/// A rule or strategy named in data that cannot be built: unknown name, missing or wrong argument
/// or option.
public struct RuleDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in words a rule author understands.
    public let message: String
    /// A likely fix, e.g. the nearest built-in rule name.
    public let hint: String?
    /// The positional argument at fault (1-based), when one is.
    public let position: Int?
    /// The option at fault, when one is.
    public let option: String?

    private init(_ message: String, hint: String? = nil, position: Int? = nil, option: String? = nil) {
        self.message = message
        self.hint = hint
        self.position = position
        self.option = option
    }

    /// No built-in rule has this name.
    public static func unknownRule(_ name: String, suggestion: String?) -> RuleDefinitionError {
        RuleDefinitionError(
            "unknown rule '\(name)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A positional argument is missing.
    public static func missingArgument(rule: String, position: Int, expected: String) -> RuleDefinitionError {
        RuleDefinitionError("rule '\(rule)' needs argument \(position): \(expected)", position: position)
    }

    /// A positional argument has the wrong type.
    public static func wrongArgument(rule: String, position: Int, expected: String, got: String) -> RuleDefinitionError
    {
        RuleDefinitionError("rule '\(rule)' argument \(position) should be \(expected), got \(got)", position: position)
    }

    /// An option has the wrong type or value; `got` shows what it was, as written.
    public static func wrongOption(rule: String, option: String, expected: String, got: String? = nil)
        -> RuleDefinitionError
    {
        RuleDefinitionError(
            "rule '\(rule)' option '\(option)' should be \(expected)" + (got.map { ", got \($0)" } ?? ""),
            option: option)
    }

    /// No built-in strategy has this name.
    public static func unknownStrategy(_ name: String, suggestion: String?) -> RuleDefinitionError {
        RuleDefinitionError("unknown strategy '\(name)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A strategy's option has the wrong type or value.
    public static func wrongOption(strategy: String, option: String, expected: String) -> RuleDefinitionError {
        RuleDefinitionError("strategy '\(strategy)' option '\(option)' should be \(expected)")
    }

    /// Any other problem with a rule's definition, with a likely fix when there is one.
    public static func invalid(rule: String, _ reason: String, hint: String? = nil) -> RuleDefinitionError {
        RuleDefinitionError("rule '\(rule)': \(reason)", hint: hint)
    }

    /// The message, then the hint.
    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
