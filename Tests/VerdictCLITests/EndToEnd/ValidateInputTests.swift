import Foundation
import Testing

/// `verdict validate` reads every input kind: JSON (object, array), JSON Lines / NDJSON, YAML (one
/// document, a stream), CSV with typed values, and standard input.
@Suite struct ValidateInputTests {
    /// The report of `data/people.*`: the second record breaks three rules, the third one.
    static func peopleReport(_ file: String, lines: (Int, Int)) -> String {
        """
        \(file):\(lines.0) invalid (record 2)
          name: Name must be at least 2 characters long.
          age: Age must be an adult.
          email: Email must be an email address such as name@example.com.
        \(file):\(lines.1) invalid (record 3)
          zip: Postal code must match the pattern [0-9]{5}.
        3 records, 2 invalid
        """
    }

    @Test func jsonObjectIsOneRecord() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/person.json"])
        #expect(run == .expect(0, stdout: "1 record, 0 invalid"))
    }

    @Test func jsonArrayReportsEachElementAtItsLine() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/people.json"])
        #expect(run == .expect(1, stdout: Self.peopleReport("data/people.json", lines: (3, 4))))
    }

    @Test(arguments: ["data/people.jsonl", "data/people.ndjson"])
    func jsonLines(file: String) throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", file])
        #expect(run == .expect(1, stdout: Self.peopleReport(file, lines: (2, 3))))
    }

    @Test func yamlSingleDocumentIsOneRecord() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/person.yaml"])
        #expect(run == .expect(0, stdout: "1 record, 0 invalid"))
    }

    @Test func yamlStreamReportsEachDocumentAtItsFirstLine() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/people.yaml"])
        #expect(run == .expect(1, stdout: Self.peopleReport("data/people.yaml", lines: (6, 10))))
    }

    /// Unquoted fields are typed (`30` an integer, `true` a boolean, `1234` a number, `19.5` a
    /// double, empty absent); quoted ones stay strings (`"45"`), as does `01234`.
    @Test func csvValuesAreTyped() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/people.csv"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/people.csv:3 invalid (record 2)
                          name: Name must be at least 2 characters long.
                          age: Age must be an adult.
                          email: Email must be an email address such as name@example.com.
                          member: Member must be a boolean: true or false.
                          zip: Postal code should be a string.
                        data/people.csv:4 invalid (record 3)
                          age: Age must be an integer.
                          age: Age should be a number.
                        data/people.csv:5 invalid (record 4)
                          age: Age must be an integer.
                        4 records, 3 invalid
                        """))
    }

    @Test func standardInputIsNamedStdinAndItsFormatGuessed() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "-"], stdin: try Fixtures.data("data/people.jsonl"))
        #expect(run == .expect(1, stdout: Self.peopleReport("<stdin>", lines: (2, 3))))
    }

    @Test func standardInputAmongFilesKeepsTheOrderGiven() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "data/person.yaml", "-", "data/person.json"],
            stdin: try Fixtures.data("data/people.yaml"))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:6 invalid (record 2)
                          name: Name must be at least 2 characters long.
                          age: Age must be an adult.
                          email: Email must be an email address such as name@example.com.
                        <stdin>:10 invalid (record 3)
                          zip: Postal code must match the pattern [0-9]{5}.
                        5 records, 2 invalid
                        """))
    }

    @Test func inputFormatOverridesTheExtension() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--input-format", "jsonl", "-"],
            stdin: Data(#"{"name": "Ann", "age": 30}"#.utf8))
        #expect(run == .expect(0, stdout: "1 record, 0 invalid"))
    }

    /// A bad line is reported with its file and line and counted; the records after it are still
    /// validated.
    @Test func badJSONLineInTheMiddleIsReportedAndTheRestValidated() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/bad-line.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/bad-line.jsonl:3 unreadable (record 3)
                          expected a string key, found '}'
                        data/bad-line.jsonl:4 invalid (record 4)
                          name: Name must be at least 2 characters long.
                        5 records, 2 invalid (1 unreadable)
                        """))
    }

    @Test func emptyInputHasNoRecords() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "-"], stdin: Data())
        #expect(run == .expect(0, stdout: "0 records, 0 invalid"))
    }

    /// An empty or white-space-only `.json` file holds no record: 0 records, exit 0, as `--help`
    /// and the command-line article say — with `--strict` too, which is about a record's keys.
    @Test(arguments: ["", " \n\t\r\n", "\u{FEFF}"])
    func emptyJSONFileHasNoRecords(text: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("empty.json"))
        let rules = Fixtures.root.appendingPathComponent("rules/person").path
        for strict in [[], ["--strict"]] {
            let run = try VerdictProcess.run(["validate", "--rules", rules] + strict + ["empty.json"], in: folder)
            #expect(run == .expect(0, stdout: "0 records, 0 invalid"))
        }
    }

    /// A UTF-8 byte order mark at the start of an input is ignored in every format, as
    /// `verdict serve` ignores it before a body.
    @Test(arguments: [
        ("json", #"{"name": "A", "age": 30}"#, 1), ("jsonl", #"{"name": "A", "age": 30}"#, 1),
        ("csv", "name,age\nA,30", 2), ("yaml", "name: A\nage: 30", 1),
    ])
    func byteOrderMarkIsIgnored(format: String, text: String, line: Int) throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--input-format", format, "-"],
            stdin: Data([0xEF, 0xBB, 0xBF] + Array((text + "\n").utf8)))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:\(line) invalid (record 1)
                          name: Name must be at least 2 characters long.
                        1 record, 1 invalid
                        """))
    }

    /// A key given twice: in JSON the last value counts (as in `verdict serve`); YAML refuses the
    /// mapping and CSV the header, as the command-line article says.
    @Test(arguments: [
        (
            "json", #"[{"name": "Ann", "age": 30, "name": "A"}]"#,
            """
            <stdin>:1 invalid (record 1)
              name: Name must be at least 2 characters long.
            1 record, 1 invalid
            """, ""
        ),
        (
            "jsonl", #"{"name": "A", "age": 30, "name": "Ann"}"#, "1 record, 0 invalid", ""
        ),
        (
            "yaml", "name: Ann\nage: 30\nname: A",
            """
            <stdin>:1 unreadable (record 1)
              duplicate key 'name' in mapping
            1 record, 1 invalid (1 unreadable)
            """, ""
        ),
        (
            "csv", "name,age,name\nAnn,30,A", "0 records, 0 invalid, 1 input not read",
            "verdict: <stdin>:1: column name 'name' appears twice in the header"
        ),
    ])
    func repeatedKeys(format: String, text: String, stdout: String, stderr: String) throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--input-format", format, "-"], stdin: Data((text + "\n").utf8))
        #expect(run.stdout == CLIRun.lines(stdout))
        #expect(run.stderr == CLIRun.lines(stderr))
    }
}
