/// A rule written as a Swift closure.
///
/// The closure returns `true` to pass. Its failure message is the chain's `message(…)`, the text
/// given here, or `is invalid.`. For full control (parameters, several keys) return a
/// ``RuleOutcome`` with ``init(_:key:outcome:)``.
public struct CustomRule: ValidationRule {
    /// The rule's name in errors and listings.
    public let name: String
    private let check: @Sendable (Value, ValidationContext) -> RuleOutcome
    private let policy: EmptyPolicy

    /// A closure that answers pass or fail.
    public init(
        _ name: String = "custom", key: MessageKey = .invalid, message: String? = nil,
        emptyPolicy: EmptyPolicy = .skipEmpty, _ predicate: @escaping @Sendable (Value, ValidationContext) -> Bool
    ) {
        self.name = name
        self.policy = emptyPolicy
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
