import Foundation
import Testing
import Verdict
import VerdictTestSupport

/// Remote rules against a real HTTP server on 127.0.0.1, through the platform's default transport
/// (libcurl on Linux, `URLSession` elsewhere).
@Suite(.serialized) struct RemoteLoopbackTests {
    /// A server that answers like AJWValidator's demo: `true` unless the instance contains "invalid".
    static func demoServer() throws -> LoopbackServer {
        try LoopbackServer { request in
            let instance = (try? Value(jsonBytes: request.body))?["instance"]?.stringValue ?? ""
            return .respond(status: 200, body: instance.contains("invalid") ? "false" : "true")
        }
    }

    let client = RemoteValidator(transport: RemoteValidator.defaultTransport)

    @Test func remotePass() async throws {
        let server = try Self.demoServer()
        defer { server.stop() }
        let answer = await client.check("ada", against: RemoteRule(server.url("/v1/remote/User/username")))
        #expect(answer == .accepted)
        let request = try #require(server.requests.first)
        #expect(request.method == "POST")
        #expect(request.path == "/v1/remote/User/username")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["accept"] == "application/json")
        #expect(request.headers["verdict-hop"] == "1")
        #expect(request.headers["verdict-via"] == nil)
        #expect(String(decoding: request.body, as: UTF8.self) == #"{"extra":{},"instance":"ada"}"#)
    }

    /// A server sending checks while it serves a request passes the chain on, over the wire.
    @Test func hopHeadersTravelWithTheCheck() async throws {
        let server = try Self.demoServer()
        defer { server.stop() }
        let hop = RemoteHop(count: 2, servers: ["a1"]).next(through: "b2")
        let answer = await RemoteValidator(hop: hop).check(
            "ada", against: RemoteRule(server.url("/v1/remote/User/username")))
        #expect(answer == .accepted)
        let request = try #require(server.requests.first)
        #expect(request.headers["verdict-hop"] == "3")
        #expect(request.headers["verdict-via"] == "a1, b2")
    }

    @Test func remoteFail() async throws {
        let server = try Self.demoServer()
        defer { server.stop() }
        let answer = await client.check("invalid-name", against: RemoteRule(server.url()))
        #expect(answer == .rejected)
    }

    @Test func serverDown() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(try LoopbackSocket.unusedPort())/check"))
        let answer = await client.check("ada", against: RemoteRule(url, timeout: .seconds(10)))
        #expect(answer.error?.code == .transport)
        #expect(answer.error?.description.hasPrefix("remote check at \(url.absoluteString): ") == true)
    }

    @Test(.timeLimit(.minutes(1))) func timeout() async throws {
        let server = try LoopbackServer(.hang)
        defer { server.stop() }
        let clock = ContinuousClock()
        let start = clock.now
        let answer = await client.check("ada", against: RemoteRule(server.url(), timeout: .milliseconds(500)))
        let elapsed = clock.now - start
        #expect(answer.error?.code == .timedOut)
        #expect(answer.error?.description == "remote check at \(server.url().absoluteString): no answer within 0.5 s")
        #expect(elapsed >= .milliseconds(400))
    }

    @Test func garbageBody() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, body: "<html>sign in</html>") }
        defer { server.stop() }
        let answer = await client.check("ada", against: RemoteRule(server.url()))
        #expect(answer.error?.code == .unexpectedBody)
        #expect(answer.error?.statusCode == 200)
    }

    @Test func non2xx() async throws {
        let server = try LoopbackServer { _ in .respond(status: 500, body: "true") }
        defer { server.stop() }
        let answer = await client.check("ada", against: RemoteRule(server.url()))
        #expect(answer.error?.code == .badStatus)
        #expect(answer.error?.statusCode == 500)
    }

    @Test func trailingNewlineStillPasses() async throws {
        let server = try LoopbackServer { _ in .respond(status: 200, body: "true\n") }
        defer { server.stop() }
        let answer = await client.check("ada", against: RemoteRule(server.url()))
        #expect(answer == .accepted)
    }

    @MainActor @Test func inputValidatorStateSequenceAgainstTheServer() async throws {
        let server = try Self.demoServer()
        defer { server.stop() }
        let validator = try InputValidator.string(remote: client)
            .minLength(3)
            .remote(server.url(), message: "That username has been taken")
        let recorder = InputRecorder(validator)
        #expect(validator.state == .invalid)
        #expect(await validator.validate("ada") == .valid)
        #expect(await validator.validate("invalid-name") == .invalid)
        #expect(validator.errorMessages == ["That username has been taken"])
        #expect(recorder.states == [.waitingForRemote, .valid, .waitingForRemote, .invalid])
        #expect(recorder.answers == [.accepted, .rejected])
    }

    @MainActor @Test func aNewerValueCancelsAnOlderCheckOnTheServer() async throws {
        let server = try LoopbackServer { request in
            let instance = (try? Value(jsonBytes: request.body))?["instance"]?.stringValue ?? ""
            return instance == "slow"
                ? .delayed(.seconds(3), status: 200, body: "true") : .respond(status: 200, body: "false")
        }
        defer { server.stop() }
        let validator = try InputValidator.string(remote: client).remote(server.url())
        let recorder = InputRecorder(validator)
        let clock = ContinuousClock()
        let start = clock.now
        let older = Task { await validator.validate("slow") }
        await eventually("the slow request") { server.requests.count == 1 }
        #expect(await validator.validate("taken") == .invalid)
        _ = await older.value
        #expect(clock.now - start < .seconds(2))  // the older check did not wait for its answer
        #expect(recorder.states == [.waitingForRemote, .waitingForRemote, .invalid])
        #expect(recorder.answers == [.rejected])
    }
}
