import Testing

@testable import Verdict

/// A catalog written as data: what is read, and every part that is not what it should be, at its path.
@Suite struct MessageCatalogReadingTests {
    @Test func readsTextsModelsNamesAndAttributes() {
        let value: Value = [
            "messages": ["required": "muss ausgefüllt werden."],
            "models": [
                "User": [
                    "names": ["email": "E-Mail-Adresse"],
                    "messages": ["tooShort": "ist zu kurz."],
                    "attributes": ["password": ["tooShort": "Das Passwort braucht {min} Zeichen."]],
                ]
            ],
        ]
        let (catalog, problems) = MessageCatalog.read(value, locale: "de")
        #expect(problems.isEmpty)
        #expect(catalog.texts == [.required: "muss ausgefüllt werden."])
        #expect(catalog.name(of: "email", in: "User") == "E-Mail-Adresse")
        #expect(
            catalog.text(for: .tooShort, model: "User", attribute: "password") == "Das Passwort braucht {min} Zeichen.")
        #expect(catalog.text(for: .tooShort, model: "User", attribute: "name") == "ist zu kurz.")
        #expect(catalog.text(for: .tooShort, model: nil, attribute: "name") == nil)
    }

    @Test func everyMisshapenPartIsAProblemAtItsPathAndTheRestIsRead() {
        let value: Value = [
            "mesages": [:],
            "messages": ["required": 3, "tooLong": "ist zu lang."],
            "models": ["User": ["names": "Ann", "attribute": [:]], "Order": 5],
        ]
        let (catalog, problems) = MessageCatalog.read(value, locale: "de")
        #expect(catalog.texts == [.tooLong: "ist zu lang."])
        #expect(
            problems.map(\.description) == [
                "mesages: 'mesages' is not a part of a catalog here (did you mean 'messages'?)",
                "messages.required: should be a text, not a number (3)",
                "models.Order: a model's texts should be a table with `names`, `messages` and `attributes`, not a number (5)",
                "models.User.attribute: 'attribute' is not a part of a catalog here (did you mean 'attributes'?)",
                "models.User.names: `names` should be a table of display names by attribute, not a text (\"Ann\")",
            ])
    }

    @Test func anEmptyTableIsAnEmptyCatalogAndAnythingElseIsAProblem() {
        #expect(MessageCatalog.read([], locale: "de").problems.isEmpty)
        #expect(
            MessageCatalog.read("texts", locale: "de").problems.map(\.description) == [
                "a catalog should be a table with `messages` and `models`, not a text (\"texts\")"
            ])
    }
}
