import Foundation
import VerdictTestSupport

/// What one run of the built `verdict` binary produced.
///
/// Golden texts in the end-to-end tests are written as whole lines: ``expect(_:stdout:stderr:)``
/// ends every non-empty expected text with a newline, so a golden literal needs no trailing blank
/// line, and an output that lacks its final newline still fails.
struct CLIRun: Equatable, CustomStringConvertible {
    /// The exit status.
    var status: Int32
    /// Everything written to standard output.
    var stdout: String
    /// Everything written to standard error.
    var stderr: String

    /// The run a test expects: `stdout` and `stderr` as lines, each ending with a newline.
    static func expect(_ status: Int32, stdout: String = "", stderr: String = "") -> CLIRun {
        CLIRun(status: status, stdout: lines(stdout), stderr: lines(stderr))
    }

    /// The text with a final newline, unless it is empty.
    static func lines(_ text: String) -> String {
        text.isEmpty ? "" : text + "\n"
    }

    var description: String {
        "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)---"
    }
}

/// Runs the `verdict` executable that `swift build` put beside the test bundle.
enum VerdictProcess {
    /// The built binary: the test bundle's directory holds every product of the package.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("verdict")

    /// Runs `verdict` with arguments, in a directory, with a clean environment.
    ///
    /// - Parameters:
    ///   - arguments: the command line after `verdict`.
    ///   - directory: the working directory; the fixtures folder unless given, so the file names
    ///     in messages are short and stable.
    ///   - stdin: bytes piped into standard input, which is then closed; `nil` gives `/dev/null`.
    ///   - noColor: whether `NO_COLOR=1` is set.
    ///   - environment: more variables; nothing else is inherited (no `VERDICT_RULES`).
    ///   - executable: the program to run; `verdict` unless said otherwise (a shell, to pass
    ///     arguments that are not UTF-8).
    /// - Returns: the exit status and both outputs.
    static func run(
        _ arguments: [String], in directory: URL = Fixtures.root, stdin: Data? = nil, noColor: Bool = true,
        environment: [String: String] = [:], executable: URL = VerdictProcess.executable
    ) throws -> CLIRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = Self.environment(noColor: noColor, extra: environment)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let input = stdin.map { _ in Pipe() }
        process.standardInput = input ?? FileHandle.nullDevice
        try ChildProcess.run(process)
        let stdoutData = Drain(output.fileHandleForReading)
        let stderrData = Drain(errors.fileHandleForReading)
        if let input, let stdin {
            try input.fileHandleForWriting.write(contentsOf: stdin)
            try input.fileHandleForWriting.close()
        }
        let out = stdoutData.wait()
        let err = stderrData.wait()
        process.waitUntilExit()
        return CLIRun(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// The child's whole environment.
    static func environment(noColor: Bool, extra: [String: String]) -> [String: String] {
        var environment = ["PATH": "/usr/bin:/bin", "LANG": "C"]
        if noColor { environment["NO_COLOR"] = "1" }
        environment.merge(extra) { _, new in new }
        return environment
    }
}

/// Reads a file handle to its end on another thread, so two pipes never block each other.
final class Drain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Waits for the end of the input and returns everything read.
    func wait() -> Data {
        done.wait()
        return data
    }
}
