/// An international phone number: E.164 with a `+` or the common `00` prefix.
///
/// After the prefix come 7–15 digits (E.164's maximum), the first of them 1–9 (country codes never
/// start with 0). Single spaces, hyphens or dots may separate digit groups.
///
/// Passes: `+48666666666`, `0048666666666`, `+1 415 555 2671`, `+44-20-7946-0958`, `+290 8123`.
///
/// Fails: `48666666666` (no prefix), `+0486666666` (country code 0), `+48 666  666` (double
/// space), `+48-`, `+4866666666666666` (16 digits), `+12345` (too short), `+48 (666) 666 666`,
/// `+48666x666`, `0 048666666666`.
///
/// NGRValidator's `^((\+)|(00))[0-9]{6,14}$` allows a leading 0 and 6 digits, and no separators.
public struct PhoneRule: ValidationRule {
    /// Creates the rule.
    public init() {}

    public var name: String { "phone" }

    /// Whether a string is a valid phone number.
    public static func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            var i: Int
            if p.first == 0x2B {
                i = 1
            } else if p.count >= 2, p[0] == 0x30, p[1] == 0x30 {
                i = 2
            } else {
                return false
            }
            guard i < p.count, SyntaxBytes.isDigit(p[i]), p[i] != 0x30 else { return false }
            var digits = 0
            var afterSeparator = false
            while i < p.count {
                let b = p[i]
                if SyntaxBytes.isDigit(b) {
                    digits += 1
                    afterSeparator = false
                } else if b == 0x20 || b == 0x2D || b == 0x2E {
                    guard !afterSeparator else { return false }
                    afterSeparator = true
                } else {
                    return false
                }
                i += 1
            }
            return !afterSeparator && (7...15).contains(digits)
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(Self.isValid(string), .notPhone)
    }
}

extension Validate {
    /// An international phone number; see ``PhoneRule``: `+48666666666` passes, `48666666666` fails.
    public func phone() -> Validate { rule(PhoneRule()) }
}

extension PhoneRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("phone", summary: "An international phone number: `+` or `00`, then 6 to 14 digits.") { _ in
            PhoneRule()
        }
    ]
    public static let messages = [
        RuleMessage(.notPhone, "{name} must be an international phone number such as +1 415 555 2671.")
    ]
}

extension MessageKey {
    /// An invalid phone number.
    public static let notPhone: MessageKey = "notPhone"
}

extension PhoneRule: SchemaMappableRule {
    /// `+` or `00`, a digit 1–9, then digits with single spaces, dots or hyphens between them: 7
    /// to 15 digits in all; exactly.
    public var schemaMapping: SchemaMapping {
        .exact(
            ["type": "string", "pattern": #"^(?:\+|00)[1-9](?:[ .\-]?[0-9]){6,14}$"#],
            keys: [
                RuleFailure(key: .notPhone),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
