import Foundation
import Testing

/// `verdict validate --emit cleaned`: each valid record's JSON result carries the record as its
/// filters left it; invalid records keep their errors and carry nothing more.
@Suite struct ValidateEmitTests {
    /// A sign-up whose name is trimmed and whose plan defaults to "free".
    static let rules = """
        return {
          model = "Signup",
          rules = {
            { "name", "trim" },
            { "name", "required" },
            { "name", "minLength", 2 },
            { "plan", "default", value = "free" },
            { "plan", "in", range = { "free", "team" } },
          },
        }
        """

    static let records = """
        {"name": "  Ann Lee ", "age": 41}
        {"name": " x "}
        {"name": "Bo", "plan": "team"}
        a broken line
        {"name": "Cy", "plan": "team", "tags": ["a", 1, null]}

        """

    @Test(arguments: ["jsonl", "json"])
    func validRecordsCarryTheRecordAsFiltersLeftIt(format: String) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--emit", "cleaned", "--format", format, "signups.jsonl"], in: root)
        let results = [
            #"{"index":0,"file":"signups.jsonl","line":1,"valid":true,"strategy":"default","errors":[],"#
                + #""cleaned":{"age":41,"name":"Ann Lee","plan":"free"}}"#,
            #"{"index":1,"file":"signups.jsonl","line":2,"valid":false,"strategy":"rules","reason":"1 rule failed","#
                + #""errors":[{"attribute":"name","rule":"minLength","message":"Name must be at least 2 characters long.","key":"tooShort","severity":"error","#
                + #""params":{"min":2,"unit":"characters"},"value":"x"}]}"#,
            #"{"index":2,"file":"signups.jsonl","line":3,"valid":true,"strategy":"default","errors":[],"#
                + #""cleaned":{"name":"Bo","plan":"team"}}"#,
            #"{"index":3,"file":"signups.jsonl","line":4,"valid":false,"error":"unexpected 'a', expected a value","errors":[]}"#,
            #"{"index":4,"file":"signups.jsonl","line":5,"valid":true,"strategy":"default","errors":[],"#
                + #""cleaned":{"name":"Cy","plan":"team","tags":["a",1,null]}}"#,
        ]
        let expected =
            format == "jsonl"
            ? results.joined(separator: "\n")
            : "{\"results\":[\n" + results.joined(separator: ",\n") + "\n],\"valid\":false,\"records\":5,\"invalid\":2}"
        #expect(run == .expect(1, stdout: expected))
    }

    @Test func aCSVRecordIsGivenBackAsItsTypedFields() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("name,plan,age\n\" Dee \",,7\n".utf8).write(to: root.appendingPathComponent("signups.csv"))
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--emit", "cleaned", "--format", "jsonl", "signups.csv"], in: root)
        #expect(
            run
                == .expect(
                    0,
                    stdout: #"{"index":0,"file":"signups.csv","line":2,"valid":true,"strategy":"default","errors":[],"#
                        + #""cleaned":{"age":7,"name":"Dee","plan":"free"}}"#))
    }

    @Test func textOutputRefusesIt() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--emit", "cleaned", "signups.jsonl"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--emit cleaned writes JSON: add --format json or --format jsonl"))
        let unknown = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--emit", "clean", "--format", "json", "signups.jsonl"], in: root)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--emit takes verdict, cleaned or input, not 'clean'"))
    }

    @Test func theDefaultEmitsVerdictsOnly() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "signups.jsonl"], in: root)
        let verdicts = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--emit", "verdict", "--format", "jsonl", "signups.jsonl"], in: root)
        #expect(plain == verdicts)
        #expect(!plain.stdout.contains("cleaned"))
    }

    private static func folder() throws -> URL {
        let root = try Fixtures.temporaryFolder()
        let rules = root.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        try Data(Self.rules.utf8).write(to: rules.appendingPathComponent("signup.lua"))
        try Data(Self.records.utf8).write(to: root.appendingPathComponent("signups.jsonl"))
        return root
    }
}
