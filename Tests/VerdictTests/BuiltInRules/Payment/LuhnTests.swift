import Testing
import Verdict

@Suite struct LuhnTests {
    /// Every length the check must handle, odd lengths included (NGRValidator fails those).
    static let valid = [
        "49927398716", "378282246310005", "4556737586899855", "0", "18", "125", "4000000000006",
        "30569309025904",
        "6799990100000000019", "501800000009", "62292500000000006",
    ]
    static let invalid = [
        "49927398717", "378282246310006", "4556737586899856", "1", "19", "124", "4000000000007",
        "30569309025905",
        "6799990100000000018", "501800000008", "62292500000000007", "", "4556 7375", "12a",
        "231223121332137",
    ]

    @Test(arguments: valid)
    func acceptsCorrectCheckDigits(number: String) {
        #expect(Luhn.isValid(number))
    }

    @Test(arguments: invalid)
    func rejectsWrongCheckDigits(number: String) {
        #expect(!Luhn.isValid(number))
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }
}
