/// String length: at least, at most, between (inclusive) or exactly.
///
/// Measured in characters by default (see ``LengthUnit``). An array's length is its element count.
/// Other kinds fail with a wrong-type error. `lengthRange(4, 2)` is `lengthRange(2, 4)`; the upper
/// bound is checked first (NGRValidator).
public struct LengthRule: ValidationRule {
    /// Which bound this rule checks.
    public enum Bound: Sendable, Hashable {
        /// At least this long (`minLength`).
        case min(Int)
        /// At most this long (`maxLength`).
        case max(Int)
        /// Between the two lengths, inclusive (`lengthRange`).
        case range(Int, Int)
        /// Exactly this long (`exactLength`).
        case exact(Int)
    }

    /// The bound.
    public var bound: Bound
    /// The unit strings are measured in.
    public var unit: LengthUnit

    /// Creates the rule.
    public init(_ bound: Bound, unit: LengthUnit = .characters) {
        if case .range(let a, let b) = bound {
            self.bound = .range(Swift.min(a, b), Swift.max(a, b))
        } else {
            self.bound = bound
        }
        self.unit = unit
    }

    public var name: String {
        switch bound {
        case .min: "minLength"
        case .max: "maxLength"
        case .range: "lengthRange"
        case .exact: "exactLength"
        }
    }

    /// The bounds, and the unit they count in (`unit`: `characters`, `utf8`, …), so that a
    /// catalog can say "bytes" where the unit is `utf8`; a list's failure says `elements`.
    public var parameters: [String: Value] {
        let unit = Value.string(unit.rawValue)
        switch bound {
        case .min(let n): return ["min": .int(n), "unit": unit]
        case .max(let n): return ["max": .int(n), "unit": unit]
        case .range(let a, let b): return ["min": .int(a), "max": .int(b), "unit": unit]
        case .exact(let n): return ["length": .int(n), "unit": unit]
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome { outcome(of: value) }

    /// `validate`'s outcome, which needs no context.
    func outcome(of value: Value) -> RuleOutcome {
        let length: Int
        switch value {
        case .string(let s): length = unit.length(of: s)
        case .array(let a): return Self.countingElements(outcome(length: a.count))
        default: return .fail(.wrongType, ["expected": "a string", "type": "string"])
        }
        return outcome(length: length)
    }

    /// A list's outcome, its unit `elements`: a list's length is its element count, whatever the
    /// unit strings are measured in.
    private static func countingElements(_ outcome: RuleOutcome) -> RuleOutcome {
        guard case .failed(let failure) = outcome else { return outcome }
        return .fail(failure.key, ["unit": "elements"])
    }

    /// Whether a length is within the bound, with the key of the failure when not.
    private func outcome(length: Int) -> RuleOutcome {
        switch bound {
        case .min(let n): return .check(length >= n, .tooShort)
        case .max(let n): return .check(length <= n, .tooLong)
        case .range(let a, let b):
            if length > b { return .fail(.tooLong) }
            return .check(length >= a, .tooShort)
        case .exact(let n): return .check(length == n, .notExactLength)
        }
    }
}

extension LengthRule: ScreenableRule {
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        guard field.kind == .string else { return false }
        let length = unit.length(utf8: field.text) ?? unit.length(of: String(decoding: field.text, as: UTF8.self))
        switch bound {
        case .min(let n): return length >= n
        case .max(let n): return length <= n
        case .range(let a, let b): return length >= a && length <= b
        case .exact(let n): return length == n
        }
    }

    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? {
        outcome(of: value)
    }
}

extension Validate {
    /// At least `n` characters (or the given unit).
    public func minLength(_ n: Int, unit: LengthUnit = .characters) -> Validate {
        rule(LengthRule(.min(n), unit: unit))
    }
    /// At most `n` characters (or the given unit).
    public func maxLength(_ n: Int, unit: LengthUnit = .characters) -> Validate {
        rule(LengthRule(.max(n), unit: unit))
    }
    /// Between `min` and `max` characters, inclusive, in either order.
    public func lengthRange(_ min: Int, _ max: Int, unit: LengthUnit = .characters) -> Validate {
        rule(LengthRule(.range(min, max), unit: unit))
    }
    /// Exactly `n` characters (or the given unit).
    public func exactLength(_ n: Int, unit: LengthUnit = .characters) -> Validate {
        rule(LengthRule(.exact(n), unit: unit))
    }
}

extension LengthRule: RuleCatalogEntry {
    public static let descriptors = [
        descriptor("minLength", "n", "At least `n` characters (or `unit`s); a list, at least `n` elements.") {
            args throws(RuleDefinitionError) in .min(try args.count(0))
        },
        descriptor("maxLength", "n", "At most `n` characters (or `unit`s); a list, at most `n` elements.") {
            args throws(RuleDefinitionError) in .max(try args.count(0))
        },
        descriptor("lengthRange", "min max", "Between `min` and `max` characters (or `unit`s), inclusive.") {
            args throws(RuleDefinitionError) in
            .range(try args.count(0), try args.count(1))
        },
        descriptor("exactLength", "n", "Exactly `n` characters (or `unit`s).") { args throws(RuleDefinitionError) in
            .exact(try args.count(0))
        },
    ]

