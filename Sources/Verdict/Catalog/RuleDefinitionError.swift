import Foundation

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

    /// A positional argument has the wrong type; `got` shows what it was, as written
    /// (``RuleArguments/shown(_:)``). A number written as a string (`"8"` where a number belongs)
    /// gets the fix as its hint.
    public static func wrongArgument(rule: String, position: Int, expected: String, got: String) -> RuleDefinitionError
    {
        RuleDefinitionError(
            "rule '\(rule)' argument \(position) should be \(expected), got \(got)",
            hint: quotedNumberHint(expected: expected, got: got), position: position)
    }

    /// An option has the wrong type or value; `got` shows what it was, as written. A number written
    /// as a string (`min = "3"`) and a flag that is not `true` or `false` get the fix as their hint.
    public static func wrongOption(rule: String, option: String, expected: String, got: String? = nil)
        -> RuleDefinitionError
    {
        RuleDefinitionError(
            "rule '\(rule)' option '\(option)' should be \(expected)" + (got.map { ", got \($0)" } ?? ""),
            hint: expected == "true or false"
                ? "write \(option) = true or \(option) = false, without quotes"
                : got.flatMap { quotedNumberHint(expected: expected, got: $0) }, option: option)
    }

    /// More positional arguments than the rule takes.
    /// - Parameters:
    ///   - rule: the rule's name.
    ///   - signature: the rule's arguments as listings show them (`"width height"`; `""` for none).
    ///   - most: how many arguments the rule takes at most.
    ///   - given: how many it was given; the first one too many is the one at fault.
    public static func extraArgument(rule: String, signature: String, most: Int, given: Int) -> RuleDefinitionError {
        let takes =
            most == 0
            ? "takes no arguments" : "takes at most \(most) argument\(most == 1 ? "" : "s") (\(signature))"
        let written = signature.isEmpty ? "" : ", " + signature.split(separator: " ").joined(separator: ", ")
        return RuleDefinitionError(
            "rule '\(rule)' \(takes), got \(given)", hint: "write { …, \"\(rule)\"\(written) }", position: most + 1)
    }

    /// No built-in strategy has this name.
    public static func unknownStrategy(_ name: String, suggestion: String?) -> RuleDefinitionError {
        RuleDefinitionError("unknown strategy '\(name)'", hint: suggestion.map { "did you mean '\($0)'?" })
    }

    /// A strategy's option has the wrong type or value.
    public static func wrongOption(strategy: String, option: String, expected: String) -> RuleDefinitionError {
        RuleDefinitionError("strategy '\(strategy)' option '\(option)' should be \(expected)", option: option)
    }

    /// Any other problem with a rule's definition, with a likely fix when there is one.
    /// - Parameters:
    ///   - rule: the rule's name.
    ///   - reason: what is wrong, in words a rule author understands.
    ///   - hint: a likely fix, if there is one.
    ///   - position: the positional argument at fault (1-based), if one is, so that `verdict check`
    ///     reports the problem at its line.
    ///   - option: the option at fault, if one is.
    public static func invalid(
        rule: String, _ reason: String, hint: String? = nil, position: Int? = nil, option: String? = nil
    ) -> RuleDefinitionError {
        RuleDefinitionError("rule '\(rule)': \(reason)", hint: hint, position: position, option: option)
    }

    /// "write the number without quotes: 8" when `got` is a quoted number and a number was expected.
    private static func quotedNumberHint(expected: String, got: String) -> String? {
        guard expected.contains("number"), got.count > 2, got.hasPrefix("\""), got.hasSuffix("\"") else { return nil }
        let inner = got.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        guard Double(inner) != nil, inner.contains(where: \.isNumber),
            inner.allSatisfy({ "0123456789.-+eE".contains($0) })
        else { return nil }
        return "write the number without quotes: \(inner)"
    }

    /// The same problem with `hint` as its likely fix, unless it has one already.
    public func hinted(_ hint: String) -> RuleDefinitionError {
        RuleDefinitionError(message, hint: self.hint ?? hint, position: position, option: option)
    }

    /// The message, then the hint.
    public var description: String {
        hint.map { "\(message) (\($0))" } ?? message
    }
}
