import Foundation

/// The fluent way to add rules: `try InputValidator.string().required().minLength(3)`.
///
/// Each method adds the rule after the others and returns the validator; each throws
/// ``InputRuleError`` when the rule does not fit the validator's ``InputKind``. A `nil` message
/// keeps AJWValidator's default text (``InputMessages``).
extension InputValidator {
    /// Adds ``InputRule/required(message:)`` (string validators).
    @discardableResult
    public func required(message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.required(message: message))
    }

    /// Adds ``InputRule/minLength(_:unit:message:)`` (string validators).
    @discardableResult
    public func minLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) throws(InputRuleError)
        -> InputValidator
    {
        try adding(.minLength(n, unit: unit, message: message))
    }

    /// Adds ``InputRule/maxLength(_:unit:message:)`` (string validators).
    @discardableResult
    public func maxLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) throws(InputRuleError)
        -> InputValidator
    {
        try adding(.maxLength(n, unit: unit, message: message))
    }

    /// Adds ``InputRule/lengthRange(_:_:unit:message:)`` (string validators).
    @discardableResult
    public func lengthRange(_ min: Int, _ max: Int, unit: LengthUnit = .characters, message: String? = nil)
        throws(InputRuleError) -> InputValidator
    {
        try adding(.lengthRange(min, max, unit: unit, message: message))
    }

    /// Adds ``InputRule/range(_:_:message:)`` (numeric validators).
    @discardableResult
    public func range(_ min: Double, _ max: Double, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.range(min, max, message: message))
    }

    /// Adds ``InputRule/equal(to:message:)`` (every kind).
    @discardableResult
    public func equal(to other: Value, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.equal(to: other, message: message))
    }

    /// Adds ``InputRule/regex(_:caseInsensitive:message:)`` (string validators).
    @discardableResult
    public func regex(_ pattern: String, caseInsensitive: Bool = false, message: String? = nil)
        throws(InputRuleError) -> InputValidator
    {
        try adding(.regex(pattern, caseInsensitive: caseInsensitive, message: message))
    }

    /// Adds ``InputRule/email(idn:message:)`` (string validators).
    @discardableResult
    public func email(idn: Bool = false, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.email(idn: idn, message: message))
    }

    /// Adds ``InputRule/containsDigit(message:)`` (string validators).
    @discardableResult
    public func containsDigit(message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.containsDigit(message: message))
    }

    /// Adds ``InputRule/custom(message:_:)`` (every kind).
    @discardableResult
    public func custom(message: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool)
        throws(InputRuleError) -> InputValidator
    {
        try adding(.custom(message: message, predicate))
    }

    /// Adds ``InputRule/remote(_:timeout:extra:message:)`` (every kind).
    @discardableResult
    public func remote(
        _ url: URL, timeout: Duration = RemoteRule.defaultTimeout, extra: [String: Value] = [:],
        message: String? = nil
    ) throws(InputRuleError) -> InputValidator {
        try adding(.remote(url, timeout: timeout, extra: extra, message: message))
    }

    private func adding(_ rule: InputRule) throws(InputRuleError) -> InputValidator {
        try add(rule)
        return self
    }
}
