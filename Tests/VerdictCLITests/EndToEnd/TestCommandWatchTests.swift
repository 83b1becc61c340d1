import Foundation
import Testing
import VerdictTestSupport

/// `verdict test --watch`: runs the examples, then again after every change of the rules
/// directory, until interrupted.
@Suite struct TestCommandWatchTests {
    static let waiting = "watching coupon for changes (Ctrl-C stops)\n"

    /// The examples pass; an edit makes one fail; an edit breaks the file; an edit fixes it; each
    /// run's output is whole. SIGINT ends the process.
    @Test func runsAgainOnEveryChangeUntilInterrupted() async throws {
        let folder = try Fixtures.folder(withRules: "coupon", Self.coupon(code: "SPRING26"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("coupon/coupon.lua")
        let process = Process()
        process.executableURL = VerdictProcess.executable
        process.arguments = ["test", "--rules", "coupon", "--watch"]
        process.currentDirectoryURL = folder
        process.environment = VerdictProcess.environment(noColor: true, extra: [:])
        let output = ServeProcess.Capture()
        let errors = ServeProcess.Capture()
        let outPipe = Pipe()
        let errPipe = Pipe()
        outPipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        errPipe.fileHandleForReading.readabilityHandler = { errors.append($0.availableData) }
        process.standardOutput = outPipe
        process.standardError = errPipe
        try ChildProcess.run(process)
        defer { if process.isRunning { process.terminate() } }

        var runs = [String]()
        /// Waits for the next run's closing line and returns what the run wrote.
        func nextRun() async throws -> String {
            let deadline = ContinuousClock.now + .seconds(60)
            while output.text.components(separatedBy: Self.waiting).count <= runs.count + 1 {
                try #require(ContinuousClock.now < deadline, "no run \(runs.count + 1): \(output.text)")
                try await Task.sleep(for: .milliseconds(20))
            }
            let run = output.text.components(separatedBy: Self.waiting)[runs.count] + Self.waiting
            runs.append(run)
            return run
        }

        #expect(try await nextRun() == "2 passed, 0 failed\n" + Self.waiting)
        try Data(Self.coupon(code: "SPRING").utf8).write(to: file)
        #expect(
            try await nextRun()
                == """
                FAIL Coupon valid example 1 (coupon/coupon.lua:9): expected valid, got 1 error
                  code: Code must be exactly 8 characters long.
                1 passed, 1 failed

                """ + Self.waiting)
        try Data("return { model = \"Coupon\", rules = {".utf8).write(to: file)
        #expect(try await nextRun() == Self.waiting)
        #expect(errors.text == "coupon/coupon.lua:1: unexpected symbol near <eof>\n")
        try Data(Self.coupon(code: "AUTUMN26").utf8).write(to: file)
        #expect(try await nextRun() == "2 passed, 0 failed\n" + Self.waiting)

        kill(process.processIdentifier, SIGINT)
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!process.isRunning)
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
    }

    @Test func watchingNeedsTheTextFormat() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person", "--watch", "--format", "json"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --watch writes text: leave out --format json\n"))
    }

    /// A coupon model whose valid example has `code`.
    static func coupon(code: String) -> String {
        """
        return {
          model = "Coupon",
          rules = {
            { "code", "required" },
            { "code", "exactLength", 8 },
          },
          examples = {
            valid = {
              { code = "\(code)" },
            },
            invalid = { {} },
          },
        }
        """
    }
}
