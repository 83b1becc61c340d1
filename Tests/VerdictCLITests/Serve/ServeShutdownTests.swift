import Foundation
import Testing
import VerdictTestSupport

/// Graceful shutdown of a real `verdict serve`: on SIGTERM or SIGINT a request in flight is
/// answered, new connections are refused, and the process exits 0.
@Suite struct ServeShutdownTests {
    @Test(.timeLimit(.minutes(3)), arguments: [SIGTERM, SIGINT])
    func aSlowRequestInFlightCompletesAndTheProcessExits0(signal: Int32) async throws {
        // The model's remote rule asks a server that answers `true` after 2 seconds.
        let slow = try LoopbackServer(.delayed(.seconds(2), status: 200, body: "true"))
        defer { slow.stop() }
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write(
            "slow.lua",
            """
            return {
              model = "Slow",
              rules = { { "name", "remote", "\(slow.url("/v1/remote/User/username").absoluteString)", timeout = 30 } },
            }
            """)
        let server = try await fixture.start()
        defer { server.stop() }

        let url = server.url("/v1/validate/Slow")
        let inFlight = Task { try await HTTPClient.post(url, #"{"name": "ann"}"#) }
        // Once the remote check has arrived at the slow server, the request is in flight.
        let deadline = ContinuousClock.now + .seconds(30)
        while slow.peakWaitingRequests == 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(slow.peakWaitingRequests == 1)
        server.signal(signal)

        // The listening socket closes at once: a new connection is refused while the slow
        // request is still being answered.
        #expect(await Self.connectionIsRefused(port: server.port))
        #expect(slow.peakWaitingRequests == 1)

        let answer = try await inFlight.value
        #expect(answer.status == 200)
        #expect(answer.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
        let exit = await server.waitForExit()
        #expect(exit?.status == 0)
        #expect(exit?.bySignal == false)
        #expect(!server.logText.contains(" error "))
    }

    /// A hostile request (an endless rule) in flight does not hold the shutdown past the request
    /// timeout: its Lua is stopped at the request's deadline, it is answered, and the process exits.
    @Test(.timeLimit(.minutes(3))) func anEndlessRuleInFlightDoesNotHoldTheShutdown() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.writeSpinningModel()
        let server = try await fixture.start(["--request-timeout", "2"])
        defer { server.stop() }
        let url = server.url("/v1/validate/Spin")
        let inFlight = Task { try await HTTPClient.post(url, #"{"name": "ann"}"#) }
        try await Task.sleep(for: .milliseconds(500))
        let started = ContinuousClock.now
        server.signal(SIGTERM)
        let answer = try await inFlight.value
        #expect(answer.status == 503)
        let exit = await server.waitForExit()
        #expect(exit?.status == 0)
        #expect(ContinuousClock.now - started < .seconds(6))
    }

    /// Whether connecting to the port is refused within 1.5 s (the slow answer takes 2).
    private static func connectionIsRefused(port: Int) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(1500)
        while ContinuousClock.now < deadline {
            do {
                let connection = try RawConnection(port: port)
                connection.disconnect()
            } catch {
                return true
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }
}
