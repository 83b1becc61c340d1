/// A payment card number (ISO/IEC 7812): 12–19 digits, a non-zero first digit, a correct Luhn
/// check digit and, when `types` are given, one of those networks.
///
/// Single spaces or hyphens may separate digit groups (`4556 7375 8689 9855`,
/// `3782-822463-10005`).
///
/// Passes: `4556737586899855`, `378282246310005` (Amex, 15 digits), `371257844149382`,
/// `5552654042934989`, `2221000000000009` (Mastercard 2-series), `6759649826438453` (Maestro),
/// `6799990100000000019` (Maestro, 19 digits), `4556 7375 8689 9855`.
///
/// Fails: `231223121332137` (checksum), `4556737586899856` (checksum), `49927398716` (11 digits:
/// too short for a card though its Luhn sum is right), `0000000000000` (issuer digit 0 is not a
/// card issuer), `4556  7375 8689 9855` (double space), `-4556737586899855`, `4556x37586899855`,
/// `XXX`; an Amex number when `types` is `[.visa, .mastercard]`.
///
/// The failure's `reason` parameter is `"characters"`, `"length"`, `"issuer"`, `"checksum"` or
/// `"type"`. An integer value is read as its digits.
///
/// NGRValidator's Luhn is wrong for odd lengths (see ``Luhn``) and accepts `0000000000000`.
public struct CreditCardRule: ValidationRule {
    /// The accepted networks; empty accepts any number that passes the length and Luhn checks.
    public var types: [CardType]

    /// Creates the rule.
    /// - Parameter types: the accepted networks; empty (the default) accepts any.
    public init(types: [CardType] = []) {
        self.types = types
    }

    public var name: String { "creditCard" }

    public var parameters: [String: Value] {
        types.isEmpty ? [:] : ["types": .array(types.map { .string($0.rawValue) })]
    }

    /// The reason a number fails, or `nil` when it passes.
    public func failureReason(_ number: String) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 19) { buffer -> String? in
            var count = 0
            var afterSeparator = true
            for b in number.utf8 {
                if b &- 0x30 < 10 {
                    guard count < 19 else { return "length" }
                    buffer[count] = b &- 0x30
                    count += 1
                    afterSeparator = false
                } else if b == 0x20 || b == 0x2D {
                    guard !afterSeparator else { return "characters" }
                    afterSeparator = true
                } else {
                    return "characters"
                }
            }
            guard !afterSeparator else { return count == 0 ? "length" : "characters" }
            guard count >= 12 else { return "length" }
            let digits = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            guard digits[0] != 0 else { return "issuer" }
            guard Luhn.isValid(digits) else { return "checksum" }
            guard types.isEmpty || types.contains(where: { $0.matches(Array(digits)) }) else {
                return "type"
            }
            return nil
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        let number: String
        switch value {
        case .string(let s): number = s
        case .int(let i) where i >= 0: number = String(i)
        default: return .fail(.wrongType, ["expected": "a string", "type": "string"])
        }
        guard let reason = failureReason(number) else { return .passed }
        var params = parameters
        params["reason"] = .string(reason)
        return .fail(.notCreditCard, params)
    }
}

extension Validate {
    /// A payment card number; see ``CreditCardRule``.
    ///
    /// ```swift
    /// Validate("card").creditCard()                               // "378282246310005" passes
    /// Validate("card").creditCard(types: [.visa, .mastercard])    // the same Amex number fails
    /// ```
    public func creditCard(types: [CardType] = []) -> Validate {
        rule(CreditCardRule(types: types))
    }
}

extension CreditCardRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "creditCard", options: ["types"], summary: "A card number (Luhn checked), of the listed `types` when given."
        ) { args throws(RuleDefinitionError) in
            guard let names = try args.stringListOption("types") else { return CreditCardRule() }
            var types: [CardType] = []
            for name in names {
                guard let type = CardType.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
                else {
                    let known = CardType.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .wrongOption(rule: args.rule, option: "types", expected: "a list of \(known)")
                }
                types.append(type)
            }
            return CreditCardRule(types: types)
        }
    ]

    public static let messages = [
        RuleMessage(
            .notCreditCard,
            "{reason, select, length {{name} must be a card number of 12 to 19 digits.} characters {{name} must be a card number of digits, grouped by single spaces or hyphens.} issuer {{name} must be a card number that does not start with 0.} checksum {{name} must be a card number with a correct check digit.} type {{name} must be the number of an accepted card; accepted: {types}.} other {{name} must be a valid card number.}}",
            parameters: ["reason", "types"])
    ]
}

extension MessageKey {
    /// Not a card number of an accepted type.
    public static let notCreditCard: MessageKey = "notCreditCard"
}

extension CreditCardRule: SchemaMappableRule {
    /// A string or a whole number ≥ 0: a card number's Luhn check digit and its issuers' ranges are
    /// more than JSON Schema can say.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["anyOf": [["type": "string"], ["type": "integer", "minimum": 0]]],
            because: "card numbers are checked by their Luhn digit and issuer, which JSON Schema cannot say",
            keys: [
                RuleFailure(key: .notCreditCard),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
