import Testing

@testable import Verdict

@Suite struct NumberFormattingTests {
    @Test func aFractionReadsAsTheLanguageWritesIt() {
        #expect(NumberFormatting.text(of: 1.5, language: "de") == "1,5")
        #expect(NumberFormatting.text(of: 1.5, language: "en") == "1.5")
        #expect(NumberFormatting.text(of: 1.5, language: "ja") == "1.5")
        #expect(NumberFormatting.text(of: 2.0, language: "fr") == "2")
    }

    @Test func otherValuesReadAsWritten() {
        #expect(NumberFormatting.text(of: 12000, language: "de") == "12000")
        #expect(NumberFormatting.text(of: "1.5", language: "de") == "1.5")
    }

    @Test func aMessageShowsItsNumbersSo() {
        let message = MessageFormatter.render(
            "{name} muss mindestens {min} sein.", displayName: "Preis", attribute: "price", value: 0.5,
            params: ["min": 2.5], language: "de")
        #expect(message == "Preis muss mindestens 2,5 sein.")
    }
}
