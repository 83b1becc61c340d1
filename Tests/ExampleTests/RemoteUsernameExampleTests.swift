import Foundation
import Synchronization
import Testing
import VerdictTestSupport

/// Runs the RemoteUsername example against a real `verdict serve` on the shipped rules.
@Suite struct RemoteUsernameExampleTests {
    @Test func checksTheSampleNamesAgainstTheServer() async throws {
        let server = try await Server.start()
        defer { server.stop() }
        let url = server.base + "/v1/remote/User/username"
        let (status, output) = try run(["--url", url])
        #expect(status == 0)
        #expect(
            output == """
                checking usernames at \(url)
                "ann_1": waitingForRemote → valid
                "al": invalid — Use at least 3 characters.
                "ann smith": waitingForRemote → invalid — The server does not accept this username.
                "grace_hopper_1906_navy": waitingForRemote → invalid — The server does not accept this username.

                """)
    }

    @Test func saysWhenTheServerIsDown() async throws {
        let server = try await Server.start()
        let url = server.base + "/v1/remote/User/username"
        server.stop()
        let (status, output) = try run(["--url", url, "ann_1"])
        #expect(status == 1)
        #expect(
            output.hasPrefix(
                """
                checking usernames at \(url)
                "ann_1": waitingForRemote → invalid — String could not be checked: remote check at \(url): 
                """))
    }

    private func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = Server.binaries.appendingPathComponent("RemoteUsernameExample")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try ChildProcess.run(process)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// `verdict serve --rules rules --port 0`, from the package root.
private final class Server {
    static let binaries = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    static let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("rules")

    let base: String
    private let process: Process

    private init(base: String, process: Process) {
        self.base = base
        self.process = process
    }

    static func start() async throws -> Server {
        let process = Process()
        process.executableURL = binaries.appendingPathComponent("verdict")
        process.arguments = ["serve", "--rules", rules.path, "--host", "127.0.0.1", "--port", "0"]
        let output = Mutex(Data())
        let pipe = Pipe()
        pipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            output.withLock { $0.append(data) }
        }
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try ChildProcess.run(process)
        for _ in 0..<1_500 {
            let text = output.withLock { String(decoding: $0, as: UTF8.self) }
            if let range = text.range(of: "listening on "), let end = text[range.upperBound...].firstIndex(of: "\n") {
                return Server(base: String(text[range.upperBound..<end]), process: process)
            }
            if !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.terminate()
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "verdict serve did not start"])
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
