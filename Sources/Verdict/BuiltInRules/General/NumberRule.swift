/// Numeric bounds, all inclusive: at least, at most, between, exactly.
///
/// Values and bounds compare by their exact values (``Number``): integers as integers, an integer
/// with a double without rounding, so `9007199254740993` is above `max(9007199254740992)` and
/// `exact(100)` accepts `100.0`. A bound given as an integer (a Swift `Int`, a Lua or JSON integer)
/// stays one, and a whole number read from a record is exact however it was written
/// (`9.007199254740993e15` meets `exact(9007199254740993)`; beyond 64 bits see ``LargeInteger``).
/// NaN is within no bound: as a value it is a wrong type, as a bound nothing meets it.
/// A string, even `"12"`, is a wrong type: type it when reading (CSV cells are typed) or use
/// `number`/`integer` first.
public struct NumberRule: ValidationRule {
    /// Which bound this rule checks.
    public enum Bound: Sendable, Hashable {
        /// At least the number.
        case min(Number)
        /// At most the number.
        case max(Number)
        /// Between the two numbers, inclusive.
        case range(Number, Number)
        /// Exactly the number.
        case exact(Number)
    }

    /// The bound.
    public var bound: Bound

    /// Creates the rule; a range's bounds may come in either order.
    public init(_ bound: Bound) {
        if case .range(let a, let b) = bound, b < a {
            self.bound = .range(b, a)
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
        case .min(let n): ["min": n.value]
        case .max(let n): ["max": n.value]
        case .range(let a, let b): ["min": a.value, "max": b.value]
        case .exact(let n): ["exact": n.value]
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let x = value.numberValue, !x.isNaN else {
            return .fail(.wrongType, ["expected": "a number", "type": "number"])
        }
        switch bound {
        case .min(let n): return .check(x >= n, .tooSmall)
        case .max(let n): return .check(x <= n, .tooBig)
        case .range(let a, let b):
            if !(x >= a) { return .fail(.tooSmall) }
            return .check(x <= b, .tooBig)
        case .exact(let n): return .check(x == n, .notExact)
        }
    }
}

extension Validate {
    /// At least `n` (inclusive).
    public func min(_ n: Double) -> Validate { rule(NumberRule(.min(.double(n)))) }
    /// At least the integer `n` (inclusive), compared exactly, beyond 2^53 too.
    public func min(_ n: Int) -> Validate { rule(NumberRule(.min(.int(n)))) }
    /// At most `n` (inclusive).
    public func max(_ n: Double) -> Validate { rule(NumberRule(.max(.double(n)))) }
    /// At most the integer `n` (inclusive), compared exactly, beyond 2^53 too.
    public func max(_ n: Int) -> Validate { rule(NumberRule(.max(.int(n)))) }
    /// Between `a` and `b` inclusive, in either order.
    public func range(_ a: Double, _ b: Double) -> Validate { rule(NumberRule(.range(.double(a), .double(b)))) }
    /// Between the integers `a` and `b` inclusive, in either order, compared exactly.
    public func range(_ a: Int, _ b: Int) -> Validate { rule(NumberRule(.range(.int(a), .int(b)))) }
    /// Exactly `n`.
    public func exact(_ n: Double) -> Validate { rule(NumberRule(.exact(.double(n)))) }
    /// Exactly the integer `n` (`100.0` is `100`; `9007199254740992.0` is not `9007199254740993`).
    public func exact(_ n: Int) -> Validate { rule(NumberRule(.exact(.int(n)))) }
}

extension NumberRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("min", signature: "x", summary: "A number at least `x`.") { args throws(RuleDefinitionError) in
            NumberRule(.min(try args.exactNumber(0)))
        },
        RuleDescriptor("max", signature: "x", summary: "A number at most `x`.") { args throws(RuleDefinitionError) in
            NumberRule(.max(try args.exactNumber(0)))
        },
        RuleDescriptor("range", signature: "a b", summary: "A number between `a` and `b`, inclusive, in either order.")
        { args throws(RuleDefinitionError) in
            NumberRule(.range(try args.exactNumber(0), try args.exactNumber(1)))
        },
        RuleDescriptor("exact", signature: "x", summary: "A number equal to `x` (`100` equals `100.0`).") {
            args throws(RuleDefinitionError) in
            NumberRule(.exact(try args.exactNumber(0)))
        },
    ]

    public static let messages = [
        RuleMessage(.tooSmall, "{name} must be at least {min}.", parameters: ["min", "max"]),
        RuleMessage(.tooBig, "{name} must be at most {max}.", parameters: ["min", "max"]),
        RuleMessage(.notExact, "{name} must be exactly {exact}.", parameters: ["exact"]),
        RuleMessage(.inputRange, "Number is not in the correct range.."),
    ]

    public static let inputRules = [InputRuleDescriptor("range", kinds: [.numeric])]
}

extension MessageKey {
    /// Below the minimum.
    public static let tooSmall: MessageKey = "tooSmall"
    /// Above the maximum.
    public static let tooBig: MessageKey = "tooBig"
    /// Not the exact number.
    public static let notExact: MessageKey = "notExact"
    /// An input validator's `range` (AJWValidator, double full stop included): "Number is not in
    /// the correct range.."
    public static let inputRange: MessageKey = "inputRange"
}

extension InputRule {
    /// Between `min` and `max`, inclusive (numbers).
    public static func range(_ min: Double, _ max: Double, message: String? = nil) -> InputRule {
        InputRule(NumberRule(.range(.double(min), .double(max))), key: .inputRange, message: message)
    }

    /// Between the integers `min` and `max`, inclusive (numbers), compared exactly.
    public static func range(_ min: Int, _ max: Int, message: String? = nil) -> InputRule {
        InputRule(NumberRule(.range(.int(min), .int(max))), key: .inputRange, message: message)
    }
}

extension InputValidator {
    /// Adds `InputRule.range(min, max)` with double bounds (numeric validators).
    @discardableResult
    public func range(_ min: Double, _ max: Double, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.range(min, max, message: message))
    }

    /// Adds `InputRule.range(min, max)` with integer bounds, compared exactly (numeric validators).
    @discardableResult
    public func range(_ min: Int, _ max: Int, message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.range(min, max, message: message))
    }
}

extension NumberRule: SchemaMappableRule {
    /// A number within the bound (`minimum`, `maximum`, `const`), compared by exact values as
    /// Verdict compares them; a double bound beyond ±2⁶³ is widened by one step
    /// (so that JSON Schema can state it).
    public var schemaMapping: SchemaMapping {
        var schema: SchemaObject = ["type": "number"]
        var exact = true
        func widened(_ n: Number, below: Bool) -> SchemaNode? {
            let bound = SchemaConstants.bound(n, below: below)
            exact = exact && bound.exact
            return bound.node
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
            if case let bound = SchemaConstants.bound(n, below: true), bound.exact, let node = bound.node {
                schema["const"] = node
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
            : .approximate(schema, because: SchemaConstants.widenedBoundReason, keys: failures)
    }
}
