import Testing
import Verdict

@Suite struct NameRuleTests {
    static let valid = [
        "TestNickname", "Müller", "Fernández", "Fernande\u{0301}z", "Søren", "Nakamura",
        "Ólafsdóttir", "Пётр", "中村",
        "محمد", "नमस्ते", "Zoë", "Jean-Luc", "O'Brien", "D’Angelo", "de la Cruz", "Mary Ann",
    ]
    static let invalid = [
        "Smith2000", "John_Doe", "R2-D2", "-Anna", "Anna-", "Anna  Maria", "Jean--Luc", "' Brien",
        "Dr. Who", "🙂",
        "\u{0301}Anna", "", " Anna", "Anna ", "Anna\tMaria", "Anna\nMaria", "Ann@", "X Æ A-12",
        "Anna-'Maria",
        "١٢٣",
    ]

    @Test(arguments: valid)
    func acceptsNames(name: String) {
        #expect(NameRule().isValid(name))
    }

    @Test(arguments: invalid)
    func rejectsNames(name: String) {
        #expect(!NameRule().isValid(name))
        #expect(!NameRule(lettersOnly: true).isValid(name))
    }

    @Test(arguments: ["Jean-Luc", "O'Brien", "Mary Ann", "D’Angelo"])
    func lettersOnlyRejectsSeparators(name: String) {
        #expect(!NameRule(lettersOnly: true).isValid(name))
    }

    @Test func messageSaysWhichSeparatorsAreAllowed() {
        #expect(
            RuleProbe.chainErrors(Validate("creatorLastName").name(), "Smith2000").map(\.message) == [
                "Creator last name must contain only letters, with single spaces, hyphens or apostrophes between them."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("creatorLastName").name(lettersOnly: true), "Mary Ann").map(\.message) == [
                "Creator last name must contain only letters."
            ])
    }

    @Test func ngrMessageAndBenchmarkNames() {
        #expect(
            RuleProbe.chainErrors(Validate("creatorLastName").name(), "Smith2000", locale: "en-x-ngr").map(\.message)
                == ["CreatorLastName should contain only letters."])
        #expect(RuleProbe.chainPasses(Validate("creatorLastName").syntax(.name), "Müller"))
        #expect(
            RuleProbe.chainPasses(Validate("creatorLastName").name(lettersOnly: true), "Fernández"))
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }

    /// Every scalar from U+0080 to U+07FF (the Latin blocks the rule answers without the category
    /// table, and the scripts around them) after a letter and on its own, against the general
    /// category as the rule's description states it.
    @Test func twoByteScalarsAreJudgedByTheirCategory() {
        for value in UInt32(0x80)...0x7FF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isLetter =
                switch scalar.properties.generalCategory {
                case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
                default: false
                }
            let isMark =
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .spacingMark, .enclosingMark: true
                default: false
                }
            let text = String(Character(scalar))
            #expect(NameRule().isValid(text) == isLetter, "U+\(String(value, radix: 16)) alone")
            #expect(
                NameRule().isValid("a" + text) == (isLetter || isMark), "U+\(String(value, radix: 16)) after a letter")
        }
    }
}
