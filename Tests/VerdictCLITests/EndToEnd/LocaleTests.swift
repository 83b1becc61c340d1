import Foundation
import Testing
import VerdictTestSupport
import Verdict

/// Messages in the user's language through the built `verdict`: `--locale`, a rules directory's
/// catalogs (`locales/TAG.lua`), `verdict check` and `verdict list --locales` on them.
@Suite struct LocaleTests {
    @Test func validateWordsTheMessagesInTheLocaleAndItsFallbacks() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/localized", "--locale", "de-CH", "data/signups-de.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/signups-de.jsonl:2 invalid (record 2)
                          email: E-Mail-Adresse muss ausgefüllt werden.
                          password: Das Passwort braucht mindestens 8 Zeichen.
                          age: Alter muss mindestens 18 sein.
                        2 records, 1 invalid
                        """))
    }

    @Test func jsonCarriesEachErrorsKeyAndParametersBesideItsText() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/localized", "--locale", "de", "--format", "jsonl", "data/signups-de.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: #"""
                        {"index":0,"file":"data/signups-de.jsonl","line":1,"valid":true,"strategy":"default","errors":[]}
                        {"index":1,"file":"data/signups-de.jsonl","line":2,"valid":false,"strategy":"rules","reason":"3 rules failed","errors":[{"attribute":"email","rule":"required","message":"E-Mail-Adresse muss ausgefüllt werden.","key":"required","severity":"error","params":{},"value":null},{"attribute":"password","rule":"minLength","message":"Das Passwort braucht mindestens 8 Zeichen.","key":"tooShort","severity":"error","params":{"min":8,"unit":"characters"},"value":"short"},{"attribute":"age","rule":"min","message":"Alter muss mindestens 18 sein.","key":"tooSmall","severity":"error","params":{"min":18},"value":12.5}]}
                        """#))
    }

    @Test func withoutALocaleTheMessagesAreTodaysEnglish() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/localized", "data/signups-de.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/signups-de.jsonl:2 invalid (record 2)
                          email: Email is required.
                          password: Password must be at least 8 characters long.
                          age: Age must be at least 18.
                        2 records, 1 invalid
                        """))
    }

    @Test func aLanguageOnlyTheDirectoryStartedFallsBackToEnglishKeyByKey() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/localized", "--locale", "sv", "data/signups-de.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/signups-de.jsonl:2 invalid (record 2)
                          email: Email måste fyllas i.
                          password: Password must be at least 8 characters long.
                          age: Age must be at least 18.
                        2 records, 1 invalid
                        """))
    }

    @Test func testShowsItsFailuresInTheLocale() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/localized", "--locale", "de"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        FAIL Signup valid example 2 (rules/localized/signup.lua:14): expected valid, got 2 errors
                          email: E-Mail-Adresse ist keine gültige E-Mail-Adresse.
                          password: Das Passwort braucht mindestens 8 Zeichen.
                        1 passed, 1 failed
                        """))
    }

    @Test func aMalformedLocaleIsBadUsage() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/localized", "--locale", "de_", "data/signups-de.jsonl",
        ])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --locale 'de_' is not a language tag (de, de-CH, pt-BR)\n"))
    }

    @Test func checkWarnsOfTextsLeftInEnglish() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/localized"])
        // Counted from the default texts, so that a new rule's keys change the figures only.
        let total = DefaultMessages.table.count
        let firstMissing = DefaultMessages.table.keys.map(\.rawValue).filter { $0 != "required" }.sorted().prefix(5)
        // German writes a few texts and reads the rest from Verdict's German catalog, which may lag.
        let lagging =
            ShippedTranslations.leftInEnglishWarning(at: "rules/localized/locales/de.lua", locale: "de")
            .map { $0 + "\n" } ?? ""
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        \(lagging)rules/localized/locales/sv.lua: warning: \(total - 1) of the \(total) message keys have no text here; they read in English (\(firstMissing.joined(separator: ", ")), …)
                        without Lua: Signup
                        1 file, 1 model, no problems, \(lagging.isEmpty ? "1 warning" : "2 warnings")
                        """))
    }

    @Test func checkReportsEveryCatalogMistakeAtItsLineWithTheFix() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/broken-catalog"])
        let lagging = [("de", "rules/broken-catalog/locales/de.lua"), ("pl", "rules/broken-catalog/locales/pl.lua")]
            .compactMap { ShippedTranslations.leftInEnglishWarning(at: $0.1, locale: LocaleTag($0.0) ?? .english) }
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        rules/broken-catalog/locales/de.lua:3: messages.requird: 'requird' is not a message key of any rule (hint: did you mean 'required'?)
                        rules/broken-catalog/locales/de.lua:4: messages.tooShort: '{mn}' is not a placeholder of 'tooShort' (hint: did you mean '{min}'?)
                        rules/broken-catalog/locales/de.lua:6: modles: 'modles' is not a part of a catalog here (hint: did you mean 'models'?)
                        rules/broken-catalog/locales/pl.lua:3: messages.tooShort: the plural of '{min}' lacks the forms few, many that 'pl' uses (hint: 'pl' distinguishes few, many, one, other)
                        \(lagging.map { $0 + "\n" }.joined())1 file, 1 model, 4 problems\(lagging.isEmpty ? "" : ", \(lagging.count) warnings")
                        """))
    }

    @Test func aBrokenCatalogStopsValidateAsABrokenRuleFileDoes() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/broken-catalog", "data/signups-de.jsonl"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("rules/broken-catalog/locales/de.lua:3: messages.requird:"))
    }

    @Test func listShowsEachLocaleWithItsSourcesAndHowMuchItGives() throws {
        let run = try VerdictProcess.run(["list", "--rules", "rules/localized", "--locales"])
        // Counted from the catalogs, so that a new rule's keys, which the shipped catalogs may not
        // translate yet, change the figures only.
        let total = DefaultMessages.table.count
        func given(_ count: Int) -> String {
            String(repeating: " ", count: max(0, "\(total)".count - "\(count)".count)) + "\(count)/\(total) keys"
        }
        func keys(_ locale: LocaleTag) -> String {
            given(total - MessageCatalog(locale: locale, texts: [:]).missingKeys(over: .shipped).count)
        }
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        en        \(keys("en"))  Verdict's default texts
                        de        \(keys("de"))  Verdict's, rules/localized/locales/de.lua
                        en-x-ngr  \(keys("en-x-ngr"))  Verdict's
                        en-x-yii  \(keys("en-x-yii"))  Verdict's
                        es        \(keys("es"))  Verdict's
                        fr        \(keys("fr"))  Verdict's
                        it        \(keys("it"))  Verdict's
                        ja        \(keys("ja"))  Verdict's
                        nl        \(keys("nl"))  Verdict's
                        pl        \(keys("pl"))  Verdict's
                        pt-BR     \(keys("pt-BR"))  Verdict's
                        ru        \(keys("ru"))  Verdict's
                        sv        \(given(1))  rules/localized/locales/sv.lua
                        tr        \(keys("tr"))  Verdict's
                        uk        \(keys("uk"))  Verdict's
                        zh-Hans   \(keys("zh-Hans"))  Verdict's
                        """))
    }
}
