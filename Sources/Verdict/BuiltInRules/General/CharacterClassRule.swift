/// Character-class checks: only decimal digits, or containing a digit, an uppercase or a lowercase
/// letter.
///
/// `decimal` accepts every Unicode decimal digit (`"١٢٣"`), like NGRValidator's
/// `decimalDigitCharacterSet`; the others look for at least one matching character of any script.
public struct CharacterClassRule: ValidationRule {
    /// Which check.
    public enum Check: String, Sendable, CaseIterable {
        case decimal, containsDigit, containsUppercase, containsLowercase
    }

    /// The check.
    public var check: Check

    /// Creates the rule.
    public init(_ check: Check) { self.check = check }

    public var name: String { check.rawValue }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else { return .fail(.wrongType, ["expected": "a string"]) }
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
