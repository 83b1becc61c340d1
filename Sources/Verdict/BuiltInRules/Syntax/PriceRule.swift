/// A non-negative price: whole units, optionally with exactly two decimals after `.` or `,`.
///
/// Passes: `23.30`, `23,30`, `0`, `1999`, `0.99`; the numbers `23`, `23.3`, `0.99` (a number passes
/// when it is finite, ≥ 0 and has at most two decimals).
///
/// Fails: `23.3`, `23.300`, `-1.00`, `1,000.00` (no thousands separators), `.99`, `23.`, `$23`,
/// `23.30 EUR`, `""`; the numbers `-1`, `0.999`.
///
/// Same strings as NGRValidator's `\d+(\.\d{2})?` / `\d+(,\d{2})?`.
public struct PriceRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    public var name: String { "price" }

    /// Whether a string is a valid price.
    public static func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            var i = 0
            while i < p.count, SyntaxBytes.isDigit(p[i]) { i += 1 }
            guard i > 0 else { return false }
            if i == p.count { return true }
            return i + 3 == p.count && (p[i] == 0x2E || p[i] == 0x2C)
                && SyntaxBytes.isDigit(p[i + 1]) && SyntaxBytes.isDigit(p[i + 2])
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        switch value {
        case .string(let s):
            return .check(Self.isValid(s), .notPrice)
        case .int(let i):
            return .check(i >= 0, .notPrice)
        case .largeInteger(let n):
            return .check(!n.isNegative, .notPrice)
        case .double(let d):
            let cents = d * 100
            return .check(
                d.isFinite && d >= 0 && abs(cents - cents.rounded()) < 1e-6 * max(1, cents),
                .notPrice)
        default:
            return .fail(.wrongType, ["expected": "a number or a string", "type": "numberOrString"])
        }
    }
}

extension Validate {
    /// A price; see ``PriceRule``: `"23.30"` and `"23,30"` pass, `"23.3"` fails.
    public func price() -> Validate { rule(PriceRule()) }
}

extension PriceRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "price", summary: "A price: digits with an optional two-digit fraction (`12.30`, `12,30`), or a number ≥ 0."
        ) { _ in PriceRule() }
    ]
    public static let messages = [
        RuleMessage(.notPrice, "{name} must be a price such as 23.30: whole units, or two decimals.")
    ]
}

extension MessageKey {
    /// An invalid price.
    public static let notPrice: MessageKey = "notPrice"
}

extension PriceRule: SchemaMappableRule {
    /// Digits with an optional two-digit fraction (`12.30`, `12,30`), or a number ≥ 0 (whose cents
    /// Verdict checks with a tolerance JSON Schema's `multipleOf` does not share).
    public var schemaMapping: SchemaMapping {
        .approximate(
            [
                "anyOf": [
                    ["type": "string", "pattern": "^[0-9]+(?:[.,][0-9]{2})?$"], ["type": "number", "minimum": 0],
                ]
            ],
            because: "a number's cents are not checked",
            keys: [
                RuleFailure(key: .notPrice),
                RuleFailure(key: .wrongType, params: ["expected": "a number or a string", "type": "numberOrString"]),
            ])
    }
}
