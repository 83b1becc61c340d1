/// Booleans: must be true, must be false, or must be one of two values.
///
/// Without custom values, `true` means the boolean `true` or a non-zero number (NGRValidator's
/// `boolValue`: `100` is true) and `false` the boolean `false` or zero. With custom values
/// (`trueValue: "yes"`) the value must equal them. `boolean` accepts either value
/// (FXModelValidation: `{attribute} must be either '{true}' or '{false}'.`).
public struct BooleanRule: ValidationRule {
    /// What the rule requires.
    public enum Requirement: Sendable, Hashable {
        case beTrue, beFalse, either
    }

    /// The requirement.
    public var requirement: Requirement
    /// A custom true value, if any.
    public var trueValue: Value?
    /// A custom false value, if any.
    public var falseValue: Value?

    /// Creates the rule.
    public init(_ requirement: Requirement, trueValue: Value? = nil, falseValue: Value? = nil) {
        self.requirement = requirement
        self.trueValue = trueValue
        self.falseValue = falseValue
    }

    public var name: String {
        switch requirement {
        case .beTrue: "trueValue"
        case .beFalse: "falseValue"
        case .either: "boolean"
        }
    }

    public var parameters: [String: Value] {
        ["true": trueValue ?? .bool(true), "false": falseValue ?? .bool(false)]
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        switch requirement {
        case .beTrue: return .check(isTrue(value), .notTrue)
        case .beFalse: return .check(isFalse(value), .notFalse)
        case .either:
            let strict: (Value, Value) -> Bool = { v, expected in
                if case .bool = expected, case .bool = v { return v == expected }
                return v.isEquivalent(to: expected)
            }
            let ok = strict(value, trueValue ?? .bool(true)) || strict(value, falseValue ?? .bool(false))
            return .check(ok, .notBoolean)
        }
    }

    private func isTrue(_ v: Value) -> Bool {
        if let trueValue { return v.isEquivalent(to: trueValue) }
        switch v {
        case .bool(let b): return b
        case .int, .double: return v.doubleValue != 0
        default: return false
        }
    }

    private func isFalse(_ v: Value) -> Bool {
        if let falseValue { return v.isEquivalent(to: falseValue) }
        switch v {
        case .bool(let b): return !b
        case .int, .double: return v.doubleValue == 0
        default: return false
        }
    }
}

extension BooleanRule: ScreenableRule {
    // Only JSON booleans against the plain `true`/`false` are judged from text; custom values and
    // numbers go to `validate`.
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        guard (trueValue ?? true) == true, (falseValue ?? false) == false, case .boolean(let b) = field.kind else {
            return false
        }
        switch requirement {
        case .beTrue: return b
        case .beFalse: return !b
        case .either: return true
        }
    }
}

extension Validate {
    /// Must be true (or equal `trueValue`).
    public func beTrue(_ trueValue: Value? = nil) -> Validate { rule(BooleanRule(.beTrue, trueValue: trueValue)) }
    /// Must be false (or equal `falseValue`).
    public func beFalse(_ falseValue: Value? = nil) -> Validate { rule(BooleanRule(.beFalse, falseValue: falseValue)) }
    /// Must be the true or the false value.
    public func boolean(trueValue: Value = true, falseValue: Value = false) -> Validate {
        rule(BooleanRule(.either, trueValue: trueValue, falseValue: falseValue))
    }
}

extension BooleanRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("trueValue", signature: "[value]") { args in
            BooleanRule(.beTrue, trueValue: args.positional.first.flatMap(\.constant))
        },
        RuleDescriptor("beTrue", signature: "[value]") { args in
            BooleanRule(.beTrue, trueValue: args.positional.first.flatMap(\.constant))
        },
        RuleDescriptor("falseValue", signature: "[value]") { args in
            BooleanRule(.beFalse, falseValue: args.positional.first.flatMap(\.constant))
        },
        RuleDescriptor("beFalse", signature: "[value]") { args in
            BooleanRule(.beFalse, falseValue: args.positional.first.flatMap(\.constant))
        },
        RuleDescriptor("boolean", options: ["trueValue", "falseValue"]) { args in
            BooleanRule(.either, trueValue: args.options["trueValue"], falseValue: args.options["falseValue"])
        },
    ]

    public static let messages = [
        RuleMessage(.notTrue, "isn't true.", parameters: ["true", "false"]),
        RuleMessage(.notFalse, "isn't false.", parameters: ["true", "false"]),
        RuleMessage(.notBoolean, "{name} must be either '{true}' or '{false}'.", parameters: ["true", "false"]),
    ]
}

extension MessageKey {
    /// Not the true value: "isn't true."
    public static let notTrue: MessageKey = "notTrue"
    /// Not the false value: "isn't false."
    public static let notFalse: MessageKey = "notFalse"
    /// Neither value: "{name} must be either '{true}' or '{false}'."
    public static let notBoolean: MessageKey = "notBoolean"
}
