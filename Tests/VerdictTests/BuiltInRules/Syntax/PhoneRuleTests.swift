import Testing
import Verdict

@Suite struct PhoneRuleTests {
    /// E.164 numbers with `+` or `00`: NGRValidator's vector and ITU-T examples.
    static let valid = [
        "+48666666666", "0048666666666", "+1 415 555 2671", "+44-20-7946-0958", "+290 8123",
        "+442079460958",
        "+81.3.1234.5678", "+123456789012345",
    ]
    static let invalid = [
        "48666666666", "+0486666666", "+48 666  666", "+48-", "+4866666666666666", "+12345",
        "+48 (666) 666 666",
        "+48666x666", "0 048666666666", "", "+", "00", "++48666666666", "+ 48666666666",
        "000048666666666",
        "+48666666666 ", "https://www.google.com",
    ]

    @Test(arguments: valid)
    func acceptsNumbers(number: String) {
        #expect(PhoneRule.isValid(number))
    }

    @Test(arguments: invalid)
    func rejectsNumbers(number: String) {
        #expect(!PhoneRule.isValid(number))
        #expect(RuleProbe.failure(PhoneRule(), .string(number))?.key == .notPhone)
    }

    @Test func messageAndWrongType() {
        #expect(
            RuleProbe.chainErrors(Validate("phone").phone(), "123").map(\.message) == [
                "Phone must be an international phone number such as +1 415 555 2671."
            ])
        #expect(RuleProbe.failure(PhoneRule(), 48_666_666_666)?.key == .wrongType)
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }
}
