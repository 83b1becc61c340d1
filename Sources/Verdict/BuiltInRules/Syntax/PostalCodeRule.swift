/// A postal code of one country, or of any country Verdict knows (see ``PostalCodeCountry``).
///
/// Passes: `SW1A 0AA` (any country, or `GB`), `90210`, `90210-1234` (`US`), `K1A 0B1` (`CA`),
/// `10115` (`DE`), `75008` (`FR`), `00-950` (`PL`), `1012 AB` (`NL`), `100-0001` (`JP`),
/// `01310-100` (`BR`), `114 55` (`SE`).
///
/// Fails: `1234` for `US`, `902101` for `US`, `D1A 0B1` for `CA` (no D first), `Q1A 0AA` for `GB`,
/// `SW1A 0AAA`, `00-95` for `PL`, `0123 AB` and `1234 SA` for `NL`, `01234` for `SE`; anything for a
/// country with none of these shapes: `ABC-123`, `""`.
///
/// Without a country, any of the known countries' formats passes (NGRValidator's PostalCode also
/// tries each of its 11 patterns). Letters may be in either case and the usual space is optional.
public struct PostalCodeRule: ValidationRule {
    /// The country whose format is required, or `nil` for any known one.
    public var country: PostalCodeCountry?

    /// Creates the rule.
    public init(country: PostalCodeCountry? = nil) {
        self.country = country
    }

    public var name: String { "postalCode" }

    public var parameters: [String: Value] {
        country.map { ["country": .string($0.rawValue)] } ?? [:]
    }

    /// Whether a string is a valid postal code under this option.
    public func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            guard !p.isEmpty, p.count <= 10 else { return false }
            if let country { return country.matches(p) }
            return PostalCodeCountry.allCases.contains { $0.matches(p) }
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notPostalCode, parameters)
    }
}

extension Validate {
    /// A postal code; see ``PostalCodeRule``.
    ///
    /// ```swift
    /// Validate("zip").postalCode(country: .us)   // "90210-1234" passes, "SW1A 0AA" fails
    /// Validate("zip").postalCode()               // both pass
    /// ```
    public func postalCode(country: PostalCodeCountry? = nil) -> Validate {
        rule(PostalCodeRule(country: country))
    }
}

extension PostalCodeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "postalCode", options: ["country"], summary: "A postal code of any known country, or of `country`."
        ) { args throws(RuleDefinitionError) in
            guard let code = try args.stringOption("country") else { return PostalCodeRule() }
            guard let country = PostalCodeCountry(code: code) else {
                let known = PostalCodeCountry.allCases.map(\.rawValue).joined(separator: ", ")
                throw .wrongOption(rule: args.rule, option: "country", expected: "one of \(known)", got: "\"\(code)\"")
            }
            return PostalCodeRule(country: country)
        }
    ]

    public static let messages = [
        RuleMessage(
            .notPostalCode,
            "{country, select, none {{name} must be a postal code.} other {{name} must be a valid postal code for {country}.}}",
            parameters: ["country"])
    ]
}

extension MessageKey {
    /// An invalid postal code.
    public static let notPostalCode: MessageKey = "notPostalCode"
}

extension PostalCodeRule: SchemaMappableRule {
    /// Letters, digits, spaces and hyphens, starting with a letter or digit; each country's form is
    /// not checked.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string", "pattern": #"^[A-Za-z0-9][A-Za-z0-9 \-]*$"#],
            because: "each country's form is not checked",
            keys: [
                RuleFailure(key: .notPostalCode),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
