import Foundation

/// One rule of an ``InputValidator`` with the message it reports.
///
/// The built-in rules wrap Verdict's core rules (``RequiredRule``, ``LengthRule``, ``NumberRule``,
/// ``RegexRule``, ``EmailRule``, ``CharacterClassRule``, ``CustomRule``, ``RemoteRule``), so a value
/// passes an input rule exactly when it passes the rule of the same name in a ``Validate`` chain;
/// only the messages differ (AJWValidator's, see ``InputMessages``). Any other core rule can be
/// wrapped with ``init(_:message:kinds:)``.
///
/// Unlike a ``Validate`` chain, an input validator runs every rule on every value, empty ones
/// included (AJWValidator): `minLength(3)` fails on `""`. Set ``InputValidator/allowsEmpty`` for an
/// optional field.
public struct InputRule: Sendable, CustomStringConvertible {
    enum Check: Sendable {
        case local(any ValidationRule)
        case remote(RemoteRule)
    }

    /// The rule's name, e.g. `minLength`.
    public let name: String
    /// The text reported when the rule fails.
    public var message: String
    /// The validator kinds that accept the rule.
    public let kinds: Set<InputKind>
    let check: Check

    private init(_ name: String, message: String, kinds: Set<InputKind>, check: Check) {
        self.name = name
        self.message = message
        self.kinds = kinds
        self.check = check
    }

    /// Wraps any rule. A ``RemoteRule`` becomes a remote check.
    /// - Parameters:
    ///   - rule: the rule; its ``ValidationRule/validate(_:in:)`` sees the value alone.
    ///   - message: the text reported when it fails.
    ///   - kinds: the validator kinds that accept it (default: all).
    public init(_ rule: any ValidationRule, message: String, kinds: Set<InputKind> = Set(InputKind.allCases)) {
        if let remote = rule as? RemoteRule {
            self.init(rule.name, message: message, kinds: kinds, check: .remote(remote))
        } else {
            self.init(rule.name, message: message, kinds: kinds, check: .local(rule))
        }
    }

    /// The rule's name.
    public var description: String { name }

    /// Whether the rule is checked by a server.
    public var isRemote: Bool {
        if case .remote = check { return true }
        return false
    }

    private static let everyKind = Set(InputKind.allCases)

    /// Present and not empty (strings). Null and `""` fail.
    public static func required(message: String? = nil) -> InputRule {
        InputRule(
            "required", message: message ?? InputMessages.required, kinds: [.string], check: .local(RequiredRule()))
    }

    /// At least `n` characters (or the given unit), inclusive (strings).
    public static func minLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) -> InputRule {
        length("minLength", .min(n), unit, message)
    }

    /// At most `n` characters (or the given unit), inclusive (strings).
    public static func maxLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) -> InputRule {
        length("maxLength", .max(n), unit, message)
    }

    /// Between `min` and `max` characters (or the given unit), inclusive (strings).
    public static func lengthRange(_ min: Int, _ max: Int, unit: LengthUnit = .characters, message: String? = nil)
        -> InputRule
    {
        length("lengthRange", .range(min, max), unit, message)
    }

    private static func length(_ name: String, _ bound: LengthRule.Bound, _ unit: LengthUnit, _ message: String?)
        -> InputRule
    {
        InputRule(
            name, message: message ?? InputMessages.length, kinds: [.string],
            check: .local(LengthRule(bound, unit: unit)))
    }

    /// Between `min` and `max`, inclusive (numbers).
    public static func range(_ min: Double, _ max: Double, message: String? = nil) -> InputRule {
        InputRule(
            "range", message: message ?? InputMessages.numericRange, kinds: [.numeric],
            check: .local(NumberRule(.range(min, max))))
    }

    /// Equal to `other` (any kind), as a person means it: `5` equals `5.0`.
    public static func equal(to other: Value, message: String? = nil) -> InputRule {
        let rule = CustomRule("equal", emptyPolicy: .checkAll) { value, _ in value.isEquivalent(to: other) }
        return InputRule("equal", message: message ?? InputMessages.equal, kinds: everyKind, check: .local(rule))
    }

    /// The whole value matches `pattern` (strings); an invalid pattern makes every value fail.
    public static func regex(_ pattern: String, caseInsensitive: Bool = false, message: String? = nil) -> InputRule {
        InputRule(
            "regex", message: message ?? InputMessages.regex, kinds: [.string],
            check: .local(RegexRule(pattern, caseInsensitive: caseInsensitive)))
    }

    /// An email address (strings), checked by ``EmailRule``.
    public static func email(idn: Bool = false, message: String? = nil) -> InputRule {
        InputRule(
            "email", message: message ?? InputMessages.email, kinds: [.string], check: .local(EmailRule(idn: idn)))
    }

    /// At least one decimal digit (strings): AJWValidator's "contains number".
    public static func containsDigit(message: String? = nil) -> InputRule {
        InputRule(
            "containsDigit", message: message ?? InputMessages.containsDigit, kinds: [.string],
            check: .local(CharacterClassRule(.containsDigit)))
    }

    /// A condition of your own (any kind); it sees every value, null included.
    public static func custom(message: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool) -> InputRule {
        let rule = CustomRule("custom", emptyPolicy: .checkAll) { value, _ in predicate(value) }
        return InputRule("custom", message: message ?? InputMessages.custom, kinds: everyKind, check: .local(rule))
    }

    /// A check made by a server (any kind); see ``RemoteRule`` and ``RemoteValidator``.
    /// - Parameters:
    ///   - url: where the value is posted.
    ///   - timeout: how long the exchange may take (default 60 s).
    ///   - extra: parameters sent as `extra` with every check.
    ///   - message: the failure text (default "String doesn't satisfy a remote condition.").
    public static func remote(
        _ url: URL, timeout: Duration = RemoteRule.defaultTimeout, extra: [String: Value] = [:],
        message: String? = nil
    ) -> InputRule {
        let rule = RemoteRule(url, timeout: timeout, extra: extra, message: message)
        return InputRule("remote", message: message ?? InputMessages.remote, kinds: everyKind, check: .remote(rule))
    }
}
