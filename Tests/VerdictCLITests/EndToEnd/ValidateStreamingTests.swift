import Foundation
import Testing
import VerdictTestSupport

/// Records that trickle in through a pipe are reported as they come, not when the input ends.
@Suite struct ValidateStreamingTests {
    static let ann = #"{"name": "Ann", "age": 30}"#
    static let bo = #"{"name": "Bo", "age": 3}"#

    @Test func jsonLinesResultsStreamWhileTheInputStaysOpen() throws {
        let session = try StreamingSession(["validate", "--rules", "rules/person", "--format", "jsonl", "-"])
        try session.send(Self.ann + "\n")
        #expect(session.waitForLines(1), "the first result before the second record is written")
        try session.send(Self.bo + "\n")
        #expect(session.waitForLines(2), "the second result before the input is closed")
        let run = try session.finish()
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        {"index":0,"file":"<stdin>","line":1,"valid":true,"strategy":"default","errors":[]}
                        {"index":1,"file":"<stdin>","line":2,"valid":false,"strategy":"rules","reason":"1 rule failed","errors":[{"attribute":"age","rule":"min","message":"Age must be an adult.","key":"tooSmall","severity":"error","params":{"min":18},"value":3}]}
                        """))
    }

    /// Each format's reader stops before a record it would have to wait for, so the records
    /// already written are reported while the writer is still at work.
    @Test(arguments: [
        ("csv", "name,age\nAnn,30\n", "Bo,3\n", ""),
        ("json", "[" + ann + ",\n", bo + "]\n", ""),
        ("json", ann + "\n", bo + "\n", ""),
        ("yaml", "name: Ann\nage: 30\n...\n", "name: Bo\nage: 3\n...\n", ""),
    ])
    func everyFormatStreamsWhileTheInputStaysOpen(format: String, first: String, second: String, rest: String)
        throws
    {
        let session = try StreamingSession([
            "validate", "--rules", "rules/person", "--format", "jsonl", "--input-format", format, "-",
        ])
        try session.send(first)
        #expect(session.waitForLines(1), "the first result before the second record is written")
        try session.send(second + rest)
        #expect(session.waitForLines(2), "the second result before the input is closed")
        let run = try session.finish()
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").map { $0.contains(#""valid":true"#) } == [true, false])
    }

    /// A YAML document that is a list gives each item once the next one starts, not at its end.
    @Test func aYAMLListGivesEachItemOnceTheNextStarts() throws {
        let session = try StreamingSession([
            "validate", "--rules", "rules/person", "--format", "jsonl", "--input-format", "yaml", "-",
        ])
        try session.send("# people\n- name: Ann\n  age: 30\n- name: Bo\n")
        #expect(session.waitForLines(1), "Ann once Bo's item has started")
        try session.send("  age: 3\n- name: Cy\n")
        #expect(session.waitForLines(2), "Bo once Cy's item has started")
        try session.send("  age: 40\n")
        let run = try session.finish()
        #expect(run.status == 1)
        #expect(
            run.stdout.split(separator: "\n").map { String($0.prefix(60)) } == [
                #"{"index":0,"file":"<stdin>","line":2,"valid":true,"strategy""#,
                #"{"index":1,"file":"<stdin>","line":4,"valid":false,"strategy"#,
                #"{"index":2,"file":"<stdin>","line":6,"valid":true,"strategy""#,
            ])
    }

    /// A list whose items may be tied by an anchor is read whole, as it must be.
    @Test func aYAMLListWithAnchorsIsReadWhole() throws {
        let session = try StreamingSession([
            "validate", "--rules", "rules/person", "--format", "jsonl", "--input-format", "yaml", "-",
        ])
        try session.send("- &ann {name: Ann, age: 30}\n- *ann\n")
        try session.send("- {name: Bo, age: 3}\n")
        let run = try session.finish()
        #expect(run.stdout.split(separator: "\n").map { $0.contains(#""valid":true"#) } == [true, true, false])
    }

    @Test func textReportsAnInvalidRecordWhileTheInputStaysOpen() throws {
        let session = try StreamingSession(["validate", "--rules", "rules/person", "-"])
        try session.send(Self.ann + "\n" + Self.bo + "\n")
        #expect(session.waitForLines(2), "the invalid record before the input is closed")
        let run = try session.finish()
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:2 invalid (record 2)
                          age: Age must be an adult.
                        2 records, 1 invalid
                        """))
    }
}

/// A `verdict` process fed through a pipe that stays open, its output watched as it arrives.
final class StreamingSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let errors: Drain
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private var output = Data()

    init(_ arguments: [String]) throws {
        let stdout = Pipe()
        let stderr = Pipe()
        process.executableURL = VerdictProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.root
        process.environment = VerdictProcess.environment(noColor: true, extra: [:])
        process.standardInput = input
        process.standardOutput = stdout
        process.standardError = stderr
        try ChildProcess.run(process)
        errors = Drain(stderr.fileHandleForReading)
        let handle = stdout.fileHandleForReading
        DispatchQueue.global().async {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                self.lock.withLock { self.output.append(chunk) }
                self.arrived.signal()
            }
            self.ended.signal()
        }
    }

    /// Writes to the process's standard input, which stays open.
    func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Waits until the output holds `count` whole lines; `false` after `timeout` seconds.
    func waitForLines(_ count: Int, timeout: Double = 60) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while lock.withLock({ output.count(where: { $0 == 0x0A }) }) < count {
            if arrived.wait(timeout: deadline) == .timedOut { return false }
        }
        return true
    }

    /// Closes standard input and returns the whole run.
    func finish() throws -> CLIRun {
        try input.fileHandleForWriting.close()
        ended.wait()
        let stderr = errors.wait()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: lock.withLock { output }, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}
