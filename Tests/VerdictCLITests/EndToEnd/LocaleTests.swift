import Foundation
import Testing

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
                        {"index":1,"file":"data/signups-de.jsonl","line":2,"valid":false,"strategy":"rules","reason":"3 rules failed","errors":[{"attribute":"email","rule":"required","message":"E-Mail-Adresse muss ausgefüllt werden.","key":"required","params":{}},{"attribute":"password","rule":"minLength","message":"Das Passwort braucht mindestens 8 Zeichen.","key":"tooShort","params":{"min":8,"unit":"characters"}},{"attribute":"age","rule":"min","message":"Alter muss mindestens 18 sein.","key":"tooSmall","params":{"min":18}}]}
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
                          password: Password is too short.
                          age: Age is too small.
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
                          password: Password is too short.
                          age: Age is too small.
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
                        FAIL Signup valid example 2 (rules/localized/signup.lua): expected valid, got 2 errors
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
        let total = 76
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        rules/localized/locales/sv.lua: warning: \(total - 1) of the \(total) message keys have no text here; they read in English (dataTooBig, dataTooSmall, hasEmoji, hasNoEmoji, imageTooBig, …)
                        1 file, 1 model, no problems, 1 warning
                        """))
    }

    @Test func checkReportsEveryCatalogMistakeAtItsLineWithTheFix() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules/broken-catalog"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        rules/broken-catalog/locales/de.lua:3: messages.requird: 'requird' is not a message key of any rule (hint: did you mean 'required'?)
                        rules/broken-catalog/locales/de.lua:4: messages.tooShort: '{mn}' is not a placeholder of 'tooShort' (hint: did you mean '{min}'?)
                        rules/broken-catalog/locales/de.lua:6: modles: 'modles' is not a part of a catalog here (hint: did you mean 'models'?)
                        rules/broken-catalog/locales/pl.lua:3: messages.tooShort: the plural of '{min}' lacks the forms few, many that 'pl' uses (hint: 'pl' distinguishes few, many, one, other)
                        1 file, 1 model, 4 problems
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
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        en        76/76 keys  Verdict's default texts
                        de        76/76 keys  Verdict's, rules/localized/locales/de.lua
                        en-x-yii  76/76 keys  Verdict's
                        es        76/76 keys  Verdict's
                        fr        76/76 keys  Verdict's
                        it        76/76 keys  Verdict's
                        ja        76/76 keys  Verdict's
                        nl        76/76 keys  Verdict's
                        pl        76/76 keys  Verdict's
                        pt-BR     76/76 keys  Verdict's
                        ru        76/76 keys  Verdict's
                        sv         1/76 keys  rules/localized/locales/sv.lua
                        tr        76/76 keys  Verdict's
                        uk        76/76 keys  Verdict's
                        zh-Hans   76/76 keys  Verdict's
                        """))
    }
}