    public static let messages = [
        RuleMessage(
            .tooShort,
            "{unit, select, elements {{name} must have at least {min, plural, one {# element} other {# elements}}.} utf8 {{name} must be at least {min, plural, one {# byte} other {# bytes}} long.} utf16 {{name} must be at least {min, plural, one {# UTF-16 code unit} other {# UTF-16 code units}} long.} unicodeScalars {{name} must be at least {min, plural, one {# Unicode scalar} other {# Unicode scalars}} long.} other {{name} must be at least {min, plural, one {# character} other {# characters}} long.}}",
            parameters: ["min", "max", "unit"]),
        RuleMessage(
            .tooLong,
            "{unit, select, elements {{name} must have at most {max, plural, one {# element} other {# elements}}.} utf8 {{name} must be at most {max, plural, one {# byte} other {# bytes}} long.} utf16 {{name} must be at most {max, plural, one {# UTF-16 code unit} other {# UTF-16 code units}} long.} unicodeScalars {{name} must be at most {max, plural, one {# Unicode scalar} other {# Unicode scalars}} long.} other {{name} must be at most {max, plural, one {# character} other {# characters}} long.}}",
            parameters: ["min", "max", "unit"]),
        RuleMessage(
            .notExactLength,
            "{unit, select, elements {{name} must have exactly {length, plural, one {# element} other {# elements}}.} utf8 {{name} must be exactly {length, plural, one {# byte} other {# bytes}} long.} utf16 {{name} must be exactly {length, plural, one {# UTF-16 code unit} other {# UTF-16 code units}} long.} unicodeScalars {{name} must be exactly {length, plural, one {# Unicode scalar} other {# Unicode scalars}} long.} other {{name} must be exactly {length, plural, one {# character} other {# characters}} long.}}",
            parameters: ["length", "unit"]),
        RuleMessage(.inputLength, "String character length is not in the correct range."),
    ]

    public static let screen = RuleScreen(LengthRule.self)

    public static let inputRules = [
        InputRuleDescriptor("minLength", kinds: [.string]), InputRuleDescriptor("maxLength", kinds: [.string]),
        InputRuleDescriptor("lengthRange", kinds: [.string]),
    ]

