import Testing

@testable import Verdict

/// CLDR's categories at the boundaries where the shipped languages differ.
@Suite struct PluralRulesTests {
    static let numbers = ["0", "1", "2", "5", "11", "21", "22", "25", "1.5", "1.0", "101", "112", "1000000"]

    @Test(arguments: [
        (
            "en",
            [
                "other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other",
                "other", "other",
            ]
        ),
        (
            "de",
            [
                "other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other",
                "other", "other",
            ]
        ),
        (
            "fr",
            [
                "one", "one", "other", "other", "other", "other", "other", "other", "one", "one", "other", "other",
                "many",
            ]
        ),
        (
            "pt",
            [
                "one", "one", "other", "other", "other", "other", "other", "other", "one", "one", "other", "other",
                "many",
            ]
        ),
        (
            "es",
            [
                "other", "one", "other", "other", "other", "other", "other", "other", "other", "one", "other", "other",
                "many",
            ]
        ),
        (
            "it",
            [
                "other", "one", "other", "other", "other", "other", "other", "other", "other", "other", "other",
                "other", "many",
            ]
        ),
        (
            "pl",
            ["many", "one", "few", "many", "many", "many", "few", "many", "other", "other", "many", "many", "many"]
        ),
        ("ru", ["many", "one", "few", "many", "many", "one", "few", "many", "other", "other", "one", "many", "many"]),
        ("uk", ["many", "one", "few", "many", "many", "one", "few", "many", "other", "other", "one", "many", "many"]),
        (
            "tr",
            [
                "other", "one", "other", "other", "other", "other", "other", "other", "other", "one", "other", "other",
                "other",
            ]
        ),
        (
            "ja",
            [
                "other", "other", "other", "other", "other", "other", "other", "other", "other", "other", "other",
                "other", "other",
            ]
        ),
    ])
    func categoriesAtTheBoundaries(language: String, expected: [String]) {
        #expect(Self.numbers.map { PluralRules.category(of: $0, language: language) } == expected)
    }

    @Test func everyLanguageUsesOtherAndTheSlavicOnesFourForms() {
        #expect(PluralRules.categories(of: "pl") == ["one", "few", "many", "other"])
        #expect(PluralRules.categories(of: "zh") == ["other"])
        #expect(PluralRules.categories(of: "eo") == ["one", "other"])
    }

    @Test func aSignOrSomethingElseThanANumberIsHandled() {
        #expect(PluralRules.category(of: "-1", language: "en") == "one")
        #expect(PluralRules.category(of: "abc", language: "pl") == "other")
    }
}
