import Foundation

/// The date must lie between two dates, inclusive (`a ≤ v ≤ b`) or exclusive (`a < v < b`).
///
/// The bounds may be given in either order. An absent or non-date bound makes the rule pass.
public struct BetweenDatesRule: ValidationRule {
    /// The first bound.
    public let start: Operand
    /// The second bound.
    public let end: Operand
    /// Whether the bounds themselves are accepted.
    public let inclusive: Bool

    /// Creates the rule.
    public init(_ start: Operand, _ end: Operand, inclusive: Bool) {
        self.start = start
        self.end = end
        self.inclusive = inclusive
    }

    public var name: String { "betweenDates" }
    public var parameters: [String: Value] {
        ["min": .string(start.label), "max": .string(end.label), "inclusive": .bool(inclusive)]
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let date = context.date(of: value) else { return .fail(.notDate) }
        guard let a = start.resolve(in: context)?.dateValue, let b = end.resolve(in: context)?.dateValue else {
            return .passed
        }
        let (low, high) = a <= b ? (a, b) : (b, a)
        let inside = inclusive ? (low <= date && date <= high) : (low < date && date < high)
        return .check(inside, .notBetweenDates)
    }
}

extension Validate {
    /// Between two dates; `inclusive` accepts the bounds.
    public func betweenDates(_ start: Operand, _ end: Operand, inclusive: Bool = true) -> Validate {
        rule(BetweenDatesRule(start, end, inclusive: inclusive))
    }
}
