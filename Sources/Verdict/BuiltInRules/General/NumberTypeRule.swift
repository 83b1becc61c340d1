/// The value must be a number (`number`) or a whole number (`integer`), optionally within bounds.
///
/// FXModelValidation's `number` validator: a type check that also reports `min`/`max` (inclusive).
/// A double with no fractional part (`3.0`) is an integer.
public struct NumberTypeRule: ValidationRule {
    /// Whether a whole number is required.
    public var integerOnly: Bool
    /// The inclusive lower bound, if any.
    public var min: Double?
    /// The inclusive upper bound, if any.
    public var max: Double?

    /// Creates the rule.
    public init(integerOnly: Bool, min: Double? = nil, max: Double? = nil) {
        self.integerOnly = integerOnly
        self.min = min
        self.max = max
    }

    public var name: String { integerOnly ? "integer" : "number" }
    public var parameters: [String: Value] {
        var p: [String: Value] = [:]
        if let min { p["min"] = .double(min) }
        if let max { p["max"] = .double(max) }
        return p
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard let x = value.doubleValue, x.isFinite else {
            return .fail(integerOnly ? .notInteger : .notNumber)
        }
        if integerOnly, value.intValue == nil { return .fail(.notInteger) }
        if let min, x < min { return .fail(.tooSmall) }
        if let max, x > max { return .fail(.tooBig) }
        return .passed
    }
}

extension Validate {
    /// Must be a number, optionally within inclusive bounds.
    public func number(min: Double? = nil, max: Double? = nil) -> Validate {
        rule(NumberTypeRule(integerOnly: false, min: min, max: max))
    }
    /// Must be a whole number, optionally within inclusive bounds.
    public func integer(min: Double? = nil, max: Double? = nil) -> Validate {
        rule(NumberTypeRule(integerOnly: true, min: min, max: max))
    }
}

extension NumberTypeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "integer", options: ["min", "max"],
            summary: "A whole number, optionally within `min` and `max` (inclusive)."
        ) { args throws(RuleDefinitionError) in
            NumberTypeRule(integerOnly: true, min: try args.numberOption("min"), max: try args.numberOption("max"))
        },
        RuleDescriptor(
            "number", options: ["min", "max"], summary: "A number, optionally within `min` and `max` (inclusive)."
        ) { args throws(RuleDefinitionError) in
            NumberTypeRule(integerOnly: false, min: try args.numberOption("min"), max: try args.numberOption("max"))
        },
    ]

    // Out of bounds, the rule reports ``NumberRule``'s `tooSmall` and `tooBig`.
    public static let messages = [
        RuleMessage(.notNumber, "must be a number.", parameters: ["min", "max"]),
        RuleMessage(.notInteger, "must be an integer.", parameters: ["min", "max"]),
    ]
}

extension MessageKey {
    /// Not a number: "must be a number."
    public static let notNumber: MessageKey = "notNumber"
    /// Not a whole number: "must be an integer."
    public static let notInteger: MessageKey = "notInteger"
}

extension NumberTypeRule: SchemaMappableRule {
    /// A number (`integer`: a whole number that fits 64 bits, as Verdict reads integers) within the
    /// bounds.
    public var schemaMapping: SchemaMapping {
        var schema: SchemaObject = ["type": integerOnly ? "integer" : "number"]
        var exact = true
        if let min {
            exact = exact && min.magnitude < SchemaConstants.exactIntegerLimit
            schema["minimum"] = .number(min.magnitude < SchemaConstants.exactIntegerLimit ? min : min.nextDown)
        } else if integerOnly {
            schema["minimum"] = .value(.int(Int.min))
        }
        if let max {
            exact = exact && max.magnitude < SchemaConstants.exactIntegerLimit
            schema["maximum"] = .number(max.magnitude < SchemaConstants.exactIntegerLimit ? max : max.nextUp)
        } else if integerOnly {
            schema["exclusiveMaximum"] = .value(.double(9_223_372_036_854_775_808))
        }
        let keys = [
            RuleFailure(key: integerOnly ? .notInteger : .notNumber), RuleFailure(key: .tooSmall),
            RuleFailure(key: .tooBig),
        ]
        return exact
            ? .exact(schema, keys: keys)
            : .approximate(schema, because: "a bound beyond ±2⁵³, where integers round to doubles", keys: keys)
    }
}
