/// Booleans: must be true, must be false, or must be one of two values.
///
/// `trueValue` / `beTrue` and `falseValue` / `beFalse` (NGRValidator): without custom values, true
/// means the boolean `true` or a non-zero number (NGRValidator's `boolValue`: `100` is true) and
/// false the boolean `false` or zero. With a custom value (`trueValue: "yes"`) the value must equal it.
///
/// `boolean` (FXModelValidation) accepts the true or the false value: by default `true`, `1` or
/// `"1"`, and `false`, `0` or `"0"` — a CSV's `1` or a form's `"0"` is a boolean. With `strict` only
/// the values themselves pass, type included (`true` and `false`, not `1` or `"1"`). Custom values
/// (`trueValue: "yes"`) match loosely unless `strict`: equal values, the same number (`1` and `1.0`),
/// or a string that spells the other (`"1"` and `1`). It fails with ``MessageKey/notBoolean``:
/// `Flag must be a boolean: true or false.`, or with custom values `Consent must be either yes or no.`
public struct BooleanRule: ValidationRule {
    /// What the rule requires.
    public enum Requirement: Sendable, Hashable {
        /// The value must be true (`trueValue` / `beTrue`).
        case beTrue
        /// The value must be false (`falseValue` / `beFalse`).
        case beFalse
        /// The value must be true or false (`boolean`).
        case either
    }

    /// The requirement.
    public var requirement: Requirement
    /// A custom true value, if any.
    public var trueValue: Value?
    /// A custom false value, if any.
    public var falseValue: Value?
    /// Whether `boolean` accepts only the values themselves, type included.
    public var strict: Bool
    /// The name errors report: the spelling the rule was written with (`beTrue`), else
    /// `trueValue`, `falseValue` or `boolean`.
    public let name: String

    /// Creates the rule.
    /// - Parameters:
    ///   - requirement: must be true, must be false, or either.
    ///   - trueValue: the value that counts as true; `nil` for the default ones.
    ///   - falseValue: the value that counts as false; `nil` for the default ones.
    ///   - strict: `boolean` only: accept the true and false values themselves, not their
    ///     spellings (`1`, `"1"`).
    ///   - name: the name errors report; `nil` for the requirement's own.
    public init(
        _ requirement: Requirement, trueValue: Value? = nil, falseValue: Value? = nil, strict: Bool = false,
        name: String? = nil
    ) {
        self.requirement = requirement
        self.trueValue = trueValue
        self.falseValue = falseValue
        self.strict = strict
        switch requirement {
        case .beTrue: self.name = name ?? "trueValue"
        case .beFalse: self.name = name ?? "falseValue"
        case .either: self.name = name ?? "boolean"
        }
    }

