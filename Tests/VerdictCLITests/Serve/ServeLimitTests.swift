import Foundation
import Synchronization
import Testing

/// The bounds of a real `verdict serve`: an answer not ready within `--request-timeout` is a 503
/// problem, and past `--max-connections` a new connection waits until one closes.
@Suite struct ServeLimitTests {
    @Test(.timeLimit(.minutes(3))) func anAnswerPastTheRequestTimeoutIsA503Problem() async throws {
        let silent = try FaultyServer(.hang)
        defer { silent.stop() }
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write(
            "hang.lua",
            """
            return {
              model = "Hang",
              rules = { { "name", "remote", "\(silent.url().absoluteString)", timeout = 60 } },
            }
            """)
        let server = try await fixture.start(["--request-timeout", "0.5"])
        defer { server.stop() }
        let started = ContinuousClock.now
        let answer = try await HTTPClient.post(server.url("/v1/validate/Hang"), #"{"name": "ann"}"#)
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(answer.status == 503)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"tag:verdict,2025:request-timeout","title":"Request timeout","status":503,"#
                + #""detail":"the answer was not ready within 0.5 seconds (--request-timeout)","#
                + #""instance":"/v1/validate/Hang"}"#)
        // The remote check was abandoned: the silent server's connection is closed.
        let deadline = ContinuousClock.now + .seconds(10)
        while silent.openConnections > 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(silent.openConnections == 0)
        // Other models are still answered at once.
        #expect(try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "hi"}"#).status == 200)
    }

    @Test(.timeLimit(.minutes(3))) func pastTheConnectionLimitANewConnectionWaits() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--max-connections", "2"])
        defer { server.stop() }
        let first = try RawConnection(port: server.port)
        let second = try RawConnection(port: server.port)
        try await Task.sleep(for: .milliseconds(300))  // both accepted

        let answered = AnsweredFlag()
        let health = server.url("/health")
        let third = Task {
            let answer = try await HTTPClient.get(health)
            answered.set()
            return answer
        }
        try await Task.sleep(for: .seconds(1))
        #expect(!answered.isSet)
        first.disconnect()
        let answer = try await third.value
        #expect(answer.status == 200)
        second.disconnect()
    }

    @Test(arguments: [
        (["--request-timeout", "0"], "--request-timeout must be 0.1…3600 seconds"),
        (["--max-connections", "0"], "--max-connections must be 1…1000000"),
        (["--log-format", "xml"], "--log-format"),
        (["--log-level", "loud"], "--log-level"),
    ])
    func badLimitOrLogOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let run = try VerdictProcess.run(["serve", "--rules", fixture.rules.path, "--port", "0"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message))
    }
}

/// Whether a request was answered, set by the task that sent it.
private final class AnsweredFlag: Sendable {
    private let value = Atomic(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }
}
