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

extension BetweenDatesRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "betweenDates", signature: "a b [inclusive]",
            summary: "A date between `a` and `b`, inclusive unless the third argument is `false`."
        ) { args throws(RuleDefinitionError) in
            let inclusive = args.positional.count > 2 ? (args.positional[2].constant?.boolValue ?? true) : true
            return BetweenDatesRule(try args.operand(0, "a date"), try args.operand(1, "a date"), inclusive: inclusive)
        }
    ]

    // A value that is not a date fails with ``DateRule``'s `notDate`.
    public static let messages = [
        RuleMessage(
            .notBetweenDates,
            "{inclusive, select, true {{name} must be between {min} and {max}, both included.} other {{name} must be after {min} and before {max}.}}",
            parameters: ["min", "max", "inclusive"])
    ]
}

extension MessageKey {
    /// Outside the two dates.
    public static let notBetweenDates: MessageKey = "notBetweenDates"
}

extension BetweenDatesRule: SchemaMappableRule {
    /// A date between two others, which JSON Schema cannot say: only its type is.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": ["string", "number"]], because: "compares dates, which JSON Schema cannot",
            keys: [RuleFailure(key: .notDate), RuleFailure(key: .notBetweenDates)])
    }
}
