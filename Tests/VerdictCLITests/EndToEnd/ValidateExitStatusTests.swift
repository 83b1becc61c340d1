import Foundation
import Testing

/// Exit status 0 when every record is valid, 1 when some record is invalid, 2 for bad usage, an
/// unreadable input or a broken rule set — each with a message that names what is wrong.
@Suite struct ValidateExitStatusTests {
    @Test func allValidExitsZero() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "data/person.json", "data/person.yaml"])
        #expect(run == .expect(0, stdout: "2 records, 0 invalid"))
    }

    @Test func someInvalidExitsOne() throws {
        let run = try VerdictProcess.run(
            [
                "validate", "--rules", "rules/person", "--format", "jsonl", "data/person.json", "data/signups.jsonl",
                "--strict",
            ])
        #expect(run.status == 1)
        #expect(run.stderr == "")
    }

    /// The missing file is named; the files after it are still validated and counted.
    @Test func unreadableFileExitsTwoAndTheOthersAreValidated() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "data/missing.jsonl", "data/people.jsonl", "data"])
        #expect(
            run
                == .expect(
                    2,
                    stdout: """
                        data/people.jsonl:2 invalid (record 2)
                          name: Name must be at least 2 characters long.
                          age: Age must be an adult.
                          email: Email must be an email address such as name@example.com.
                        data/people.jsonl:3 invalid (record 3)
                          zip: Postal code must match the pattern [0-9]{5}.
                        3 records, 2 invalid, 2 inputs not read
                        """,
                    stderr: """
                        verdict: cannot read 'data/missing.jsonl': No such file or directory
                        verdict: cannot read 'data': Is a directory
                        """))
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their permissions"))
    func fileWithoutReadPermissionIsUnreadable() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("locked.jsonl")
        try Data("{\"name\": \"Ann\", \"age\": 30}\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        let rules = Fixtures.root.appendingPathComponent("rules/person").path
        let run = try VerdictProcess.run(["validate", "--rules", rules, "locked.jsonl"], in: folder)
        #expect(
            run
                == .expect(
                    2, stdout: "0 records, 0 invalid, 1 input not read",
                    stderr: "verdict: cannot read 'locked.jsonl': Permission denied"))
    }

    @Test func brokenRuleSetExitsTwoWithFileAndLine() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/broken-syntax", "data/person.json"])
        #expect(
            run
                == .expect(
                    2, stderr: "rules/broken-syntax/broken.lua:6: '}' expected (to close '{' at line 4) near '{'"))
    }

    @Test func missingRulesDirectoryExitsTwoNamingIt() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/nope", "data/person.json"])
        #expect(run == .expect(2, stderr: "rules/nope: no such rules directory"))
    }

    @Test func noFileIsAUsageError() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.split(separator: "\n").first == "Error: give at least one file, or - for standard input")
    }

    @Test func unknownCommandIsAUsageError() throws {
        let run = try VerdictProcess.run(["validat", "data/person.json"])
        #expect(
            run
                == .expect(
                    2,
                    stderr: """
                        Error: 2 unexpected arguments: 'validat', 'data/person.json'
                        Usage: verdict <subcommand>
                          See 'verdict --help' for more information.
                        """))
    }

    @Test func helpExitsZero() throws {
        let run = try VerdictProcess.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: Validate records (JSON, JSON Lines, YAML, CSV) against Lua rule sets."))
    }
}
