import Testing
import Verdict

@Suite struct PostalCodeRuleTests {
    static let valid: [(String, PostalCodeCountry)] = [
        ("SW1A 0AA", .gb), ("SW1A0AA", .gb), ("M1 1AE", .gb), ("B33 8TH", .gb), ("CR2 6XH", .gb),
        ("DN55 1PT", .gb),
        ("W1A 0AX", .gb), ("EC1A 1BB", .gb), ("GIR 0AA", .gb), ("sw1a 0aa", .gb), ("90210", .us),
        ("90210-1234", .us),
        ("K1A 0B1", .ca), ("K1A0B1", .ca), ("10115", .de), ("75008", .fr), ("00-950", .pl),
        ("1012 AB", .nl),
        ("1012AB", .nl), ("100-0001", .jp), ("1000001", .jp), ("01310-100", .br), ("01310100", .br),
        ("114 55", .se),
        ("11455", .se), ("1010", .at), ("1000", .be), ("8001", .ch), ("2100", .dk), ("L-1234", .lu),
        ("28013", .es),
        ("00118", .it), ("1000-001", .pt), ("2000", .au), ("110001", .in), ("110 001", .in),
    ]
    static let invalid: [(String, PostalCodeCountry)] = [
        ("1234", .us), ("902101", .us), ("90210-123", .us), ("9021O", .us), ("D1A 0B1", .ca),
        ("K1A 0B", .ca),
        ("W1A 0D1", .ca), ("K1D 0B1", .ca), ("Q1A 0AA", .gb), ("SW1A 0AAA", .gb), ("SW1A 0CA", .gb),
        ("AI1 1AA", .gb),
        ("W1I 0AX", .gb), ("SW1A  0AA", .gb), ("SW1A-0AA", .gb), ("00115", .de), ("1011", .de),
        ("00-95", .pl),
        ("00950", .pl), ("0123 AB", .nl), ("1234 SA", .nl), ("1234 A", .nl), ("01234", .se),
        ("114-55", .se),
        ("1000 001", .jp), ("0100", .at), ("53001", .es), ("00000", .es), ("0000-001", .pt),
        ("011001", .in),
        ("12345", .au), ("L 1234", .lu), ("1234", .fr), ("1234-5678", .br), ("ABC-123", .us),
        ("", .gb),
    ]

    @Test(arguments: valid)
    func acceptsCodesOfTheirCountry(code: String, country: PostalCodeCountry) {
        #expect(PostalCodeRule(country: country).isValid(code))
        #expect(PostalCodeRule().isValid(code))
    }

    @Test(arguments: invalid)
    func rejectsMalformedCodes(code: String, country: PostalCodeCountry) {
        #expect(!PostalCodeRule(country: country).isValid(code))
        #expect(
            RuleProbe.failure(PostalCodeRule(country: country), .string(code))?.params["country"]
                == .string(country.rawValue))
    }

    @Test(arguments: [
        "ABC-123", "", "SW1A 0AAA", "1-2", "123456789012", "https://www.google.com", "K1A 0B1 X",
    ])
    func rejectsCodesOfNoKnownCountry(code: String) {
        #expect(!PostalCodeRule().isValid(code))
    }

    @Test func ngrVectorAndOtherCountries() {
        #expect(RuleProbe.chainPasses(Validate("zip").postalCode(), "SW1A 0AA"))
        #expect(!RuleProbe.chainPasses(Validate("zip").postalCode(country: .us), "SW1A 0AA"))
        #expect(PostalCodeCountry(code: "gb") == .gb)
        #expect(PostalCodeCountry(code: "XX") == nil)
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }

    @Test func messageWithoutACountry() {
        #expect(
            RuleProbe.chainErrors(Validate("zip").postalCode(), "nope").map(\.message) == ["Zip must be a postal code."]
        )
    }
}
