import Foundation
import Synchronization
import Testing
import VerdictTestSupport

/// The bounds of a real `verdict serve`: an answer not ready within `--request-timeout` is a 503
/// problem, and past `--max-connections` a new connection waits until one closes.
@Suite struct ServeLimitTests {
    @Test(.timeLimit(.minutes(3))) func anAnswerPastTheRequestTimeoutIsA503Problem() async throws {
        let silent = try LoopbackServer(.hang)
        defer { silent.stop() }
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write(
            "hang.lua",
            """
            return {
              model = "Hang",
              rules = { { "name", "remote", "\(silent.url("/v1/remote/User/username").absoluteString)", timeout = 60 } },
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

    /// The request timeout bounds the whole validation, not each Lua call: six rules of 1.5 s
    /// each (each within its own 5-second limit) answered 200 after 9 s under a 2-second timeout.
    @Test(.timeLimit(.minutes(3))) func theRequestTimeoutBoundsEveryLuaRuleOfTheRequest() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let slowRule =
            #"{ "name", function(v) local t = os.clock() while os.clock() - t < 1.5 do end return true end },"#
        try fixture.write(
            "slow.lua", "return { model = \"Slow\", rules = {\n" + String(repeating: slowRule + "\n", count: 6) + "} }")
        let server = try await fixture.start(["--request-timeout", "2"])
        defer { server.stop() }
        let started = ContinuousClock.now
        let answer = try await HTTPClient.post(server.url("/v1/validate/Slow"), #"{"name": "ann"}"#)
        let elapsed = ContinuousClock.now - started
        #expect(answer.status == 503)
        #expect(answer.body.contains("tag:verdict,2025:request-timeout"))
        #expect(elapsed < .seconds(5), "answered after \(elapsed)")
        // The runtime that was cut short serves the next request normally.
        #expect(try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "hi"}"#).status == 200)
    }

    /// Lua runs on threads of its own: with every one of them busy on endless rules, `/health` and
    /// the listening socket still answer at once.
    @Test(.timeLimit(.minutes(3))) func healthAnswersWhileEveryLuaWorkerIsBusy() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.writeSpinningModel()
        let server = try await fixture.start(["--request-timeout", "8"])
        defer { server.stop() }
        let url = server.url("/v1/validate/Spin")
        let busy = (0..<4).map { _ in Task { try await HTTPClient.post(url, #"{"name": "ann"}"#) } }
        try await Task.sleep(for: .seconds(1))  // every worker is spinning now
        var slowest = Duration.zero
        for _ in 0..<5 {
            let started = ContinuousClock.now
            let health = try await HTTPClient.get(server.url("/health"))
            slowest = max(slowest, ContinuousClock.now - started)
            #expect(health.status == 200)
        }
        #expect(slowest < .milliseconds(100), "the slowest /health took \(slowest)")
        for request in busy { _ = try await request.value }
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
