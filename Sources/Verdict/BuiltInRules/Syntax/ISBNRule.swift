/// An ISBN-10 or ISBN-13 (ISO 2108) with a correct check digit.
///
/// ISBN-10: nine digits and a check character (`0`–`9` or `X`); the sum of the digits weighted
/// 10…1 is divisible by 11. ISBN-13: thirteen digits starting `978` or `979`; the sum of the digits
/// weighted 1, 3, 1, 3, … is divisible by 10. The digits are written together or with hyphens or
/// spaces between the elements: then there are exactly 3 (ISBN-10) or 4 (ISBN-13) separators of
/// one kind, and the check character stands alone.
///
/// Passes: `978-3-16-148410-0`, `9783161484100`, `978 3 16 148410 0`, `0-306-40615-2`,
/// `0306406152`, `0-8044-2957-X`, `080442957x`.
///
/// Fails: `978-3-16-148410-1` (check digit), `9773161484100` (prefix), `0-306-40615-3`,
/// `978-3-16-1484100` (check digit not alone), `978--3-16-148410-0`, `-9783161484100`,
/// `978-3 16-148410-0` (mixed separators), `X306406152`, `ISBN 978-3-16-148410-0`; a 10-digit ISBN
/// with `version: 13`.
public struct ISBNRule: ValidationRule {
    /// The required version, 10 or 13, or `nil` for either.
    public var version: Int?

    /// Creates the rule.
    /// - Parameter version: 10, 13, or `nil` for either.
    public init(version: Int? = nil) {
        self.version = version
    }

    public var name: String { "isbn" }

    public var parameters: [String: Value] { version.map { ["version": .int($0)] } ?? [:] }

    /// Whether a string is a valid ISBN under this option.
    public func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            var count = 0
            var values = [Int](repeating: 0, count: 13)
            var separators = 0
            var separator: UInt8 = 0
            var lastSeparatorAt = -1
            var previousWasSeparator = true
            for (i, b) in p.enumerated() {
                if b == 0x2D || b == 0x20 {
                    guard !previousWasSeparator, separator == 0 || separator == b else {
                        return false
                    }
                    separator = b
                    separators += 1
                    lastSeparatorAt = i
                    previousWasSeparator = true
                    continue
                }
                guard count < 13 else { return false }
                if SyntaxBytes.isDigit(b) {
                    values[count] = Int(b &- 0x30)
                } else if b | 0x20 == 0x78, count == 9, i == p.count - 1 {
                    values[count] = 10
                } else {
                    return false
                }
                count += 1
                previousWasSeparator = false
            }
            guard !previousWasSeparator else { return false }
            guard count == 10 || count == 13, version == nil || version == count else {
                return false
            }
            if separators > 0 {
                guard separators == (count == 10 ? 3 : 4), lastSeparatorAt == p.count - 2 else {
                    return false
                }
            }
            if count == 10 {
                var sum = 0
                for k in 0..<10 { sum += values[k] * (10 - k) }
                return sum % 11 == 0
            }
            guard values[0] == 9, values[1] == 7, values[2] == 8 || values[2] == 9 else {
                return false
            }
            var sum = 0
            for k in 0..<13 { sum += values[k] * (k % 2 == 0 ? 1 : 3) }
            return sum % 10 == 0
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notISBN, parameters)
    }
}

extension Validate {
    /// An ISBN-10 or ISBN-13; see ``ISBNRule``: `978-3-16-148410-0` passes, `978-3-16-148410-1` fails.
    /// - Parameter version: 10 or 13 to accept only that form.
    public func isbn(version: Int? = nil) -> Validate { rule(ISBNRule(version: version)) }
}

extension ISBNRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "isbn", options: ["version"],
            summary: "An ISBN-10 or ISBN-13 (or the given `version`), check digit verified."
        ) { args throws(RuleDefinitionError) in
            ISBNRule(version: try args.versionOption(allowed: [10, 13]))
        }
    ]

    public static let messages = [
        RuleMessage(
            .notISBN,
            "{version, select, 10 {{name} must be an ISBN-10 such as 0-306-40615-2.} 13 {{name} must be an ISBN-13 such as 978-3-16-148410-0.} other {{name} must be an ISBN such as 978-3-16-148410-0.}}",
            parameters: ["version"])
    ]
}

extension MessageKey {
    /// An invalid ISBN.
    public static let notISBN: MessageKey = "notISBN"
}

extension ISBNRule: SchemaMappableRule {
    /// Digits (an `X` last) with single spaces or hyphens between them; the check digit, the count
    /// and the prefix are not checked.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string", "pattern": #"^[0-9](?:[0-9 \-]*[0-9Xx])?$"#],
            because: "the check digit is not checked",
            keys: [
                RuleFailure(key: .notISBN),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