    public var parameters: [String: Value] {
        ["true": trueValue ?? .bool(true), "false": falseValue ?? .bool(false)]
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome { outcome(of: value) }

    /// `validate`'s outcome, which needs no context.
    func outcome(of value: Value) -> RuleOutcome {
        switch requirement {
        case .beTrue: return .check(isTrue(value), .notTrue)
        case .beFalse: return .check(isFalse(value), .notFalse)
        case .either:
            return .check(
                isEither(value, trueValue ?? .bool(true)) || isEither(value, falseValue ?? .bool(false)), .notBoolean)
        }
    }

    /// Whether `value` is `expected` for `boolean`: itself when `strict`, else also a spelling of it.
    private func isEither(_ value: Value, _ expected: Value) -> Bool {
        if strict {
            switch (value, expected) {
            case (.bool, .bool), (.string, .string): return value == expected
            case (.int, .int), (.int, .double), (.double, .int), (.double, .double):
                return value.isEquivalent(to: expected)
            default: return value == expected
            }
        }
        if value.isEquivalent(to: expected) { return true }
        return Self.spelling(of: value).map { $0 == Self.spelling(of: expected) } ?? false
    }

    /// How a boolean, a number or a string reads for a loose comparison: `true`, `1` and `"1"` all
    /// read `1`; `false`, `0` and `"0"` read `0`.
    private static func spelling(of value: Value) -> String? {
        switch value {
        case .bool(let b): return b ? "1" : "0"
        case .int(let i): return String(i)
        case .double(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
        case .largeInteger(let n): return n.description
        case .string(let s): return s
        default: return nil
        }
    }

    private func isTrue(_ v: Value) -> Bool {
        if let trueValue { return v.isEquivalent(to: trueValue) }
        switch v {
        case .bool(let b): return b
        case .int, .double, .largeInteger: return v.doubleValue != 0
        default: return false
        }
    }

    private func isFalse(_ v: Value) -> Bool {
        if let falseValue { return v.isEquivalent(to: falseValue) }
        switch v {
        case .bool(let b): return !b
        case .int, .double, .largeInteger: return v.doubleValue == 0
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

    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? {
        outcome(of: value)
    }
}

extension Validate {
    /// Must be true (or equal `trueValue`).
    public func beTrue(_ trueValue: Value? = nil) -> Validate { rule(BooleanRule(.beTrue, trueValue: trueValue)) }
    /// Must be false (or equal `falseValue`).
    public func beFalse(_ falseValue: Value? = nil) -> Validate { rule(BooleanRule(.beFalse, falseValue: falseValue)) }
    /// Must be the true or the false value: by default `true`, `1`, `"1"` or `false`, `0`, `"0"`;
    /// with `strict`, the values themselves only.
    public func boolean(trueValue: Value = true, falseValue: Value = false, strict: Bool = false) -> Validate {
        rule(BooleanRule(.either, trueValue: trueValue, falseValue: falseValue, strict: strict))
    }
}

extension BooleanRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "trueValue", signature: "[value]",
            summary: "True: `true` or a non-zero number, or equal to the given value."
        ) { args in
            BooleanRule(.beTrue, trueValue: args.positional.first.flatMap(\.constant))
        },
        RuleDescriptor("beTrue", signature: "[value]", summary: "Another name of `trueValue` (NGRValidator).") { args in
            BooleanRule(.beTrue, trueValue: args.positional.first.flatMap(\.constant), name: "beTrue")
        },
        RuleDescriptor(
            "falseValue", signature: "[value]", summary: "False: `false` or zero, or equal to the given value."
        ) { args in
            BooleanRule(.beFalse, falseValue: args.positional.first.flatMap(\.constant))
        },
        RuleDescriptor("beFalse", signature: "[value]", summary: "Another name of `falseValue` (NGRValidator).") {
            args in
            BooleanRule(.beFalse, falseValue: args.positional.first.flatMap(\.constant), name: "beFalse")
        },
        RuleDescriptor(
            "boolean", options: ["trueValue", "falseValue", "strict"],
            summary:
                "The true or the false value: `true`/`1`/`\"1\"` or `false`/`0`/`\"0\"`; with `strict`, the values themselves."
        ) { args throws(RuleDefinitionError) in
            BooleanRule(
                .either, trueValue: args.options["trueValue"], falseValue: args.options["falseValue"],
                strict: try args.flag("strict"))
        },
    ]

    public static let messages = [
        RuleMessage(
            .notTrue, "{true, select, true {{name} must be true.} other {{name} must be {true}.}}",
            parameters: ["true", "false"]),
        RuleMessage(
            .notFalse, "{false, select, false {{name} must be false.} other {{name} must be {false}.}}",
            parameters: ["true", "false"]),
        RuleMessage(
            .notBoolean,
            "{true, select, true {{name} must be a boolean: true or false.} other {{name} must be either {true} or {false}.}}",
            parameters: ["true", "false"]),
    ]

    public static let screen = RuleScreen(BooleanRule.self)
}

extension MessageKey {
    /// Not the true value.
    public static let notTrue: MessageKey = "notTrue"
    /// Not the false value.
    public static let notFalse: MessageKey = "notFalse"
    /// Neither value.
    public static let notBoolean: MessageKey = "notBoolean"
}

extension BooleanRule: SchemaMappableRule {
    /// `trueValue`: `true` or a non-zero number; `falseValue`: `false` or zero; `boolean`: `true`,
    /// `false`, `1`, `0`, `"1"`, `"0"` (with `strict`, the booleans only). Custom values are listed
    /// with every spelling Verdict accepts for them.
    public var schemaMapping: SchemaMapping {
        switch requirement {
        case .beTrue:
            let keys = [RuleFailure(key: .notTrue)]
            guard let trueValue else {
                return .exact(["anyOf": [["const": true], ["type": "number", "not": ["const": 0]]]], keys: keys)
            }
            return Self.listing([trueValue], loose: false, keys: keys)
        case .beFalse:
            let keys = [RuleFailure(key: .notFalse)]
            guard let falseValue else { return .exact(["enum": [false, 0]], keys: keys) }
            return Self.listing([falseValue], loose: false, keys: keys)
        case .either:
            return Self.listing(
                [trueValue ?? .bool(true), falseValue ?? .bool(false)], loose: !strict,
                keys: [RuleFailure(key: .notBoolean)])
        }
    }

    /// `enum` of the values equal to one of `expected`; `loose` adds the values that spell one of
    /// them alike (`1`, `1.0`, `"1"` and `true`).
    private static func listing(_ expected: [Value], loose: Bool, keys: [RuleFailure]) -> SchemaMapping {
        var values: [Value] = []
        var exact = true
        for value in expected {
            values.append(value)
            guard loose, let spelled = spelling(of: value) else { continue }
            values.append(.string(spelled))
            if let i = Int(spelled), String(i) == spelled {
                values.append(.int(i))
                // `1e15` and beyond are spelled as doubles, so JSON Schema's equal numbers are wider.
                if i.magnitude >= 1_000_000_000_000_000 { exact = false }
            }
            if let d = Double(spelled), d.isFinite, spelling(of: .double(d)) == spelled, d.rounded() != d {
                values.append(.double(d))
            }
            if spelled == "1" { values.append(.bool(true)) }
            if spelled == "0" { values.append(.bool(false)) }
        }
        guard let found = SchemaConstants.members(equalToAnyOf: values) else {
            return .approximate([:], because: "a value has too many spellings to list", keys: keys)
        }
        let schema: SchemaObject = ["enum": .array(found.members)]
        return found.exact && exact
            ? .exact(schema, keys: keys)
            : .approximate(
                schema, because: "JSON Schema's equal numbers are wider than Verdict's spellings", keys: keys)
    }
}
