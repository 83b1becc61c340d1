import Testing

@testable import Verdict

/// Every shipped catalog gives a text for every key of the default, names only placeholders its
/// key's rules provide, and gives every plural form its language uses.
@Suite struct ShippedCatalogTests {
    @Test(arguments: MessageCatalog.shippedCatalogs.map(\.locale.identifier))
    func catalogHasNoProblems(locale: String) throws {
        let catalog = try #require(MessageCatalog.shippedCatalogs.first { $0.locale.identifier == locale })
        let problems = catalog.problems()
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }

    @Test func everyLanguageOfTheIssueShips() {
        let shipped = Set(MessageCatalogs.shipped.locales.map(\.identifier))
        let expected: Set<String> = [
            "en-x-yii", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "uk", "tr", "ja", "zh-Hans",
        ]
        #expect(shipped == expected)
    }

    @Test func aMisspelledKeyAndPlaceholderAreNamedWithTheNearest() {
        let catalog = MessageCatalog(
            locale: "de", texts: ["tooShrt": "ist zu kurz.", "tooShort": "braucht {mni} Zeichen."])
        let problems = catalog.problems().filter { $0.severity == .error }
        #expect(problems.map(\.path) == [["messages", "tooShort"], ["messages", "tooShrt"]])
        #expect(problems.map(\.hint) == ["did you mean '{min}'?", "did you mean 'tooShort'?"])
    }

    @Test func aPluralWithoutTheFewFormIsAProblemInPolish() {
        let catalog = MessageCatalog(
            locale: "pl", texts: ["tooShort": "musi mieć co najmniej {min, plural, one {# znak} other {# znaku}}."])
        let problem = catalog.problems().first { $0.severity == .error }
        #expect(problem?.message == "the plural of '{min}' lacks the forms few, many that 'pl' uses")
    }

    @Test func aPartialCatalogIsAWarningWithTheCount() {
        let catalog = MessageCatalog(locale: "eo", texts: ["required": "estas deviga."])
        let warnings = catalog.problems().filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("\(DefaultMessages.table.count - 1) of the ") == true)
        #expect(MessageCatalog(locale: "de-CH", texts: [:]).missingKeys(over: .shipped).isEmpty)
    }
}
