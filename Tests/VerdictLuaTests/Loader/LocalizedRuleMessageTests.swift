import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// A rule entry's `message` and a model's `messages` given per locale in a rule file.
@Suite struct LocalizedRuleMessageTests {
    static let model = """
        return {
          model = "User",
          messages = {
            email = { required = { en = "Give us your email.", de = "Bitte die E-Mail angeben." } },
          },
          rules = {
            { "email", "required" },
            { "username", "minLength", 3,
              message = { en = "is too short.", de = "ist zu kurz.", ["pt-BR"] = "é curto demais." } },
            { "age", "min", 18, message = "must be an adult." },
          },
        }
        """

    func messages(locale: LocaleTag?) throws -> [String] {
        let directory = try RuleDirectory(["user.lua": Self.model])
        var options = EvaluationOptions.testing
        options.locale = locale
        return try directory.engine().messages(["username": "ab", "age": 12], model: "User", options: options)
    }

    @Test func eachLocaleReadsItsOwnTextAndEnglishIsTheDefault() throws {
        #expect(
            try messages(locale: nil) == ["Give us your email.", "Username is too short.", "Age must be an adult."])
        #expect(
            try messages(locale: "de-AT") == [
                "Bitte die E-Mail angeben.", "Username ist zu kurz.", "Age must be an adult.",
            ])
        #expect(
            try messages(locale: "pt-BR") == [
                "Give us your email.", "Username é curto demais.", "Age must be an adult.",
            ])
        #expect(
            try messages(locale: "fr") == ["Give us your email.", "Username is too short.", "Age must be an adult."])
    }

    @Test func mistakesInTextsByLocaleAreIssuesAtTheirLines() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "User",
              messages = {
                email = { required = { en = "Give us your email.", deutsch1 = "x" } },
              },
              rules = {
                { "username", "minLength", 3, message = { de = "braucht {mni} Zeichen." } },
                { "username", "maxLength", 9,
                  message = { pl = "może mieć {max, plural, one {# znak} other {# znaków}}." } },
                { "age", "min", 18, message = { 5 } },
              },
            }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:4: model 'User': messages.email.required: 'deutsch1' is not a language tag "
                    + #"(hint: en, de, ["pt-BR"])"#,
                "rules/test.lua:7: rules[1]: `message` (de) names {mni}, which rule 'minLength' does not give "
                    + "(hint: did you mean {min}?)",
                "rules/test.lua:9: rules[2]: `message` (pl): the plural of '{max}' lacks few, many "
                    + "(hint: 'pl' distinguishes few, many, one, other)",
                "rules/test.lua:10: rules[3]: `message` should be a text, or texts by locale, got a table "
                    + #"(hint: message = "is taken." or message = { en = "is taken.", de = "ist vergeben." })"#,
            ])
    }
}
