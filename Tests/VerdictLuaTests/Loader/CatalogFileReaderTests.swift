import Foundation
import Testing
import VerdictTestSupport
import Verdict

@testable import VerdictLua

/// A rules directory's `locales/TAG.lua`: read over the shipped texts, every mistake at its line,
/// loaded and reloaded with the rule files as one.
@Suite struct CatalogFileReaderTests {
    static let user = """
        return {
          model = "User",
          rules = {
            { "email", "required" },
            { "password", "minLength", 8 },
          },
        }
        """

    static let german = """
        -- Deutsche Texte dieses Verzeichnisses
        return {
          messages = {
            required = "muss ausgefüllt werden.",
          },
          models = {
            User = {
              names = { email = "E-Mail-Adresse" },
              attributes = {
                password = { tooShort = "Das Passwort braucht mindestens {min} Zeichen." },
              },
            },
          },
        }
        """

    @Test func aCatalogWordsTheMessagesOfItsLocaleAndItsRegions() throws {
        let directory = try RuleDirectory(["user.lua": Self.user, "locales/de.lua": Self.german])
        let engine = try directory.engine()
        for locale: LocaleTag in ["de", "de-AT"] {
            var options = EvaluationOptions.testing
            options.locale = locale
            #expect(
                try engine.messages(["password": "abc"], model: "User", options: options) == [
                    "E-Mail-Adresse muss ausgefüllt werden.", "Das Passwort braucht mindestens 8 Zeichen.",
                ])
        }
        #expect(
            try engine.messages(["password": "abc"], model: "User") == [
                "Email is required.", "Password must be at least 8 characters long.",
            ])
        #expect(engine.catalogFiles.map(\.locale) == ["de"])
        // Only what Verdict's German catalog does not translate yet, if anything, reads in English.
        let lagging = ShippedTranslations.leftInEnglishWarning(at: directory.path("locales/de.lua"), locale: "de")
        #expect(engine.warnings.map(\.description) == (lagging.map { [$0] } ?? []))
    }

    @Test func everyMistakeIsAnIssueAtItsLine() throws {
        let directory = try RuleDirectory([
            "user.lua": Self.user,
            "locales/de.lua": """
            return {
              messages = {
                requird = "muss ausgefüllt werden.",
                tooShort = "braucht {mn} Zeichen.",
              },
              models = {
                User = {
                  name = { email = "E-Mail" },
                  attributes = { email = { required = 5 } },
                },
              },
            }
            """,
            "locales/pl.lua": """
            return {
              messages = {
                tooLong = "może mieć {max, plural, one {# znak} other {# znaków}}.",
              },
            }
            """,
            "locales/deutsch1.lua": "return {}",
            "locales/es.lua": "return {",
        ])
        let path = { (name: String) in directory.path("locales/" + name) }
        #expect(
            directory.issues() == [
                RuleFileIssue(
                    file: path("de.lua"), line: 3,
                    message: "messages.requird: 'requird' is not a message key of any rule",
                    hint: "did you mean 'required'?", kind: .catalog),
                RuleFileIssue(
                    file: path("de.lua"), line: 4,
                    message: "messages.tooShort: '{mn}' is not a placeholder of 'tooShort'",
                    hint: "did you mean '{min}'?", kind: .catalog),
                RuleFileIssue(
                    file: path("de.lua"), line: 8, message: "models.User.name: 'name' is not a part of a catalog here",
                    hint: "did you mean 'names'?", kind: .catalog),
                RuleFileIssue(
                    file: path("de.lua"), line: 9,
                    message: "models.User.attributes.email.required: should be a text, not a number (5)", kind: .catalog
                ),
                RuleFileIssue(
                    file: path("deutsch1.lua"), line: nil, message: "'deutsch1' is not a language tag",
                    hint: "name a catalog by its BCP 47 tag: de.lua, de-CH.lua, pt-BR.lua", kind: .catalog),
                RuleFileIssue(file: path("es.lua"), line: 1, message: "unexpected symbol near <eof>", kind: .luaError),
                RuleFileIssue(
                    file: path("pl.lua"), line: 3,
                    message: "messages.tooLong: the plural of '{max}' lacks the forms few, many that 'pl' uses",
                    hint: "'pl' distinguishes few, many, one, other", kind: .catalog),
            ])
    }

    /// A key written `["any text"] = …` leads to the line of what it holds, as a name does.
    @Test func aMistakeUnderABracketedKeyIsAtItsLine() throws {
        let directory = try RuleDirectory([
            "user.lua": Self.user,
            "locales/de.lua": """
            return {
              models = {
                ["User"] = {
                  attributes = {
                    ["email"] = {
                      required = 5,
                    },
                  },
                },
              },
            }
            """,
        ])
        #expect(
            directory.issues() == [
                RuleFileIssue(
                    file: directory.path("locales/de.lua"), line: 6,
                    message: "models.User.attributes.email.required: should be a text, not a number (5)", kind: .catalog
                )
            ])
    }

    @Test func aCatalogOfALanguageVerdictDoesNotShipLoadsWithAWarning() throws {
        let directory = try RuleDirectory([
            "user.lua": Self.user, "locales/sv.lua": #"return { messages = { required = "måste fyllas i." } }"#,
        ])
        let engine = try directory.engine()
        let total = DefaultMessages.table.count
        let firstMissing = DefaultMessages.table.keys.map(\.rawValue).filter { $0 != "required" }.sorted().prefix(5)
        #expect(
            engine.warnings.map(\.description) == [
                "\(directory.path("locales/sv.lua")): warning: \(total - 1) of the \(total) message keys have no text here; "
                    + "they read in English (\(firstMissing.joined(separator: ", ")), …)"
            ])
        var options = EvaluationOptions.testing
        options.locale = "sv"
        #expect(
            try engine.messages(["password": "abc"], model: "User", options: options) == [
                "Email måste fyllas i.", "Password must be at least 8 characters long.",
            ])
    }

    @Test func aCatalogMayHoldTextsOnly() throws {
        let directory = try RuleDirectory([
            "user.lua": Self.user,
            "locales/de.lua": """
            return {
              messages = {
                required = function() return "x" end,
              },
            }
            """,
        ])
        #expect(
            directory.issues().map(\.description) == [
                "\(directory.path("locales/de.lua")):3: a catalog holds texts only: messages.required: "
                    + "a function cannot be a value here"
            ])
    }

    @Test func aBrokenCatalogKeepsTheLastGoodOneServing() throws {
        let directory = try RuleDirectory(["user.lua": Self.user, "locales/de.lua": Self.german])
        let engine = try directory.engine()
        var options = EvaluationOptions.testing
        options.locale = "de"
        try directory.write("locales/de.lua", "return { messages = { required = 'fehlt.' ")
        #expect(engine.reload() != nil)
        #expect(
            try engine.messages([:], model: "User", options: options).first == "E-Mail-Adresse muss ausgefüllt werden.")
        try directory.write("locales/de.lua", "return { messages = { required = 'fehlt.' } }")
        #expect(engine.reload() == nil)
        #expect(try engine.messages([:], model: "User", options: options).first == "Email fehlt.")
    }

    @Test func theWatcherSeesACatalogChange() async throws {
        let directory = try RuleDirectory(["user.lua": Self.user])
        let engine = try directory.engine()
        let reloads = AsyncStream.makeStream(of: Bool.self)
        let watcher = engine.watch(every: .milliseconds(20)) { failure in reloads.continuation.yield(failure == nil) }
        defer { watcher.cancel() }
        try directory.write("locales/de.lua", "return { messages = { required = 'fehlt.' } }")
        var iterator = reloads.stream.makeAsyncIterator()
        #expect(await iterator.next() == true)
        var options = EvaluationOptions.testing
        options.locale = "de"
        #expect(try engine.messages([:], model: "User", options: options).first == "Email fehlt.")
    }
}
