import Foundation
import Testing
import VerdictTestSupport

/// `--progress` writes plain lines for logs, wherever standard error goes; without it nothing is
/// written to a pipe.
@Suite struct ValidateProgressTests {
    static let arguments = ["validate", "--rules", "rules/person", "data/people.jsonl"]

    @Test func progressWritesAPlainLineAtTheEndOfEachInput() throws {
        let run = try VerdictProcess.run(Self.arguments + ["data/person.json", "--progress"])
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.wholeMatch(of: /data\/people\.jsonl: 100% · 3 records( · [0-9,]+ records\/s)?/) != nil)
        #expect(lines.last?.wholeMatch(of: /data\/person\.json: 100% · 1 record( · [0-9,]+ records\/s)?/) != nil)
        #expect(!run.stderr.contains("\u{1B}") && !run.stderr.contains("\r"))
    }

    @Test func aPipeGetsNoProgressUnlessAsked() throws {
        let run = try VerdictProcess.run(Self.arguments)
        #expect(run.status == 1 && run.stderr.isEmpty)
        #expect(try VerdictProcess.run(Self.arguments + ["--no-progress"]) == run)
    }

    /// Every five seconds a line, with no share or time left for a pipe, whose size is unknown.
    @Test func progressWritesALineEveryFiveSecondsOnAPipe() throws {
        let session = try StreamingSession([
            "validate", "--rules", "rules/person", "--format", "jsonl", "--progress", "-",
        ])
        try session.send(ValidateStreamingTests.ann + "\n")
        #expect(session.waitForLines(1))
        Thread.sleep(forTimeInterval: 5.5)
        try session.send(ValidateStreamingTests.bo + "\n")
        #expect(session.waitForLines(2))
        let run = try session.finish()
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "one after five seconds, one at the end")
        for line in lines {
            #expect(line.wholeMatch(of: /<stdin>: 2 records · [0-9,]+ records\/s/) != nil, "\(line)")
        }
    }
}
