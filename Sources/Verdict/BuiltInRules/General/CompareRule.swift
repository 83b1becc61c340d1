/// Compares the value with a constant or another attribute using `== != > >= < <=`.
///
/// FXModelValidation's `compare`: without an operand the other attribute is `<attribute>_repeat`
/// ("repeat your password"). Numbers compare with numbers, strings with strings, dates with dates
/// (ISO 8601 strings and unix timestamps count as dates when the other side is a date). Values that
/// cannot be ordered against each other fail, and so does a comparison with an absent attribute:
/// a missing confirmation is not a match.
public struct CompareRule: ValidationRule {
    /// The operator.
    public var op: ComparisonOperator
    /// The other side; `nil` means `<attribute>_repeat`.
    public var other: Operand?

    /// Creates the rule.
    public init(_ op: ComparisonOperator = .equal, _ other: Operand? = nil) {
        self.op = op
        self.other = other
    }

    public var name: String { "compare" }
    /// The operator's spellings, and `compareValue` when the other side is given: the constant, or
    /// the other attribute's name (a failure adds it for `<attribute>_repeat`).
    public var parameters: [String: Value] {
        var parameters: [String: Value] = [
            "operator": .string(op.rawValue), "relation": .string(op.relation), "comparison": .string(op.name),
        ]
        if let other { parameters["compareValue"] = other.constant ?? .string(other.label) }
        return parameters
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        let operand = other ?? .field(context.attributeName + "_repeat")
        let target = operand.resolve(in: context)
        // Another attribute is named, never shown by its value (it may be a secret).
        let params: [String: Value] = [
            "compareValue": operand.isField ? .string(operand.label) : target ?? .string(operand.label)
        ]
        guard let target, let order = value.compare(to: target) else {
            return .failed(RuleFailure(key: op == .equal ? .notRepeated : .notCompared, params: params))
        }
        return .check(op.holds(order), op == .equal ? .notRepeated : .notCompared, params)
    }
}

extension Validate {
    /// Compares with a constant or another attribute; `compare()` alone is `== <attribute>_repeat`.
    public func compare(_ op: ComparisonOperator = .equal, _ other: Operand? = nil) -> Validate {
        rule(CompareRule(op, other))
    }
}

extension CompareRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "compare", signature: "[op x]", options: ["operator", "compareValue", "compareAttribute"],
            summary:
                "Compares with a value or `verdict.field \"other\"` by `== != > >= < <=`; bare, equals `<attribute>_repeat`."
        ) {
            args throws(RuleDefinitionError) in
            var op = ComparisonOperator.equal
            var other: Operand?
            if !args.positional.isEmpty {
                let spelled = try args.string(0, "an operator (== != > >= < <=)")
                guard let parsed = ComparisonOperator(rawValue: spelled) else {
                    throw .wrongArgument(rule: "compare", position: 1, expected: "one of == != > >= < <=", got: spelled)
                }
                op = parsed
                other = args.positional.count > 1 ? args.positional[1] : nil
            }
            if let spelled = try args.stringOption("operator") {
                guard let parsed = ComparisonOperator(rawValue: spelled) else {
                    throw .wrongOption(
                        rule: "compare", option: "operator", expected: "one of == != > >= < <=", got: "\"\(spelled)\"")
                }
                op = parsed
            }
            if let attribute = try args.stringOption("compareAttribute") { other = .field(attribute) }
            if let value = args.options["compareValue"] { other = .value(value) }
            return CompareRule(op, other)
        }
    ]

    public static let messages = [
        RuleMessage(
            .notRepeated,
            "{compareValue, select, none {{name} must be repeated exactly.} other {{name} must be equal to {compareValue}.}}",
            parameters: ["operator", "relation", "comparison", "compareValue"]),
        RuleMessage(
            .notCompared,
            "{compareValue, select, none {{comparison, select, notEqual {{name} must not be equal to its repetition.} other {{name} must be {relation} its repetition.}}} other {{comparison, select, notEqual {{name} must not be equal to {compareValue}.} other {{name} must be {relation} {compareValue}.}}}}",
            parameters: ["operator", "relation", "comparison", "compareValue"]),
    ]
}

extension MessageKey {
    /// Not equal to its confirmation: "must be repeated exactly."
    public static let notRepeated: MessageKey = "notRepeated"
    /// The comparison does not hold: "{name} must be {relation} '{compareValue}'."
    public static let notCompared: MessageKey = "notCompared"
}

extension CompareRule: SchemaMappableRule {
    /// With a constant: a number's bound (`minimum`, `exclusiveMaximum`, `const`, …), a string's or
    /// a boolean's equality. A comparison with another attribute, with the time, or an ordering of
    /// strings is not said.
    public var schemaMapping: SchemaMapping {
        let keys = [RuleFailure(key: op == .equal ? .notRepeated : .notCompared)]
        switch other {
        case nil:
            return .unmapped(because: "compares with another attribute (its `_repeat`)", keys: keys)
        case .field(let name)?:
            return .unmapped(because: "compares with another attribute (\(name))", keys: keys)
        case .now?:
            return .unmapped(because: "compares with the time of the validation", keys: keys)
        case .value(let constant)?:
            return mapping(constant, keys: keys)
        }
    }

    private func mapping(_ constant: Value, keys: [RuleFailure]) -> SchemaMapping {
        switch constant {
        case .int, .double, .largeInteger:
            guard let n = constant.doubleValue, n.magnitude < SchemaConstants.exactIntegerLimit else {
                return .approximate(
                    ["type": "number"], because: "a number beyond ±2⁵³, where integers round", keys: keys)
            }
            let number = SchemaNode.number(n)
            let keyword: SchemaObject =
                switch op {
                case .equal: ["const": number]
                case .notEqual: ["not": ["const": number]]
                case .greater: ["exclusiveMinimum": number]
                case .greaterOrEqual: ["minimum": number]
                case .less: ["exclusiveMaximum": number]
                case .lessOrEqual: ["maximum": number]
                }
            return .exact(SchemaObject(dictionaryLiteral: ("type", "number")).merging(keyword), keys: keys)
        case .bool(let b):
            // Booleans are only equal or not comparable: `!=`, `<` and `>` never hold.
            switch op {
            case .equal, .greaterOrEqual, .lessOrEqual: return .exact(["const": .value(.bool(b))], keys: keys)
            default: return .exact(["not": [:]], keys: keys)
            }
        case .string(let s):
            guard op == .equal || op == .notEqual else {
                return .approximate(["type": "string"], because: "orders strings, which JSON Schema cannot", keys: keys)
            }
            guard let variants = SchemaConstants.stringVariants(of: s) else {
                return .approximate(
                    ["type": "string"], because: "the string has too many spellings to list", keys: keys)
            }
            let members: SchemaNode = ["enum": .array(variants.map { .value(.string($0)) })]
            return .exact(
                op == .equal
                    ? ["type": "string", "enum": .array(variants.map { .value(.string($0)) })]
                    : ["type": "string", "not": members], keys: keys)
        case .null, .array, .object:
            return .exact(["not": [:]], keys: keys)
        case .date, .data:
            return .unmapped(because: "compares with a date", keys: keys)
        }
    }
}
