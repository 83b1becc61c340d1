/// The outcome of one rule on one value.
public enum RuleOutcome: Sendable {
    /// The value passed.
    case passed
    /// The value failed; the failure names the message key and parameters.
    case failed(RuleFailure)
    /// A filter replaced the value; later rules and the caller see the new value.
    case rewritten(Value)

    /// A failure with a message key and parameters.
    public static func fail(_ key: MessageKey, _ params: [String: Value] = [:]) -> RuleOutcome {
        .failed(RuleFailure(key: key, params: params))
    }

    /// Passes when `condition` holds, else fails with `key`.
    @inlinable
    public static func check(_ condition: Bool, _ key: MessageKey, _ params: @autoclosure () -> [String: Value] = [:])
        -> RuleOutcome
    {
        condition ? .passed : .failed(RuleFailure(key: key, params: params()))
    }
}
