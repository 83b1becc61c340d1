import Foundation
import Testing
import VerdictTestSupport

/// Remote rules that lead back to the server they run on: every check carries its chain
/// (`Verdict-Hop`, `Verdict-Via`), and `verdict serve` refuses one that came through it already,
/// so the loop ends at its second turn instead of calling itself until the host gives out. A
/// request's checks end when its client goes away.
@Suite struct ServeRemoteLoopTests {
    /// A `Ping` model whose `instance` is checked by `/v1/validate/Ping` of the server at `base`:
    /// the check's body, `{"instance": …, "extra": {}}`, is then a record of the same model, which
    /// sends the same check again.
    static func ping(checkingAt base: URL) -> String {
        """
        return {
          model = "Ping",
          rules = {
            { "instance", "remote", "\(base.absoluteString)/v1/validate/Ping", timeout = 30 },
          },
        }
        """
    }

    @Test(.timeLimit(.minutes(3))) func ruleCallingItsOwnServerIsRefusedAtTheSecondTurn() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try fixture.write("ping.lua", Self.ping(checkingAt: server.baseURL))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        let check = server.url("/v1/validate/Ping").absoluteString
        let answer = try await HTTPClient.post(server.url("/v1/validate/Ping"), #"{"instance": "ann"}"#)
        #expect(answer.status == 200)
        let reason =
            #"remote check at \#(check): HTTP status 508: this request is a remote check that came "#
            + #"through this server already (hop 1 via \#(server.serverID)): a remote rule of model 'Ping' "#
            + #"leads back here; refused, so the chain ends"#
        #expect(
            answer.body
                == #"{"valid":false,"errors":[{"attribute":"instance","rule":"remote","message":"Instance could not be "#
                + #"checked: \#(reason)","key":"ruleError","severity":"error","params":{"error":"\#(reason)","timeout":30.0,"#
                + #""url":"\#(check)"},"value":"ann"}],"strategy":"rules","reason":"1 rule failed"}"#)
        #expect(!server.logText.contains(" error "))
    }

    @Test(.timeLimit(.minutes(3))) func twoServersCallingEachOtherStopAtTheSecondTurn() async throws {
        let first = try ServeFixture()
        let second = try ServeFixture()
        defer {
            first.remove()
            second.remove()
        }
        let a = try await first.start()
        defer { a.stop() }
        let b = try await second.start()
        defer { b.stop() }
        try first.write("ping.lua", Self.ping(checkingAt: b.baseURL))
        try second.write("ping.lua", Self.ping(checkingAt: a.baseURL))
        #expect(await a.waitForLog("rules reloaded: version 2"))
        #expect(await b.waitForLog("rules reloaded: version 2"))
        // a → b (hop 1 via a) → a (hop 2 via a, b): refused by a; b's answer to a is then a
        // verdict of its own, which is no `true` or `false`.
        let answer = try await HTTPClient.post(a.url("/v1/validate/Ping"), #"{"instance": "ann"}"#)
        #expect(answer.status == 200)
        let check = b.url("/v1/validate/Ping").absoluteString
        let reason =
            #"remote check at \#(check): expected true or false, got "#
            + #"\"{\"valid\":false,\"errors\":[{\"attribute\":\"i…\""#
        #expect(
            answer.body
                == #"{"valid":false,"errors":[{"attribute":"instance","rule":"remote","message":"Instance could not "#
                + #"be checked: \#(reason)","key":"ruleError","severity":"error","params":{"error":"\#(reason)","timeout":30.0,"#
                + #""url":"\#(check)"},"value":"ann"}],"strategy":"rules","reason":"1 rule failed"}"#)
        // What b got back from a, asked directly with the chain b saw.
        let refused = try await send(
            a.url("/v1/validate/Ping"), headers: ["Verdict-Hop": "2", "Verdict-Via": "\(a.serverID), \(b.serverID)"])
        #expect(refused.status == 508)
        #expect(refused.body.contains(#""type":"tag:verdict,2025:loop-detected""#))
    }

    @Test func chainAsLongAsTheLimitIsRefused() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--max-hops", "3"])
        defer { server.stop() }
        try fixture.write("ping.lua", Self.ping(checkingAt: URL(string: "http://127.0.0.1:9")!))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        let url = server.url("/v1/validate/Ping")
        let refused = try await send(url, headers: ["Verdict-Hop": "3", "Verdict-Via": "x1, x2, x3"])
        #expect(refused.status == 508)
        #expect(
            refused.body
                == #"{"type":"tag:verdict,2025:too-many-hops","title":"Too many hops","status":508,"#
                + #""detail":"this request is remote check 3 of a chain (hop 3 via x1, x2, x3) and model 'Ping' "#
                + #"would send more; the limit is 3 (--max-hops)","instance":"/v1/validate/Ping"}"#)
        // One hop shorter passes the limit; its check (to a closed port) fails as it would.
        let shorter = try await send(url, headers: ["Verdict-Hop": "2", "Verdict-Via": "x1, x2"])
        #expect(shorter.status == 200)
        // A model without remote rules sends no check: its chain does not matter.
        let note = try await send(
            server.url("/v1/validate/Note"), body: #"{"title": "hi"}"#,
            headers: ["Verdict-Hop": "9", "Verdict-Via": server.serverID])
        #expect(note.status == 200)
        let malformed = try await send(url, headers: ["Verdict-Hop": "many"])
        #expect(malformed.status == 400)
        #expect(
            malformed.body
                == #"{"type":"tag:verdict,2025:bad-header","title":"Bad header","status":400,"#
                + #""detail":"malformed Verdict-Hop header: \"many\"","instance":"/v1/validate/Ping"}"#)
    }

    /// The client gives up while a check is in flight: the server cancels it, and the connection
    /// to the checked server is closed at once rather than after the rule's 30 s.
    @Test(.timeLimit(.minutes(3))) func clientThatGoesAwayCancelsItsRemoteChecks() async throws {
        let hanging = try LoopbackServer(.hang)
        defer { hanging.stop() }
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(environment: ["LOG_LEVEL": "debug"])
        defer { server.stop() }
        try fixture.write("ping.lua", Self.ping(checkingAt: URL(string: "http://127.0.0.1:\(hanging.port)")!))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        let connection = try RawConnection(port: server.port)
        connection.transmit(
            "POST /v1/validate/Ping HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 19\r\n\r\n{\"instance\": \"ann\"}"
        )
        #expect(await Self.wait(until: { hanging.openConnections == 1 }))
        connection.disconnect()
        #expect(await Self.wait(until: { hanging.openConnections == 0 }))
        #expect(await server.waitForLog("client went away"))
        #expect(!server.logText.contains(" error "))
    }

    /// Waits up to 20 s for a condition.
    private static func wait(until condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    /// A `POST` with headers.
    private func send(_ url: URL, body: String = #"{"instance": "ann"}"#, headers: [String: String]) async throws
        -> HTTPAnswer
    {
        try await HTTPClient.send("POST", url, body: Data(body.utf8), headers: headers)
    }
}
