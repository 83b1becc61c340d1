import Foundation
import Testing

/// A record that is not what its input claims is reported with its file and line and counted as
/// invalid; every other record is still validated, in input order, however many workers run.
@Suite struct ValidateRecoveryTests {
    @Test(arguments: [
        (
            "data/bad-document.yaml",
            """
            data/bad-document.yaml:6 unreadable (record 2)
              did not find expected ',' or ']' while parsing a flow sequence
            data/bad-document.yaml:8 invalid (record 3)
              name: Name must be at least 2 characters long.
            3 records, 2 invalid (1 unreadable)
            """
        ),
        (
            "data/bad-rows.csv",
            """
            data/bad-rows.csv:3 unreadable (record 2)
              record has 3 fields, the header has 2
            data/bad-rows.csv:4 unreadable (record 3)
              record has 1 field, the header has 2
            data/bad-rows.csv:5 invalid (record 4)
              name: Name must be at least 2 characters long.
            4 records, 3 invalid (2 unreadable)
            """
        ),
        (
            "data/bad-element.json",
            """
            data/bad-element.json:3 unreadable (record 2)
              expected ',' or '}' after object field
            data/bad-element.json:4 invalid (record 3)
              name: Name must be at least 2 characters long.
            3 records, 2 invalid (1 unreadable)
            """
        ),
        (
            "data/not-objects.jsonl",
            """
            data/not-objects.jsonl:2 unreadable (record 2)
              a record must be an object, found an array
            data/not-objects.jsonl:4 unreadable (record 3)
              a record must be an object, found a string
            4 records, 2 invalid (2 unreadable)
            """
        ),
    ])
    func brokenRecordIsReportedAndTheRestValidated(file: String, report: String) throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", file])
        #expect(run == .expect(1, stdout: report))
    }

    /// Thousands of records over several windows: two workers give the very same output as one.
    @Test func parallelWorkersKeepInputOrder() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = (1...5000).map { n in
            switch Kind(n) {
            case .broken: #"{"name": "Ann", "age": 30"#
            case .minor: #"{"name": "Ann", "age": 10}"#
            case .valid: #"{"name": "Ann", "age": 30}"#
            }
        }
        try Data((records.joined(separator: "\n") + "\n").utf8)
            .write(to: folder.appendingPathComponent("many.jsonl"))
        let rules = Fixtures.root.appendingPathComponent("rules/person").path
        let arguments = ["validate", "--rules", rules, "--format", "jsonl", "many.jsonl"]
        let serial = try VerdictProcess.run(arguments + ["--jobs", "1"], in: folder)
        let parallel = try VerdictProcess.run(arguments + ["--jobs", "2"], in: folder)
        #expect(parallel == serial)
        let expected = (1...5000).map { n in
            let place = #""index":\#(n - 1),"file":"many.jsonl","line":\#(n),"#
            return switch Kind(n) {
            case .broken: #"{\#(place)"valid":false,"error":"unexpected end of input in object","errors":[]}"#
            case .minor:
                #"{\#(place)"valid":false,"strategy":"rules","reason":"1 rule failed","errors":[{"attribute":"age","#
                    + #""rule":"min","message":"Age must be an adult.","key":"tooSmall","severity":"error","params":{"min":18},"value":10}]}"#
            case .valid: #"{\#(place)"valid":true,"strategy":"default","errors":[]}"#
            }
        }
        #expect(serial == .expect(1, stdout: expected.joined(separator: "\n")))
    }

    /// Every seventh record is cut short, every fifth too young, the rest valid.
    private enum Kind {
        case broken, minor, valid

        init(_ n: Int) {
            self = n % 7 == 0 ? .broken : n % 5 == 0 ? .minor : .valid
        }
    }
}
