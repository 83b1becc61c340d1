/// Numeric bounds, all inclusive: at least, at most, between, exactly.
///
/// Integers and doubles compare by value (`exact(100)` accepts `100.0`). A string, even `"12"`,
/// is a wrong type: type it when reading (CSV cells are typed) or use `number`/`integer` first.
public struct NumberRule: ValidationRule {
    /// Which bound this rule checks.
    public enum Bound: Sendable, Hashable {
        case min(Double), max(Double), range(Double, Double), exact(Double)
    }

    /// The bound.
    public var bound: Bound

    /// Creates the rule; a range's bounds may come in either order.
    public init(_ bound: Bound) {
        if case .range(let a, let b) = bound {
            self.bound = .range(Swift.min(a, b), Swift.max(a, b))
        } else {
            self.bound = bound
        }
    }

    public var name: String {
        switch bound {
        case .min: "min"
        case .max: "max"
        case .range: "range"
        case .exact: "exact"
        }
    }

    public var parameters: [String: Value] {
        switch bound {
        case .min(let n): ["min": .double(n)]
        case .max(let n): ["max": .double(n)]
        case .range(let a, let b): ["min": .double(a), "max": .double(b)]
        case .exact(let n): ["exact": .double(n)]
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let x = value.doubleValue else { return .fail(.wrongType, ["expected": "a number"]) }
        switch bound {
        case .min(let n): return .check(x >= n, .tooSmall)
        case .max(let n): return .check(x <= n, .tooBig)
        case .range(let a, let b):
            if x < a { return .fail(.tooSmall) }
            return .check(x <= b, .tooBig)
        case .exact(let n): return .check(x == n, .notExact)
        }
    }
}

extension Validate {
    /// At least `n` (inclusive).
    public func min(_ n: Double) -> Validate { rule(NumberRule(.min(n))) }
    /// At most `n` (inclusive).
    public func max(_ n: Double) -> Validate { rule(NumberRule(.max(n))) }
    /// Between `a` and `b` inclusive, in either order.
    public func range(_ a: Double, _ b: Double) -> Validate { rule(NumberRule(.range(a, b))) }
    /// Exactly `n`.
    public func exact(_ n: Double) -> Validate { rule(NumberRule(.exact(n))) }
}

extension NumberRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("min", signature: "x", summary: "A number at least `x`.") { args throws(RuleDefinitionError) in
            NumberRule(.min(try args.number(0)))
        },
        RuleDescriptor("max", signature: "x", summary: "A number at most `x`.") { args throws(RuleDefinitionError) in
            NumberRule(.max(try args.number(0)))
        },
        RuleDescriptor("range", signature: "a b", summary: "A number between `a` and `b`, inclusive, in either order.")
        { args throws(RuleDefinitionError) in
            NumberRule(.range(try args.number(0), try args.number(1)))
        },
        RuleDescriptor("exact", signature: "x", summary: "A number equal to `x` (`100` equals `100.0`).") {
            args throws(RuleDefinitionError) in
            NumberRule(.exact(try args.number(0)))
        },
    ]

    public static let messages = [
        RuleMessage(.tooSmall, "is too small.", parameters: ["min", "max"]),
        RuleMessage(.tooBig, "is too big.", parameters: ["min", "max"]),
        RuleMessage(.notExact, "isn't exact.", parameters: ["exact"]),
        RuleMessage(.inputRange, "Number is not in the correct range.."),
    ]
}

extension MessageKey {
    /// Below the minimum: "is too small."
    public static let tooSmall: MessageKey = "tooSmall"
    /// Above the maximum: "is too big."
    public static let tooBig: MessageKey = "tooBig"
    /// Not the exact number: "isn't exact."
    public static let notExact: MessageKey = "notExact"
    /// An input validator's `range` (AJWValidator, double full stop included): "Number is not in
    /// the correct range.."
    public static let inputRange: MessageKey = "inputRange"
}

extension InputRule {
    /// Between `min` and `max`, inclusive (numbers).
    public static func range(_ min: Double, _ max: Double, message: String? = nil) -> InputRule {
        InputRule(NumberRule(.range(min, max)), key: .inputRange, message: message, kinds: [.numeric])
    }
}

extension InputValidator {
    /// Adds ``InputRule/range(_:_:message:)`` (numeric validators).
    @discardableResult
    public func range(_ min: Double, _ max: Double, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.range(min, max, message: message))
    }
}

extension NumberRule: SchemaMappableRule {
    /// A number within the bound (`minimum`, `maximum`, `const`). Numbers compare as doubles; a
    /// bound beyond ±2⁵³, where integers round, is widened by one step.
    public var schemaMapping: SchemaMapping {
        var schema: SchemaObject = ["type": "number"]
        var exact = true
        func widened(_ n: Double, below: Bool) -> SchemaNode {
            guard n.magnitude >= SchemaConstants.exactIntegerLimit else { return .number(n) }
            exact = false
            return .number(below ? n.nextDown : n.nextUp)
        }
        let keys: [MessageKey]
        switch bound {
        case .min(let n):
            schema["minimum"] = widened(n, below: true)
            keys = [.tooSmall]
        case .max(let n):
            schema["maximum"] = widened(n, below: false)
            keys = [.tooBig]
        case .range(let a, let b):
            schema["minimum"] = widened(a, below: true)
            schema["maximum"] = widened(b, below: false)
            keys = [.tooSmall, .tooBig]
        case .exact(let n):
            if n.magnitude < SchemaConstants.exactIntegerLimit {
                schema["const"] = .number(n)
            } else {
                schema["minimum"] = widened(n, below: true)
                schema["maximum"] = widened(n, below: false)
            }
            keys = [.notExact]
        }
        let failures =
            keys.map { RuleFailure(key: $0) } + [RuleFailure(key: .wrongType, params: ["expected": "a number"])]
        return exact
            ? .exact(schema, keys: failures)
            : .approximate(schema, because: "a bound beyond ±2⁵³, where integers round to doubles", keys: failures)
    }
}
