import Foundation
import Testing
import VerdictTestSupport

/// A `verdict serve` a test started ends with the test process, however that process ends:
/// killed outright, it runs no `defer` and no `deinit`, and the server must not outlive it.
@Suite struct ServeProcessLifetimeTests {
    /// Set for the inner run only: where ``crashesWhileAServerRuns()`` writes the server's pid.
    static let probeVariable = "VERDICT_CRASH_PROBE"

    /// Runs this test bundle again with only ``crashesWhileAServerRuns()``, which starts a server
    /// and is then killed (SIGKILL); the server must end too.
    @Test(.timeLimit(.minutes(3))) func serveEndsWhenTheTestProcessIsKilled() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("serve.pid")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "crashesWhileAServerRuns"]
        process.environment = ProcessInfo.processInfo.environment.merging([Self.probeVariable: pidFile.path]) {
            _, new in new
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try ChildProcess.run(process)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGKILL)
        let pid = try #require(Int32(String(decoding: try Data(contentsOf: pidFile), as: UTF8.self)))
        defer { kill(pid, SIGKILL) }  // should it have survived, it ends here
        #expect(await Self.hasEnded(pid))
    }

    /// Only in the inner run of ``serveEndsWhenTheTestProcessIsKilled()``: starts a server, says its
    /// pid, and kills its own process.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[Self.probeVariable] != nil))
    func crashesWhileAServerRuns() async throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.probeVariable])
        let fixture = try ServeFixture()
        let server = try await fixture.start()
        try Data(String(server.processIdentifier).utf8).write(to: URL(fileURLWithPath: path))
        kill(getpid(), SIGKILL)
    }

    /// Whether a process ended within 20 s: gone, or a zombie nobody reaped yet.
    private static func hasEnded(_ pid: Int32) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            // pid (name) STATE ...: the state follows the last ')'.
            if let close = stat.lastIndex(of: ")"), stat[close...].dropFirst(2).first == "Z" { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }
}
