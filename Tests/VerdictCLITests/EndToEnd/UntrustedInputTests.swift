import Foundation
import Testing

/// Input the command line must read or show safely, whoever wrote it.
@Suite struct UntrustedInputTests {
    /// With `--strict`, an unknown key is an error that names it: a key holding a terminal escape
    /// and a line end must not colour the terminal or forge a line of the report.
    @Test func aKeyIsShownEscapedInTheTextReport() throws {
        let record = #"{"name":"Ann","age":30,"\u001b[2J\ndata/people.jsonl:9 valid":1}"# + "\n"
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--scenario", "signup", "--strict", "-"],
            stdin: Data(record.utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: #"""
                        <stdin>:1 invalid (record 1)
                          \u{1b}[2J\ndata/people.jsonl:9 valid: \u{1b}[2 j\ndata/people.jsonl:9 valid is not a safe attribute in scenario 'signup'.
                        1 record, 1 invalid
                        """#))
    }

    /// A CSV header given as a terminal escape, read with `--strict`.
    @Test func aCSVHeaderIsShownEscapedInTheTextReport() throws {
        let csv = "name,age,\u{9b}31mcolour\r\nAnn,30,x\r\n"
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--scenario", "signup", "--strict", "--input-format", "csv", "-"],
            stdin: Data(csv.utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: #"""
                        <stdin>:2 invalid (record 1)
                          \u{9b}31mcolour: \u{9b}31mcolour is not a safe attribute in scenario 'signup'.
                        1 record, 1 invalid
                        """#))
    }

    /// Classic Mac line ends (CR alone) separate records, as RFC 4180 readers commonly accept:
    /// read as one header row, the file's records went unvalidated with exit status 0.
    @Test(arguments: ["\r", "\n", "\r\n"])
    func csvRecordsEndWithAnyLineEnd(end: String) throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = ["name,age", "Ann,30", "B,12", "Cy,40"].joined(separator: end) + end
        try Data(csv.utf8).write(to: folder.appendingPathComponent("people.csv"))
        let run = try VerdictProcess.run(
            ["validate", "--rules", Fixtures.root.appendingPathComponent("rules/person").path, "people.csv"],
            in: folder)
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        people.csv:3 invalid (record 2)
                          name: Name must be at least 2 characters long.
                          age: Age must be an adult.
                        3 records, 1 invalid
                        """))
    }

    /// One minimum length for the workbench's token, wherever it comes from.
    @Test func aShortWorkbenchTokenFromTheEnvironmentIsRefused() throws {
        let run = try VerdictProcess.run(
            ["serve", "--rules", "rules/person", "--workbench", "--port", "0"],
            environment: ["VERDICT_WORKBENCH_TOKEN": "x"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("VERDICT_WORKBENCH_TOKEN must have at least 16 characters"))
    }

    /// YAML documents had no size cap (one of 6 MB peaked at 649 MB parsed): one past the cap every
    /// reader shares (64 MiB) is an error at its first line, and the documents after it are read.
    @Test(.timeLimit(.minutes(2))) func aYAMLDocumentPastTheCapIsSkippedAtItsLine() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.yaml")
        _ = FileManager.default.createFile(atPath: path.path, contents: nil)
        let file = try FileHandle(forWritingTo: path)
        try file.write(contentsOf: Data("name: Ann\nage: 30\n---\nname: Big\nnotes:\n".utf8))
        let line = Data(("  - " + String(repeating: "x", count: 1_020) + "\n").utf8)
        let block = Array(repeating: line, count: 1_024).reduce(Data(), +)
        for _ in 0..<65 { try file.write(contentsOf: block) }  // 65 MiB of list items
        try file.write(contentsOf: Data("---\nname: B\nage: 12\n".utf8))
        try file.close()
        let run = try VerdictProcess.run(
            ["validate", "--rules", Fixtures.root.appendingPathComponent("rules/person").path, "big.yaml"],
            in: folder)
        let itemLines = 65 * 1_024
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        big.yaml:3 unreadable (record 2)
                          document is longer than 64 MiB, skipped to the next document
                        big.yaml:\(itemLines + 7) invalid (record 3)
                          name: Name must be at least 2 characters long.
                          age: Age must be an adult.
                        3 records, 2 invalid (1 unreadable)
                        """))
    }
}
