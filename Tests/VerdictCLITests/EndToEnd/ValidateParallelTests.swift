import Foundation
import Testing

/// With more than one job, workers frame, validate and format their batches' results and the
/// reading thread only writes them in order: the output is byte for byte that of one job, in every
/// format and with every option that shapes a result.
@Suite struct ValidateParallelTests {
    /// Thousands of lines of every kind: valid and invalid records, blank lines, CRLF, a line that
    /// is not JSON, one that is not an object; no line feed after the last.
    static func records() -> String {
        let lines = (1...3000).map { n -> String in
            switch n % 11 {
            case 0: ""
            case 1: #"{"name": "Ann \#(n)", "age": 30, "email": "ann@example.com"}"# + "\r"
            case 2: #"{"name": "A", "age": 12, "email": "nope", "ref": "r-\#(n)"}"#
            case 3: #"{"name": "Bo", "age": 30"#
            case 4: "  \t"
            case 5: "[\(n)]"
            case 6: #"{"name": "Élodie", "age": 18.5, "ref": \#(n)}"#
            default: #"{"name": "Carl", "age": \#(n % 40), "member": "yes", "ref": "r-\#(n)"}"#
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test(arguments: [
        ["--format", "text"],
        ["--format", "text", "--explain", "--id", "ref"],
        ["--format", "json"],
        ["--format", "json", "--id", "ref", "--emit", "input"],
        ["--format", "jsonl"],
        ["--format", "jsonl", "--explain", "--emit", "cleaned"],
        ["--format", "jsonl", "--first-error", "--strict"],
    ])
    func everyJobCountWritesWhatOneJobWrites(options: [String]) throws {
        try expectEveryJobCountWritesWhatOneJobWrites(
            file: "many.jsonl", contents: Self.records(), options: options, atLeast: 100_000)
    }

    /// Validates `contents`, written to `file`, with `options` on one job, then on two and three,
    /// and expects the same output each time (and one job's to be at least `bytes` long).
    private func expectEveryJobCountWritesWhatOneJobWrites(
        file: String, contents: String, options: [String], atLeast bytes: Int
    ) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(contents.utf8).write(to: folder.appendingPathComponent(file))
        let rules = Fixtures.root.appendingPathComponent("rules/person").path
        let arguments = ["validate", "--rules", rules] + options + [file]
        let one = try VerdictProcess.run(arguments + ["--jobs", "1"], in: folder)
        #expect(one.status == 1)
        #expect(one.stdout.count > bytes)
        for jobs in [2, 3] {
            let many = try VerdictProcess.run(arguments + ["--jobs", "\(jobs)"], in: folder)
            #expect(many == one, "--jobs \(jobs) \(options.joined(separator: " "))")
        }
    }

    /// Thousands of CSV rows of every kind: valid and invalid records, quoted fields with commas,
    /// quotes and line ends, blank lines, CRLF and a CR alone, rows of the wrong width, a quote
    /// inside an unquoted field; no line end after the last.
    static func rows() -> String {
        let rows = (1...3000).map { n -> String in
            switch n % 9 {
            case 0: ""
            case 1: "\"Ann \(n)\",30,ann@example.com,r-\(n),\r"
            case 2: "A,12,nope,r-\(n),"
            case 3: "\"Bo, \"\"the\"\"\nsecond\",30,,r-\(n),yes"
            case 4: "Bo,30\r\n"
            case 5: "Car\"l,30,,r-\(n),"
            case 6: "Élodie,18.5,,\(n),"
            default: "Carl,\(n % 40),,r-\(n),yes"
            }
        }
        return "name,age,email,ref,member\n" + rows.joined(separator: "\n")
    }

    @Test(arguments: [["--format", "text", "--id", "ref"], ["--format", "json"], ["--format", "jsonl", "--explain"]])
    func everyJobCountReadsCSVAsOneJobDoes(options: [String]) throws {
        try expectEveryJobCountWritesWhatOneJobWrites(
            file: "many.csv", contents: Self.rows(), options: options, atLeast: 50_000)
    }
}
