/// FXModelValidation's `string` validator: the value must be a string, optionally of a length —
/// at least `min`, at most `max`, exactly `length` characters, or a `length` range.
///
/// A value that is not a string fails with ``MessageKey/wrongType`` (`Code should be a string.`);
/// a string fails with the first bound it breaks — `tooShort`, `tooLong`, then `notExactLength` —
/// with its measured length as `actual`. Lengths are counted in characters unless `unit` says
/// otherwise (see ``LengthUnit``).
public struct StringRule: ValidationRule {
    /// The least length, if any.
    public var min: Int?
    /// The greatest length, if any.
    public var max: Int?
    /// The exact length, if any.
    public var length: Int?
    /// The unit lengths are counted in.
    public var unit: LengthUnit

    /// Creates the rule.
    public init(min: Int? = nil, max: Int? = nil, length: Int? = nil, unit: LengthUnit = .characters) {
        self.min = min
        self.max = max
        self.length = length
        self.unit = unit
    }

    public var name: String { "string" }

    public var parameters: [String: Value] {
        var p: [String: Value] = ["unit": .string(unit.rawValue)]
        if let min { p["min"] = .int(min) }
        if let max { p["max"] = .int(max) }
        if let length { p["length"] = .int(length) }
        return p
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else {
            return .fail(.wrongType, ["expected": "a string", "type": "string"])
        }
        let actual = unit.length(of: s)
        let measured: [String: Value] = ["actual": .int(actual)]
        // One failure per call: the first bound broken, in FXModelValidation's order.
        if let min, actual < min { return .fail(.tooShort, measured) }
        if let max, actual > max { return .fail(.tooLong, measured) }
        if let length, actual != length { return .fail(.notExactLength, measured) }
        return .passed
    }
}

extension Validate {
    /// Must be a string, optionally of a length (FXModelValidation's `string`).
    public func string(min: Int? = nil, max: Int? = nil, length: Int? = nil, unit: LengthUnit = .characters)
        -> Validate
    {
        rule(StringRule(min: min, max: max, length: length, unit: unit))
    }
}

extension StringRule: RuleCatalogEntry {
    /// `{ "code", "string", min = 2, max = 8 }`; `length = 5`, or `length = {2}` (at least) or
    /// `length = {2, 8}` (a range), as FXModelValidation reads it.
    public static let descriptors = [
        RuleDescriptor(
            "string", options: ["min", "max", "length", "unit"],
            summary: "A string, optionally of a length: `min`, `max`, `length` (FXModelValidation)."
        ) { args throws(RuleDefinitionError) in
            func count(_ value: Value, _ option: String) throws(RuleDefinitionError) -> Int {
                guard let n = value.intValue, n >= 0 else {
                    throw .wrongOption(
                        rule: "string", option: option, expected: "a whole number ≥ 0", got: RuleArguments.shown(value))
                }
                return n
            }
            var min = try args.options["min"].map { v throws(RuleDefinitionError) in try count(v, "min") }
            var max = try args.options["max"].map { v throws(RuleDefinitionError) in try count(v, "max") }
            var length: Int?
            if let given = args.options["length"] {
                if let bounds = given.arrayValue {
                    guard (1...2).contains(bounds.count) else {
                        throw .wrongOption(
                            rule: "string", option: "length", expected: "a number, {min} or {min, max}",
                            got: RuleArguments.shown(given))
                    }
                    min = try count(bounds[0], "length")
                    if bounds.count == 2 { max = try count(bounds[1], "length") }
                } else {
                    length = try count(given, "length")
                }
            }
            var unit = LengthUnit.characters
            if let spelled = try args.stringOption("unit") {
                guard let u = LengthUnit(rawValue: spelled) else {
                    throw .wrongOption(
                        rule: "string", option: "unit", expected: "characters, utf8, utf16 or unicodeScalars",
                        got: "\"\(spelled)\"")
                }
                unit = u
            }
            return StringRule(min: min, max: max, length: length, unit: unit)
        }
    ]

    /// The length rules' keys.
    public static let sharedMessages: [MessageKey] = [.tooShort, .tooLong, .notExactLength]
}

extension StringRule: SchemaMappableRule {
    /// A string, of a length in code points: exact for `unicodeScalars`, widened for the other
    /// units.
    public var schemaMapping: SchemaMapping {
        var schema: SchemaObject = ["type": "string"]
        let low = [min, length].compactMap { $0 }.max()
        let high = [max, length].compactMap { $0 }.min()
        let bounds = unit.codePointBounds(min: low, max: high)
        if let low = bounds.min, low > 0 { schema["minLength"] = .value(.int(low)) }
        if let high = bounds.max { schema["maxLength"] = .value(.int(high)) }
        let keys = [
            RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            RuleFailure(key: .tooShort), RuleFailure(key: .tooLong), RuleFailure(key: .notExactLength),
        ]
        guard let reason = bounds.approximation, low != nil || high != nil else { return .exact(schema, keys: keys) }
        return .approximate(schema, because: reason, keys: keys)
    }
}
