/// A rule that cannot be added to an ``InputValidator``: it does not fit the validator's kind.
///
/// AJWValidator raised an `NSException` here; Verdict throws, so a rule built from data (a form
/// definition) never crashes the app.
public struct InputRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rule's name, e.g. `required`.
    public let rule: String
    /// The validator's kind.
    public let kind: InputKind
    /// What went wrong, naming the rule and the rules the kind accepts.
    public let description: String

    private init(rule: String, kind: InputKind, description: String) {
        self.rule = rule
        self.kind = kind
        self.description = description
    }

    /// The rule does not fit the kind, e.g. `required` on a numeric validator.
    public static func incompatible(rule: String, kind: InputKind) -> InputRuleError {
        let accepted = kind.acceptedRules.joined(separator: ", ")
        return InputRuleError(
            rule: rule, kind: kind,
            description: "rule '\(rule)' does not fit a \(kind) input validator, which accepts \(accepted)")
    }
}
