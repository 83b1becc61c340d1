/// The value must be a number (`number`) or a whole number (`integer`), optionally within bounds.
///
/// FXModelValidation's `number` validator: a type check that also reports `min`/`max` (inclusive).
/// A number is finite (not NaN, not infinite). An integer is a whole number whatever its written
/// form, as JSON Schema 2020-12 has it: `100`, `1e2`, `100.0` and `9223372036854775808` (2^63,
/// which no `Int` holds, so the JSON reader gives a double) are integers; `1.5` is not (see
/// ``Number/isWhole``). Values and bounds compare by their exact values, as in ``NumberRule``.
public struct NumberTypeRule: ValidationRule {
    /// Whether a whole number is required.
    public var integerOnly: Bool
    /// The inclusive lower bound, if any.
    public var min: Number?
    /// The inclusive upper bound, if any.
    public var max: Number?

    /// Creates the rule.
    public init(integerOnly: Bool, min: Number? = nil, max: Number? = nil) {
        self.integerOnly = integerOnly
        self.min = min
        self.max = max
    }

    public var name: String { integerOnly ? "integer" : "number" }
    public var parameters: [String: Value] {
        var p: [String: Value] = [:]
        if let min { p["min"] = min.value }
        if let max { p["max"] = max.value }
        return p
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let x = value.numberValue, x.isFinite else {
            return .fail(integerOnly ? .notInteger : .notNumber)
        }
        if integerOnly, !x.isWhole { return .fail(.notInteger) }
        if let min, !(x >= min) { return .fail(.tooSmall) }
        if let max, !(x <= max) { return .fail(.tooBig) }
        return .passed
    }
}

extension Validate {
    /// Must be a number, optionally within inclusive bounds.
    public func number(min: Double? = nil, max: Double? = nil) -> Validate {
        rule(NumberTypeRule(integerOnly: false, min: min.map(Number.double), max: max.map(Number.double)))
    }
    /// Must be a number at least the integer `min` (and at most `max`), compared exactly.
    public func number(min: Int, max: Int? = nil) -> Validate {
        rule(NumberTypeRule(integerOnly: false, min: .int(min), max: max.map(Number.int)))
    }
    /// Must be a number at most the integer `max`, compared exactly.
    public func number(max: Int) -> Validate {
        rule(NumberTypeRule(integerOnly: false, max: .int(max)))
    }
    /// Must be a whole number (`100`, `1e2`, `100.0`; not `1.5`), optionally within inclusive bounds.
    public func integer(min: Double? = nil, max: Double? = nil) -> Validate {
        rule(NumberTypeRule(integerOnly: true, min: min.map(Number.double), max: max.map(Number.double)))
    }
    /// Must be a whole number at least the integer `min` (and at most `max`), compared exactly.
    public func integer(min: Int, max: Int? = nil) -> Validate {
        rule(NumberTypeRule(integerOnly: true, min: .int(min), max: max.map(Number.int)))
    }
    /// Must be a whole number at most the integer `max`, compared exactly.
    public func integer(max: Int) -> Validate {
        rule(NumberTypeRule(integerOnly: true, max: .int(max)))
    }
}

extension NumberTypeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "integer", options: ["min", "max"],
            summary:
                "A whole number in any written form (`100`, `1e2`, `100.0`; not `1.5`), optionally within `min` and `max` (inclusive)."
        ) { args throws(RuleDefinitionError) in
            NumberTypeRule(
                integerOnly: true, min: try args.exactNumberOption("min"), max: try args.exactNumberOption("max"))
        },
        RuleDescriptor(
            "number", options: ["min", "max"], summary: "A number, optionally within `min` and `max` (inclusive)."
        ) { args throws(RuleDefinitionError) in
            NumberTypeRule(
                integerOnly: false, min: try args.exactNumberOption("min"), max: try args.exactNumberOption("max"))
        },
    ]

    // Out of bounds, the rule reports ``NumberRule``'s `tooSmall` and `tooBig`.
    public static let messages = [
        RuleMessage(.notNumber, "{name} must be a number.", parameters: ["min", "max"]),
        RuleMessage(.notInteger, "{name} must be an integer.", parameters: ["min", "max"]),
    ]
}

extension MessageKey {
    /// Not a number: "must be a number."
    public static let notNumber: MessageKey = "notNumber"
    /// Not a whole number: "must be an integer."
    public static let notInteger: MessageKey = "notInteger"
}

extension NumberTypeRule: SchemaMappableRule {
    /// A number (`integer`: a whole number in any written form, as JSON Schema's `integer`) within
    /// the bounds, compared by exact values (the bound widened as JSON Schema can say it).
    public var schemaMapping: SchemaMapping {
        var schema: SchemaObject = ["type": integerOnly ? "integer" : "number"]
        var exact = true
        if let min {
            let bound = SchemaConstants.bound(min, below: true)
            exact = exact && bound.exact
            schema["minimum"] = bound.node
        }
        if let max {
            let bound = SchemaConstants.bound(max, below: false)
            exact = exact && bound.exact
            schema["maximum"] = bound.node
        }
        // Only the failures the rule can report: a bound it does not have never fails.
        var keys = [RuleFailure(key: integerOnly ? .notInteger : .notNumber)]
        if min != nil { keys.append(RuleFailure(key: .tooSmall)) }
        if max != nil { keys.append(RuleFailure(key: .tooBig)) }
        return exact
            ? .exact(schema, keys: keys)
            : .approximate(schema, because: SchemaConstants.widenedBoundReason, keys: keys)
    }
}
