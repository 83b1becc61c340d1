import Testing
import Verdict

@Suite struct LengthRuleTests {
    @Test(arguments: [
        (Validate("value").minLength(5), "foo_bar_baz", true), (Validate("value").minLength(5), "foo", false),
        (Validate("value").maxLength(5), "foo", true), (Validate("value").maxLength(5), "foo_bar_baz", false),
        (Validate("value").exactLength(5), "_foo_", true), (Validate("value").exactLength(5), "foo", false),
        (Validate("value").exactLength(5), "foo_bar", false),
        (Validate("value").lengthRange(2, 4), "foo", true), (Validate("value").lengthRange(2, 4), "f", false),
        (Validate("value").lengthRange(2, 4), "foo_bar", false),
        (Validate("value").lengthRange(4, 2), "foo", true),
    ])
    func ngrVectors(chain: Validate, value: String, valid: Bool) {
        #expect(passes(chain, .string(value)) == valid)
    }

    @Test func swiftValidatorRangeVectors() {
        let chain = Validate("value").lengthRange(5, 10)
        for n in [5, 8, 10] { #expect(passes(chain, .string(String(repeating: "a", count: n)))) }
        for n in [4, 11] { #expect(!passes(chain, .string(String(repeating: "a", count: n)))) }
    }

    @Test(arguments: [
        (LengthUnit.characters, 2), (.utf8, 16), (.utf16, 8), (.unicodeScalars, 4),
    ])
    func flagLengthsInEveryUnit(unit: LengthUnit, minForTwoFlags: Int) {
        let chain = Validate("value").minLength(minForTwoFlags, unit: unit)
        #expect(!passes(chain, "🇯🇵"))
        #expect(passes(chain, "🇯🇵🇯🇵"))
        let max = Validate("value").maxLength(minForTwoFlags, unit: unit)
        #expect(passes(max, "🇯🇵🇯🇵"))
        #expect(!passes(max, "🇯🇵🇯🇵🇯🇵"))
    }

    @Test func crlfIsOneCharacterOnTheFastPath() {
        #expect(LengthUnit.characters.length(of: "a\r\nb") == 3)
        #expect(LengthUnit.characters.length(of: "Zoë") == 3)
        #expect(LengthUnit.characters.length(of: "e\u{301}") == 1)
    }

    @Test func tooLongIsCheckedFirstInARange() {
        let e = errors(Validate("value").lengthRange(2, 4), "foo_bar")
        #expect(e.map(\.message) == ["Value must be at most 4 characters long."])
        #expect(e.first?.params["max"] == 4)
    }

    @Test func aNumberIsAWrongTypeNotACrash() {
        let e = errors(Validate("value").minLength(3), 12)
        #expect(e.map(\.message) == ["Value should be a string."])
        #expect(e.first?.key == .wrongType)
    }

    @Test func arraysAreMeasuredByElementCount() {
        #expect(passes(Validate("value").minLength(2), [1, 2]))
        #expect(!passes(Validate("value").minLength(2), [1]))
    }

    @Test func hugeInputIsMeasured() {
        let big = String(repeating: "é", count: 1_000_000)
        #expect(passes(Validate("value").maxLength(1_000_000), .string(big)))
        #expect(!passes(Validate("value").maxLength(999_999), .string(big)))
    }

    static let unitMessages: [(Validate, Value, String)] = [
        (Validate("value").minLength(3), ["a"], "Value must have at least 3 elements."),
        (Validate("value").maxLength(1), ["a", "b"], "Value must have at most 1 element."),
        (Validate("value").exactLength(2, unit: .utf8), ["a"], "Value must have exactly 2 elements."),
        (Validate("value").minLength(1), "", "Value must be at least 1 character long."),
        (Validate("value").exactLength(1), "ab", "Value must be exactly 1 character long."),
        (Validate("value").maxLength(3, unit: .utf8), "Zoë!", "Value must be at most 3 bytes long."),
        (Validate("value").minLength(3, unit: .utf16), "ab", "Value must be at least 3 UTF-16 code units long."),
        (
            Validate("value").lengthRange(3, 5, unit: .unicodeScalars), "ab",
            "Value must be at least 3 Unicode scalars long."
        ),
    ]

    /// The message counts in the rule's unit, a list in elements, with the unit's plural.
    @Test(arguments: unitMessages)
    func messageCountsInTheUnit(chain: Validate, value: Value, message: String) {
        #expect(errors(chain.skipOnEmpty(false), value).map(\.message) == [message])
    }
}
