import Foundation
import Testing

/// Colour only on a terminal and only without `NO_COLOR`; the progress bar only on a terminal,
/// never on the same line as a result.
@Suite struct TerminalOutputTests {
    static let arguments = ["validate", "--rules", "rules/person", "data/people.jsonl"]

    static func report(bold: (String) -> String, red: (String) -> String, dim: (String) -> String) -> String {
        """
        \(bold("data/people.jsonl:2")) \(red("invalid"))\(dim(" (record 2)"))
          name: Name must be at least 2 characters long.
          age: Age must be an adult.
          email: Email must be an email address such as name@example.com.
        \(bold("data/people.jsonl:3")) \(red("invalid"))\(dim(" (record 3)"))
          zip: Postal code must match the pattern [0-9]{5}.
        """
    }

    static func style(_ code: Int) -> @Sendable (String) -> String {
        { "\u{1B}[\(code)m\($0)\u{1B}[0m" }
    }

    static func plain(_ text: String) -> String { text }

    @Test func terminalGetsColour() throws {
        let run = try VerdictProcess.runOnTerminal(Self.arguments, noColor: false)
        let report = Self.report(bold: Self.style(1), red: Self.style(31), dim: Self.style(2))
        #expect(run == .expect(1, stdout: report + "\n" + Self.style(1)("3 records, 2 invalid")))
    }

    @Test func allValidSummaryIsGreen() throws {
        let run = try VerdictProcess.runOnTerminal(
            ["validate", "--rules", "rules/person", "data/person.json"], noColor: false)
        #expect(run == .expect(0, stdout: Self.style(32)("1 record, 0 invalid")))
    }

    @Test func noColorIsRespectedOnATerminal() throws {
        let run = try VerdictProcess.runOnTerminal(Self.arguments, noColor: true)
        let report = Self.report(bold: Self.plain, red: Self.plain, dim: Self.plain)
        #expect(run == .expect(1, stdout: report + "\n3 records, 2 invalid"))
    }

    /// `NO_COLOR` set to the empty string does not count, as no-color.org says.
    @Test func emptyNoColorStillColours() throws {
        let run = try VerdictProcess.runOnTerminal(
            ["validate", "--rules", "rules/person", "data/person.json"], noColor: false, environment: ["NO_COLOR": ""])
        #expect(run == .expect(0, stdout: Self.style(32)("1 record, 0 invalid")))
    }

    @Test func pipeGetsNoEscapeCodesWithoutNoColor() throws {
        let run = try VerdictProcess.run(Self.arguments, noColor: false)
        let report = Self.report(bold: Self.plain, red: Self.plain, dim: Self.plain)
        #expect(run == .expect(1, stdout: report + "\n3 records, 2 invalid"))
        #expect(!run.stdout.contains("\u{1B}"))
    }

    /// With both outputs on one terminal, each window's results are written whole, then the bar
    /// is drawn below them and cleared before the next results and the summary.
    @Test func progressBarIsClearedBeforeResults() throws {
        let run = try VerdictProcess.runOnTerminal(Self.arguments, noColor: true, stderrOnTerminal: true)
        let report = Self.report(bold: Self.plain, red: Self.plain, dim: Self.plain)
        let clear = "\r\u{1B}[2K"
        #expect(run.status == 1)
        // The pace is shown once 50 ms have passed, which a run of three records may not reach.
        let bar = try #require(
            run.stdout.firstMatch(of: /data\/people\.jsonl: 100% · 3 records( · [0-9,]+ records\/s)?/))
        #expect(run.stdout == report + "\n" + clear + bar.output.0 + clear + "3 records, 2 invalid\n")
    }

    /// `--no-progress` draws nothing, even on a terminal.
    @Test func noProgressDrawsNothingOnATerminal() throws {
        let run = try VerdictProcess.runOnTerminal(
            Self.arguments + ["--no-progress"], noColor: true, stderrOnTerminal: true)
        let report = Self.report(bold: Self.plain, red: Self.plain, dim: Self.plain)
        #expect(run == .expect(1, stdout: report + "\n3 records, 2 invalid"))
    }

    /// On a terminal, a long file's line gives the share read, the records, the pace and the
    /// time left, and the share only grows.
    @Test func theLineGivesShareRecordsPaceAndTimeLeft() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = (1...60_000).map { #"{"name": "Ann", "age": \#($0 % 90)}"# }
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("many.jsonl"))
        let rules = Fixtures.root.appendingPathComponent("rules/person").path
        let run = try VerdictProcess.runOnTerminal(
            ["validate", "--rules", rules, "--jobs", "1", "--format", "jsonl", "many.jsonl"], in: folder,
            noColor: true, stderrOnTerminal: true)
        #expect(run.status == 1)
        let draws = run.stdout.matches(
            of: /\r\u{1B}\[2Kmany\.jsonl: ([0-9]+)% · ([0-9,]+) records( · [0-9,]+ records\/s)?( · [0-9]+ s left)?/)
        #expect(draws.count >= 2, "the line is redrawn while the file is read")
        let shares = draws.compactMap { Int($0.output.1) }
        #expect(shares == shares.sorted() && shares.last == 100)
        #expect(draws.contains { $0.output.3 != nil }, "the pace once 50 ms have passed")
        #expect(draws.contains { $0.output.4 != nil }, "the time left while the file is read")
    }

    /// A long input on a terminal: no result line ever starts after the bar on its line.
    @Test func progressBarNeverSharesALineWithResults() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = (1...5000).map { #"{"name": "\#($0 % 2 == 0 ? "A" : "Ann")", "age": 30}"# }
        try Data((records.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("many.jsonl"))
        let rules = Fixtures.root.appendingPathComponent("rules/person").path
        let run = try VerdictProcess.runOnTerminal(
            ["validate", "--rules", rules, "--jobs", "1", "many.jsonl"], in: folder, noColor: true,
            stderrOnTerminal: true)
        #expect(run.status == 1)
        let screen = Self.render(run.stdout)
        let invalid = (1...2500).map {
            "many.jsonl:\($0 * 2) invalid (record \($0 * 2))\n  name: Name must be at least 2 characters long."
        }
        #expect(screen == invalid.joined(separator: "\n") + "\n5000 records, 2500 invalid\n")
    }

    /// What a terminal shows: `\r` returns to the line's start and `ESC [2K` erases the line.
    static func render(_ output: String) -> String {
        var lines: [String] = []
        var line = ""
        var rest = Substring(output)
        while let c = rest.first {
            if rest.hasPrefix("\r\u{1B}[2K") {
                line = ""
                rest = rest.dropFirst(5)
                continue
            }
            rest = rest.dropFirst()
            if c == "\n" {
                lines.append(line)
                line = ""
            } else {
                line.append(c)
            }
        }
        return lines.map { $0 + "\n" }.joined() + line
    }
}
