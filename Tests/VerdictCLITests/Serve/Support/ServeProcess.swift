import Foundation
import Synchronization
import VerdictTestSupport

/// A real `verdict serve` process on 127.0.0.1 and a free port, over a rules directory of its own.
///
/// The binary is the one built beside the test bundle. The server is started with `--port 0` and
/// the URL it prints on standard output; its standard error (the log) is collected for assertions.
/// Call ``stop()`` when done (SIGTERM, then wait).
final class ServeProcess {
    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// Bytes a pipe delivered so far.
    final class Capture: Sendable {
        private let bytes = Mutex(Data())

        func append(_ data: Data) { bytes.withLock { $0.append(data) } }

        var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
    }

    /// The rules directory the server watches.
    let rules: URL
    /// `http://127.0.0.1:PORT`.
    let baseURL: URL
    private let process: Process
    private let output: Capture
    private let log: Capture

    /// The server's standard error so far: its log.
    var logText: String { log.text }

    /// The server's standard output so far.
    var outputText: String { output.text }

    /// The port the server listens on.
    var port: Int { baseURL.port ?? 0 }

    /// A URL on the server.
    func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path) ?? baseURL
    }

    private init(rules: URL, baseURL: URL, process: Process, output: Capture, log: Capture) {
        self.rules = rules
        self.baseURL = baseURL
        self.process = process
        self.output = output
        self.log = log
    }

    /// The `verdict` executable built beside the test bundle.
    static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("verdict")
    }

    /// Starts a server over a rules directory and waits until it listens.
    /// - Parameters:
    ///   - rules: the rules directory.
    ///   - arguments: more options (`--max-body-bytes 100`).
    ///   - environment: variables added to the test's own (`LOG_LEVEL`).
    static func start(rules: URL, arguments: [String] = [], environment: [String: String] = [:]) async throws
        -> ServeProcess
    {
        let process = Process()
        process.executableURL = binary
        process.arguments =
            ["serve", "--rules", rules.path, "--host", "127.0.0.1", "--port", "0", "--watch-interval", "0.1"]
            + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Capture()
        let log = Capture()
        let outPipe = Pipe()
        let errPipe = Pipe()
        outPipe.fileHandleForReading.readabilityHandler = { output.append($0.availableData) }
        errPipe.fileHandleForReading.readabilityHandler = { log.append($0.availableData) }
        process.standardOutput = outPipe
        process.standardError = errPipe
        try ChildProcess.run(process)
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if let line = output.text.split(separator: "\n").first(where: { $0.contains("listening on ") }),
                let address = line.components(separatedBy: "listening on ").last,
                let url = URL(string: String(address))
            {
                return ServeProcess(rules: rules, baseURL: url, process: process, output: output, log: log)
            }
            if !process.isRunning {
                throw StartError(description: "verdict serve exited (\(process.terminationStatus)): \(log.text)")
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.terminate()
        throw StartError(description: "verdict serve did not start in 120 s: \(log.text)")
    }

    /// Waits until the log contains a text `count` times, for at most `timeout`.
    /// - Returns: whether it did.
    func waitForLog(_ text: String, count: Int = 1, timeout: Duration = .seconds(60)) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if logText.components(separatedBy: text).count > count { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return logText.components(separatedBy: text).count > count
    }

    /// The process id.
    var processIdentifier: Int32 { process.processIdentifier }

    /// The server id it logged at start (`server id 0123456789abcdef`), the one it names itself by
    /// in `Verdict-Via`.
    var serverID: String {
        logText.components(separatedBy: "server id ").dropFirst().first.map { String($0.prefix(16)) } ?? ""
    }

    /// Sends the server a signal (SIGTERM, SIGINT) without waiting.
    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the server to exit, for at most `timeout`.
    /// - Returns: its exit status and whether it ended with a signal; `nil` if it still runs.
    func waitForExit(timeout: Duration = .seconds(60)) async -> (status: Int32, bySignal: Bool)? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        guard !process.isRunning else { return nil }
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal)
    }

    /// Stops the server (SIGTERM) and waits for it to exit.
    /// - Returns: the exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning {
            process.terminate()
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
