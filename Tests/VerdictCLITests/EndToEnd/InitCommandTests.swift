import Foundation
import Testing

/// `verdict init`: a rules directory to start from, which `verdict check` and `verdict test` pass;
/// never a file replaced without `--force`.
@Suite struct InitCommandTests {
    @Test func writesRulesThatCheckAndTestClean() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let initialized = try VerdictProcess.run(["init"], in: folder)
        #expect(
            initialized
                == .expect(
                    0,
                    stdout: """
                        wrote rules/signup.lua
                        wrote rules/locales/de.lua
                        next: verdict check, then verdict test
                        """))
        let check = try VerdictProcess.run(["check"], in: folder)
        #expect(check == .expect(0, stdout: "without Lua: none; with Lua: Signup\n1 file, 1 model, no problems"))
        let test = try VerdictProcess.run(["test", "--require-examples"], in: folder)
        #expect(test == .expect(0, stdout: "7 passed, 0 failed"))
    }

    /// The catalog and the entry's own message speak German.
    @Test func theStarterRulesSpeakGerman() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try VerdictProcess.run(["init"], in: folder).status == 0)
        let run = try VerdictProcess.run(
            ["validate", "--model", "Signup", "--locale", "de", "-"], in: folder,
            stdin: Data(#"{"email": "ada", "name": "Ada", "age": 12}"#.utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:1 invalid (record 1)
                          email: E-Mail-Adresse muss eine Adresse wie ada@example.com sein.
                          age: Alter muss mindestens 16 sein: Bitte melde dich mit deinen Eltern an.
                        1 record, 1 invalid
                        """))
    }

    @Test func writesIntoTheDirectoryGiven() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try VerdictProcess.run(["init", "team/rules"], in: folder)
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        wrote team/rules/signup.lua
                        wrote team/rules/locales/de.lua
                        next: verdict check --rules team/rules, then verdict test --rules team/rules
                        """))
        #expect(try VerdictProcess.run(["test", "--rules", "team/rules"], in: folder).status == 0)
    }

    /// An existing file stops the command before anything is written; `--force` replaces it.
    @Test func neverReplacesAFileWithoutForce() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = folder.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        let mine = #"return { model = "Mine" }"#
        try Data(mine.utf8).write(to: rules.appendingPathComponent("signup.lua"))
        let refused = try VerdictProcess.run(["init"], in: folder)
        #expect(
            refused
                == .expect(2, stderr: "verdict: rules/signup.lua exists; nothing written (--force replaces it)"))
        #expect(try String(contentsOf: rules.appendingPathComponent("signup.lua"), encoding: .utf8) == mine)
        #expect(!FileManager.default.fileExists(atPath: rules.appendingPathComponent("locales").path))
        let forced = try VerdictProcess.run(["init", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(try VerdictProcess.run(["test"], in: folder) == .expect(0, stdout: "7 passed, 0 failed"))
    }
}
