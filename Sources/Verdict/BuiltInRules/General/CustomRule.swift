/// A rule written as a Swift closure.
///
/// The closure returns `true` to pass. Its failure message is the chain's `message(…)`, the text
/// given here, or `is invalid.`. For full control (parameters, several keys) return a
/// ``RuleOutcome`` with ``init(_:emptyPolicy:outcome:)``.
public struct CustomRule: ValidationRule {
    /// The rule's name in errors and listings.
    public let name: String
    private let check: @Sendable (Value, ValidationContext) -> RuleOutcome
    private let policy: EmptyPolicy
    /// Whether the closure may rewrite the value (one that returns a full outcome may).
    private let mayRewrite: Bool

    /// A closure that answers pass or fail.
    public init(
        _ name: String = "custom", key: MessageKey = .invalid, message: String? = nil,
        emptyPolicy: EmptyPolicy = .skipEmpty, _ predicate: @escaping @Sendable (Value, ValidationContext) -> Bool
    ) {
        self.name = name
        self.policy = emptyPolicy
        mayRewrite = false
        self.check = { value, context in
            predicate(value, context) ? .passed : .failed(RuleFailure(key: key, text: message))
        }
    }

    /// A closure that returns a full outcome.
    public init(
        _ name: String, emptyPolicy: EmptyPolicy = .skipEmpty,
        outcome: @escaping @Sendable (Value, ValidationContext) -> RuleOutcome
    ) {
        self.name = name
        self.policy = emptyPolicy
        mayRewrite = true
        self.check = outcome
    }

    public var emptyPolicy: EmptyPolicy { policy }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        check(value, context)
    }
}

extension Validate {
    /// A custom check of the value: `.custom("adult", message: "must be an adult.") { v, _ in … }`.
    public func custom(
        _ name: String = "custom", message: String? = nil,
        _ predicate: @escaping @Sendable (Value, ValidationContext) -> Bool
    ) -> Validate {
        rule(CustomRule(name, message: message, predicate))
    }

    /// A custom check of the value alone.
    public func satisfies(
        _ name: String = "custom", message: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool
    ) -> Validate {
        rule(CustomRule(name, message: message) { value, _ in predicate(value) })
    }
}

extension CustomRule: RuleCatalogEntry {
    // A failure without a key of its own reports the common ``MessageKey/invalid``.
    public static let messages = [
        RuleMessage(.inputEqual, "Instance should be identical to another instance"),
        RuleMessage(.inputCustom, "String doesn't satisfy a custom condition."),
    ]

    public static let inputRules = [
        InputRuleDescriptor("equal", kinds: Set(InputKind.allCases)),
        InputRuleDescriptor("custom", kinds: Set(InputKind.allCases)),
    ]
}

extension MessageKey {
    /// An input validator's `equal` (AJWValidator, without a full stop): "Instance should be
    /// identical to another instance"
    public static let inputEqual: MessageKey = "inputEqual"
    /// An input validator's `custom` (AJWValidator): "String doesn't satisfy a custom condition."
    public static let inputCustom: MessageKey = "inputCustom"
}

extension InputRule {
    /// Equal to `other` (any kind), as a person means it: `5` equals `5.0`.
    public static func equal(to other: Value, message: String? = nil) -> InputRule {
        let rule = CustomRule("equal", emptyPolicy: .checkAll) { value, _ in value.isEquivalent(to: other) }
        return InputRule(rule, key: .inputEqual, message: message)
    }

    /// A condition of your own (any kind); it sees every value, null included.
    public static func custom(message: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool) -> InputRule {
        let rule = CustomRule("custom", emptyPolicy: .checkAll) { value, _ in predicate(value) }
        return InputRule(rule, key: .inputCustom, message: message)
    }
}

extension InputValidator {
    /// Adds ``InputRule/equal(to:message:)`` (every kind).
    @discardableResult
    public func equal(to other: Value, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.equal(to: other, message: message))
    }

    /// Adds ``InputRule/custom(message:_:)`` (every kind).
    @discardableResult
    public func custom(message: String? = nil, _ predicate: @escaping @Sendable (Value) -> Bool)
        throws(InputRuleError) -> InputValidator
    {
        try adding(.custom(message: message, predicate))
    }
}

extension CustomRule: SchemaMappableRule {
    /// A Swift closure JSON Schema cannot say (give it a ``Validate/schemaHint(_:)``); one that
    /// returns a full outcome may rewrite the value.
    public var schemaMapping: SchemaMapping {
        .unmapped(
            because: "a Swift closure (\(name)), which JSON Schema cannot say", keys: [RuleFailure(key: .invalid)],
            rewrite: mayRewrite ? .any : .none)
    }
}
