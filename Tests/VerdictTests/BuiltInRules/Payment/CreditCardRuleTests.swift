import Testing
import Verdict

@Suite struct CreditCardRuleTests {
    static let valid: [Value] = [
        "4556737586899855", "378282246310005", "371257844149382", "5552654042934989",
        "2221000000000009",
        "6759649826438453", "6799990100000000019", "4716347184862961", "4556 7375 8689 9855",
        "3782-822463-10005",
        "501800000009", "9000000000000001", 4_111_111_111_111_111,
    ]
    static let invalid: [(Value, String)] = [
        ("231223121332137", "checksum"), ("4556737586899856", "checksum"),
        ("49927398716", "length"),
        ("0000000000000", "issuer"), ("4556  7375 8689 9855", "characters"),
        ("-4556737586899855", "characters"),
        ("4556x37586899855", "characters"), ("XXX", "characters"),
        ("4556737586899855 ", "characters"),
        ("45567375868998550000", "length"), ("40000000006", "length"),
        ("4556-7375-8689-985", "checksum"),
        (" ", "characters"), ("4556\u{00A0}7375\u{00A0}8689\u{00A0}9855", "characters"),
    ]

    @Test(arguments: valid)
    func acceptsNumbers(number: Value) {
        #expect(RuleProbe.passes(CreditCardRule(), number))
    }

    @Test(arguments: invalid)
    func rejectsNumbersWithAReason(number: Value, reason: String) {
        let failure = RuleProbe.failure(CreditCardRule(), number)
        #expect(failure?.key == .notCreditCard)
        #expect(failure?.params["reason"] == .string(reason))
    }

    @Test func acceptedTypes() {
        let amexOnly = CreditCardRule(types: [.amex])
        #expect(RuleProbe.passes(amexOnly, "371257844149382"))
        for other in ["4539727649815206", "5552654042934989", "6759649826438453"] {
            #expect(RuleProbe.failure(amexOnly, .string(other))?.params["reason"] == "type")
        }
        let visaOrMastercard = CreditCardRule(types: [.visa, .mastercard])
        #expect(RuleProbe.passes(visaOrMastercard, "4024007192471695"))
        #expect(RuleProbe.passes(visaOrMastercard, "2221000000000009"))
        #expect(!RuleProbe.passes(visaOrMastercard, "343455657382661"))
        #expect(!RuleProbe.passes(visaOrMastercard, "6799990100000000019"))
        #expect(!RuleProbe.passes(visaOrMastercard, "9000000000000001"))
    }

    @Test func ngrVectorsAndMessage() {
        #expect(RuleProbe.chainPasses(Validate("card").creditCard(), "4556737586899855"))
        #expect(
            RuleProbe.chainErrors(Validate("card").creditCard(), "231223121332137", locale: "en-x-ngr").map(
                \.message) == ["Card is not valid credit card's number."])
        #expect(RuleProbe.failure(CreditCardRule(), 4.5)?.key == .wrongType)
    }

    /// In the default English the message says what the number lacks.
    @Test(arguments: [
        ("231223121332137", "Card must be a card number with a correct check digit."),
        ("49927398716", "Card must be a card number of 12 to 19 digits."),
        ("0000000000000", "Card must be a card number that does not start with 0."),
        ("4556x37586899855", "Card must be a card number of digits, grouped by single spaces or hyphens."),
    ])
    func messageSaysWhatTheNumberLacks(number: String, message: String) {
        #expect(RuleProbe.chainErrors(Validate("card").creditCard(), .string(number)).map(\.message) == [message])
    }

    @Test func messageNamesTheAcceptedType() {
        #expect(
            RuleProbe.chainErrors(Validate("card").creditCard(types: [.amex]), "4539727649815206").map(\.message)
                == [#"Card must be the number of an accepted card; accepted: "amex"."#])
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }
}
