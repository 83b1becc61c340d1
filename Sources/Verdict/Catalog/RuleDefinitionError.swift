/// A rule or strategy named in data that cannot be built: unknown name, missing or wrong argument
/// or option.
public struct RuleDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in words a rule author understands.
    public let message: String
    /// A likely fix, e.g. the nearest built-in rule name.
    public let hint: String?

    private init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }

    /// No built-in rule has this name.
    public static func unknownRule(_ name: String, suggestion: String?) -> RuleDefinitionError {
        RuleDefinitionError(
            "unknown rule '\(name)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A positional argument is missing.
    public static func missingArgument(rule: String, position: Int, expected: String) -> RuleDefinitionError {
        RuleDefinitionError("rule '\(rule)' needs argument \(position): \(expected)")
    }

    /// A positional argument has the wrong type.
    public static func wrongArgument(rule: String, position: Int, expected: String, got: String) -> RuleDefinitionError
    {
        RuleDefinitionError("rule '\(rule)' argument \(position) should be \(expected), got \(got)")
    }

    /// An option has the wrong type or value.
    public static func wrongOption(rule: String, option: String, expected: String) -> RuleDefinitionError {
        RuleDefinitionError("rule '\(rule)' option '\(option)' should be \(expected)")
    }

    /// No built-in strategy has this name.
    public static func unknownStrategy(_ name: String, suggestion: String?) -> RuleDefinitionError {
        RuleDefinitionError("unknown strategy '\(name)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A strategy's option has the wrong type or value.
    public static func wrongOption(strategy: String, option: String, expected: String) -> RuleDefinitionError {
        RuleDefinitionError("strategy '\(strategy)' option '\(option)' should be \(expected)")
    }

    /// Any other problem with a rule's definition.
    public static func invalid(rule: String, _ reason: String) -> RuleDefinitionError {
        RuleDefinitionError("rule '\(rule)': \(reason)")
    }

    /// The message, then the hint.
    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
