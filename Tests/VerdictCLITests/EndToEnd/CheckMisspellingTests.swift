import Foundation
import Testing

/// `verdict check` warns of an attribute name that no rule or scenario knows when a known one is
/// one or two edits away, at the line that writes it and with the known name as the hint; the
/// warnings do not fail the check.
@Suite struct CheckMisspellingTests {
    @Test func misspelledNamesAreWarningsAtTheirLines() throws {
        let folder = try Fixtures.folder(
            withRules: "user",
            """
            return {
              model = "User",
              names = {
                emial = "E-mail",
              },
              messages = {
                pasword = { required = "Choose a password." },
              },
              scenarios = {
                login = { "email", "password" },
                register = { "email", "password",
                  "passwordRepeat", "newsleter" },
              },
              secrets = { "password" },
              rules = {
                { "email, password, newsletter", "required" },
                { "password", "compare", "==",
                  verdict.field "passwordRepeat" },
                { "email", "email", when = {
                  field = "newsletters", isTrue = true } },
              },
            }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try VerdictProcess.run(["check", "--rules", "user"], in: folder)
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        user/user.lua:4: warning: model 'User': `names` gives a display name to 'emial', which no rule or scenario of the model knows (hint: did you mean 'email'?)
                        user/user.lua:7: warning: model 'User': `messages` gives texts to 'pasword', which no rule or scenario of the model knows (hint: did you mean 'password'?)
                        user/user.lua:12: warning: model 'User': scenarios.register lists 'newsleter', which no rule or other scenario of the model knows (hint: did you mean 'newsletter'?)
                        user/user.lua:20: warning: rules[3]: `when` names 'newsletters', which no rule or scenario of model 'User' knows (hint: did you mean 'newsletter'?)
                        without Lua: User
                        1 file, 1 model, no problems, 4 warnings
                        """))
    }

    /// The rule sets that ship with Verdict name no attribute a warning would question.
    @Test func shippedRulesHaveNoWarnings() throws {
        let run = try VerdictProcess.run(["check", "--rules", "rules"], in: Fixtures.packageRoot)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("warning"))
    }
}