    /// A length rule's descriptor: the bound from the arguments, the `unit` option.
    private static func descriptor(
        _ name: String, _ signature: String, _ summary: String,
        _ bound: @escaping @Sendable (RuleArguments) throws(RuleDefinitionError) -> Bound
    ) -> RuleDescriptor {
        RuleDescriptor(name, signature: signature, options: ["unit"], summary: summary) {
            args throws(RuleDefinitionError) in
            var unit = LengthUnit.characters
            if let spelled = try args.stringOption("unit") {
                guard let u = LengthUnit(rawValue: spelled) else {
                    throw .wrongOption(
                        rule: name, option: "unit", expected: "characters, utf8, utf16 or unicodeScalars",
                        got: "\"\(spelled)\"")
                }
                unit = u
            }
            return LengthRule(try bound(args), unit: unit)
        }
    }
}

extension MessageKey {
    /// Shorter than the minimum.
    public static let tooShort: MessageKey = "tooShort"
    /// Longer than the maximum.
    public static let tooLong: MessageKey = "tooLong"
    /// Not the exact length.
    public static let notExactLength: MessageKey = "notExactLength"
    /// An input validator's length rules (AJWValidator): "String character length is not in the
    /// correct range."
    public static let inputLength: MessageKey = "inputLength"
}

extension InputRule {
    /// At least `n` characters (or the given unit), inclusive (strings).
    public static func minLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) -> InputRule {
        InputRule(LengthRule(.min(n), unit: unit), key: .inputLength, message: message)
    }

    /// At most `n` characters (or the given unit), inclusive (strings).
    public static func maxLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) -> InputRule {
        InputRule(LengthRule(.max(n), unit: unit), key: .inputLength, message: message)
    }

    /// Between `min` and `max` characters (or the given unit), inclusive (strings).
    public static func lengthRange(_ min: Int, _ max: Int, unit: LengthUnit = .characters, message: String? = nil)
        -> InputRule
    {
        InputRule(LengthRule(.range(min, max), unit: unit), key: .inputLength, message: message)
    }
}

extension InputValidator {
    /// Adds ``InputRule/minLength(_:unit:message:)`` (string validators).
    @discardableResult
    public func minLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) throws(InputRuleError)
        -> InputValidator
    {
        try adding(.minLength(n, unit: unit, message: message))
    }

    /// Adds ``InputRule/maxLength(_:unit:message:)`` (string validators).
    @discardableResult
    public func maxLength(_ n: Int, unit: LengthUnit = .characters, message: String? = nil) throws(InputRuleError)
        -> InputValidator
    {
        try adding(.maxLength(n, unit: unit, message: message))
    }

    /// Adds ``InputRule/lengthRange(_:_:unit:message:)`` (string validators).
    @discardableResult
    public func lengthRange(_ min: Int, _ max: Int, unit: LengthUnit = .characters, message: String? = nil)
        throws(InputRuleError) -> InputValidator
    {
        try adding(.lengthRange(min, max, unit: unit, message: message))
    }
}

extension LengthRule: SchemaMappableRule {
    /// A string of a length (in code points: exact for `unicodeScalars`, widened for the other
    /// units) or a list of as many elements (`minItems` / `maxItems`, exact).
    public var schemaMapping: SchemaMapping {
        let (min, max): (Int?, Int?) =
            switch bound {
            case .min(let n): (n, nil)
            case .max(let n): (nil, n)
            case .range(let a, let b): (a, b)
            case .exact(let n): (n, n)
            }
        let key: [MessageKey] =
            switch bound {
            case .min: [.tooShort]
            case .max: [.tooLong]
            case .range: [.tooShort, .tooLong]
            case .exact: [.notExactLength]
            }
        var schema: SchemaObject = ["type": ["string", "array"]]
        let strings = unit.codePointBounds(min: min, max: max)
        if let low = strings.min, low > 0 { schema["minLength"] = .value(.int(low)) }
        if let high = strings.max { schema["maxLength"] = .value(.int(high)) }
        if let min, min > 0 { schema["minItems"] = .value(.int(min)) }
        if let max { schema["maxItems"] = .value(.int(max)) }
        let keys =
            key.map { RuleFailure(key: $0) } + [
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"])
            ]
        guard let reason = strings.approximation else { return .exact(schema, keys: keys) }
        return .approximate(schema, because: reason, keys: keys)
    }
}
