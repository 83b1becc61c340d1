import Testing
import VerdictTestSupport

@testable import Verdict

/// Every shipped catalog names only keys of the default texts and placeholders its key's rules
/// provide, and gives every plural form its language uses; it lacks only the keys
/// `MissingTranslations` says it lacks, and those read in English.
@Suite struct ShippedCatalogTests {
    @Test(arguments: MessageCatalog.shippedCatalogs.map(\.locale.identifier))
    func catalogHasNoErrors(locale: String) throws {
        let catalog = try #require(MessageCatalog.shippedCatalogs.first { $0.locale.identifier == locale })
        let errors = catalog.problems().filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
    }

    /// A locale lacks a key another translation gives only when `MissingTranslations.lacking` says
    /// so, and the list names no key its locale gives (or that no translation gives at all).
    @Test(arguments: MessageCatalog.shippedCatalogs.map(\.locale.identifier))
    func catalogLacksOnlyTheKeysListedAsMissing(locale: String) throws {
        let catalog = try #require(MessageCatalog.shippedCatalogs.first { $0.locale.identifier == locale })
        let missing = Set(catalog.missingKeys(over: .shipped)).intersection(MissingTranslations.translatedKeys)
        let listed = MissingTranslations.lacking[locale] ?? []
        let unlisted = missing.subtracting(listed).map(\.rawValue).sorted()
        let translated = listed.subtracting(missing).map(\.rawValue).sorted()
        #expect(unlisted.isEmpty, "\(locale) lacks \(unlisted): translate them, or list them in MissingTranslations")
        #expect(translated.isEmpty, "\(locale) is listed as lacking \(translated), which it gives or none does")
    }

    @Test func theListOfMissingKeysNamesShippedLocalesOnly() {
        let shipped = Set(MessageCatalog.shippedCatalogs.map(\.locale.identifier))
        #expect(Set(MissingTranslations.lacking.keys).isSubset(of: shipped))
    }

    /// A key a shipped catalog lacks reads in English, in a rule set's messages and in the
    /// formatter's, while the catalog's other keys read in its language.
    @Test func aKeyAShippedCatalogLacksReadsInEnglish() throws {
        var german = try #require(MessageCatalog.shippedCatalogs.first { $0.locale.identifier == "de" })
        let removed = german.texts.removeValue(forKey: .tooShort)
        #expect(removed != nil)
        let catalogs = MessageCatalogs([german], over: nil)
        let rules = RuleSet { Validate("title").minLength(3).maxLength(5) }
        let short: Value = ["title": "ab"]
        let long: Value = ["title": "abcdefg"]
        #expect(
            rules.validate(short, locale: "de", catalogs: catalogs).errors.map(\.description) == [
                "title: Title must be at least 3 characters long."
            ])
        #expect(
            rules.validate(long, locale: "de", catalogs: catalogs).errors.map(\.description) == [
                "title: Title darf höchstens 5 Zeichen lang sein."
            ])
        let localization = try #require(catalogs.localization(for: "de"))
        #expect(localization.text(for: .tooShort, model: nil, attribute: "title") == nil)
        #expect(
            MessageFormatter.message(
                for: .tooShort, attribute: "title", value: "ab", params: ["min": 3, "unit": "characters"],
                localization: localization) == "Title must be at least 3 characters long.")
        let lagging = ShippedTranslations.missingKeys("de")
        #expect(german.missingKeys() == (lagging + [.tooShort]).sorted { $0.rawValue < $1.rawValue })
    }

    @Test func everyLanguageOfTheIssueShips() {
        let shipped = Set(MessageCatalogs.shipped.locales.map(\.identifier))
        let expected: Set<String> = [
            "en-x-ngr", "en-x-yii", "de", "fr", "es", "it", "pt-BR", "nl", "pl", "ru", "uk", "tr", "ja", "zh-Hans",
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

    @Test func aPartialCatalogIsAWarningWithTheCount() throws {
        let catalog = MessageCatalog(locale: "eo", texts: ["required": "estas deviga."])
        let warnings = catalog.problems().filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("\(DefaultMessages.table.count - 1) of the ") == true)
        // A region lacks what its language's shipped catalog lacks.
        let german = try #require(MessageCatalog.shippedCatalogs.first { $0.locale.identifier == "de" })
        #expect(MessageCatalog(locale: "de-CH", texts: [:]).missingKeys(over: .shipped) == german.missingKeys())
    }
}
