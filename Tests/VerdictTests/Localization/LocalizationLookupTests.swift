import Foundation
import Testing

@testable import Verdict

/// Which text a failure reads in, most specific first: the model's table and the rule's own message
/// in the locale, then as written; then the catalogs — model + attribute + key, model + key, key —
/// of the locale and its fallbacks; then English.
@Suite struct LocalizationLookupTests {
    static let catalogs = MessageCatalogs([
        MessageCatalog(
            locale: "de",
            texts: [.tooShort: "ist zu kurz (Verzeichnis)."],
            models: [
                "User": .init(
                    names: ["password": "Passwort"], messages: [.required: "fehlt im Benutzer."],
                    attributes: ["password": [.tooShort: "Das Passwort braucht {min} Zeichen."]])
            ]),
        MessageCatalog(locale: "de-CH", texts: [.required: "muss ausgefüllt sein (Schweiz)."]),
    ])

    static let rules = RuleSet {
        Validate("password").required().minLength(8)
        Validate("email").required().minLength(5)
    }
    .model("User")

    func messages(_ record: Value, locale: LocaleTag?, rules: RuleSet = rules) -> [String] {
        rules.validate(record, locale: locale, catalogs: Self.catalogs).errors.map(\.description)
    }

    @Test func modelAttributeKeyThenModelKeyThenKey() {
        #expect(
            messages(["password": "abc", "email": "a@b"], locale: "de") == [
                "password: Das Passwort braucht 8 Zeichen.", "email: Email ist zu kurz (Verzeichnis).",
            ])
        #expect(
            messages([:], locale: "de") == ["password: Passwort fehlt im Benutzer.", "email: Email fehlt im Benutzer."])
    }

    @Test func aRegionFallsBackToItsLanguageThenToEnglish() {
        #expect(
            messages(["password": "abc"], locale: "de-CH") == [
                "password: Das Passwort braucht 8 Zeichen.", "email: Email muss ausgefüllt sein (Schweiz).",
            ])
        #expect(
            messages(["password": "abc"], locale: "sv") == [
                "password: Password must be at least 8 characters long.", "email: Email is required.",
            ])
        #expect(
            messages(["password": "abc"], locale: nil) == [
                "password: Password must be at least 8 characters long.", "email: Email is required.",
            ])
    }

    @Test func theRulesOwnMessageAndTheModelsTableWinInTheirLocale() {
        var rules = RuleSet {
            Validate("password").required().minLength(8).message(["en": "is too short, sorry.", "de": "zu kurz!"])
        }
        .model("User")
        rules.localizedMessageTable = ["de": ["password": [.required: "Bitte ein Passwort."]]]
        #expect(messages([:], locale: "de", rules: rules) == ["password: Bitte ein Passwort."])
        #expect(messages(["password": "abc"], locale: "de-CH", rules: rules) == ["password: Passwort zu kurz!"])
        #expect(
            messages(["password": "abc"], locale: "fr", rules: rules) == ["password: Password is too short, sorry."])
    }

    @Test func theShippedCatalogsAreUnderTheAddedOnesKeyByKey() {
        let rules = RuleSet { Validate("title").required().maxLength(3) }
        #expect(
            messages(["title": "abcdef"], locale: "de", rules: rules) == [
                "title: Title darf höchstens 3 Zeichen lang sein."
            ])
    }

    @Test func theDefaultLocaleIsTodaysEnglishAndAnEnglishCatalogRewordsIt() {
        let rules = RuleSet { Validate("title").required() }
        #expect(rules.validate(Value.object([:])).errors.map(\.message) == ["Title is required."])
        let english = MessageCatalogs([MessageCatalog(locale: "en", texts: [.required: "must be filled in."])])
        #expect(
            rules.validate(Value.object([:]), catalogs: english).errors.map(\.message) == ["Title must be filled in."])
    }
}
