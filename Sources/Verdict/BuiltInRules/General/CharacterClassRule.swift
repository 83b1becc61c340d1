/// Character-class checks: only decimal digits, or containing a digit, an uppercase or a lowercase
/// letter.
///
/// `decimal` accepts every Unicode decimal digit (`"١٢٣"`), like NGRValidator's
/// `decimalDigitCharacterSet`; the others look for at least one matching character of any script.
public struct CharacterClassRule: ValidationRule {
    /// Which check.
    public enum Check: String, Sendable, CaseIterable {
        /// Only decimal digits (`decimal`).
        case decimal
        /// At least one digit (`containsDigit`).
        case containsDigit
        /// At least one uppercase letter (`containsUppercase`).
        case containsUppercase
        /// At least one lowercase letter (`containsLowercase`).
        case containsLowercase
    }

    /// The check.
    public var check: Check

    /// Creates the rule.
    public init(_ check: Check) { self.check = check }

    public var name: String { check.rawValue }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else { return .fail(.wrongType, ["expected": "a string", "type": "string"]) }
        switch check {
        case .decimal:
            return .check(s.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }, .notDecimal)
        case .containsDigit:
            return .check(s.unicodeScalars.contains { $0.properties.numericType == .decimal }, .noDigit)
        case .containsUppercase:
            return .check(s.unicodeScalars.contains { $0.properties.isUppercase }, .noUppercase)
        case .containsLowercase:
            return .check(s.unicodeScalars.contains { $0.properties.isLowercase }, .noLowercase)
        }
    }
}

extension Validate {
    /// Only decimal digits (an empty string passes when `skipOnEmpty(false)` lets it through).
    public func decimal() -> Validate { rule(CharacterClassRule(.decimal)) }
    /// At least one decimal digit.
    public func containsDigit() -> Validate { rule(CharacterClassRule(.containsDigit)) }
    /// At least one uppercase letter.
    public func containsUppercase() -> Validate { rule(CharacterClassRule(.containsUppercase)) }
    /// At least one lowercase letter.
    public func containsLowercase() -> Validate { rule(CharacterClassRule(.containsLowercase)) }
}

extension CharacterClassRule: RuleCatalogEntry {
    public static let descriptors = Check.allCases.map { check in
        RuleDescriptor(check.rawValue, summary: check.summary) { _ in CharacterClassRule(check) }
    }

    public static let messages = [
        RuleMessage(.notDecimal, "{name} must contain only digits."),
        RuleMessage(.noDigit, "{name} must contain at least one digit."),
        RuleMessage(.noUppercase, "{name} must contain at least one uppercase letter."),
        RuleMessage(.noLowercase, "{name} must contain at least one lowercase letter."),
        RuleMessage(.inputContainsDigit, "String requires a numeric character."),
    ]

    public static let inputRules = [InputRuleDescriptor("containsDigit", kinds: [.string])]
}

extension CharacterClassRule.Check {
    /// The check in one sentence, for references.
    var summary: String {
        switch self {
        case .decimal: "Decimal digits only, of any script."
        case .containsDigit: "Contains a decimal digit."
        case .containsUppercase: "Contains an uppercase letter."
        case .containsLowercase: "Contains a lowercase letter."
        }
    }
}

extension MessageKey {
    /// A character other than a decimal digit.
    public static let notDecimal: MessageKey = "notDecimal"
    /// No decimal digit.
    public static let noDigit: MessageKey = "noDigit"
    /// No uppercase letter.
    public static let noUppercase: MessageKey = "noUppercase"
    /// No lowercase letter.
    public static let noLowercase: MessageKey = "noLowercase"
    /// An input validator's `containsDigit` (AJWValidator): "String requires a numeric character."
    public static let inputContainsDigit: MessageKey = "inputContainsDigit"
}

extension InputRule {
    /// At least one decimal digit (strings): AJWValidator's "contains number".
    public static func containsDigit(message: String? = nil) -> InputRule {
        InputRule(CharacterClassRule(.containsDigit), key: .inputContainsDigit, message: message)
    }
}

extension InputValidator {
    /// Adds ``InputRule/containsDigit(message:)`` (string validators).
    @discardableResult
    public func containsDigit(message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.containsDigit(message: message))
    }
}

extension CharacterClassRule: SchemaMappableRule {
    /// A string whose ASCII characters are what the check wants; its Unicode classes (digits,
    /// letters of every script) cannot be said in ECMA-262 without `\p{…}`, so any non-ASCII
    /// character is let through.
    public var schemaMapping: SchemaMapping {
        let (pattern, key): (String, MessageKey) =
            switch check {
            case .decimal: (#"^[^\x00-\x2F\x3A-\x7F]*$"#, .notDecimal)
            case .containsDigit: (#"[^\x00-\x2F\x3A-\x7F]"#, .noDigit)
            case .containsUppercase: (#"[^\x00-\x40\x5B-\x7F]"#, .noUppercase)
            case .containsLowercase: (#"[^\x00-\x60\x7B-\x7F]"#, .noLowercase)
            }
        return .approximate(
            ["type": "string", "pattern": .value(.string(pattern))],
            because: "Unicode character classes: only the ASCII characters are checked",
            keys: [
                RuleFailure(key: key),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
