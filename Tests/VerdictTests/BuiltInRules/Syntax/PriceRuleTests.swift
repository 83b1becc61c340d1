import Testing
import Verdict

@Suite struct PriceRuleTests {
    static let valid: [Value] = [
        "23.30", "23,30", "0", "1999", "0.99", "007.50", 23, 23.3, 0.99, 0,
    ]
    static let invalid: [Value] = [
        "23.3", "23.300", "-1.00", "1,000.00", ".99", "23.", "$23", "23.30 EUR", " 23", "23 ",
        "2 3", "23..30",
        "23.3a", "١٢", -1, 0.999, -0.01, .double(.infinity),
    ]

    @Test(arguments: valid)
    func acceptsPrices(value: Value) {
        #expect(RuleProbe.passes(PriceRule(), value))
    }

    @Test(arguments: invalid)
    func rejectsPrices(value: Value) {
        #expect(RuleProbe.failure(PriceRule(), value)?.key == .notPrice)
    }

    @Test func ngrVectorAndWrongType() {
        #expect(RuleProbe.chainPasses(Validate("price").price(), "23.30"))
        #expect(!RuleProbe.chainPasses(Validate("price").price(), "https://www.google.com"))
        #expect(RuleProbe.failure(PriceRule(), true)?.key == .wrongType)
    }

    /// A whole number beyond `Int` is a price when it is not negative.
    @Test func largeIntegersArePricesWhenNotNegative() throws {
        #expect(RuleProbe.passes(PriceRule(), try Value(json: "18446744073709551617")))
        #expect(RuleProbe.failure(PriceRule(), try Value(json: "-18446744073709551617"))?.key == .notPrice)
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }
}
