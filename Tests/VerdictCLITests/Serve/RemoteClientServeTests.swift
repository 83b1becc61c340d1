import Foundation
import Synchronization
import Testing
import Verdict
import VerdictTestSupport

/// The core's remote client — ``RemoteValidator`` and ``InputValidator`` — against a real
/// `verdict serve`, and against real sockets for the failures a server cannot be asked for.
@Suite struct RemoteClientServeTests {
    let client = RemoteValidator(transport: RemoteValidator.defaultTransport)

    @Test func remotePassAndFail() async throws {
        try await withServer { server in
            let rule = RemoteRule(server.url("/v1/remote/User/username"), timeout: .seconds(60))
            #expect(await client.check("ann_1", against: rule) == .accepted)
            #expect(await client.check("ann smith", against: rule) == .rejected)
            #expect(await client.check(.null, against: rule) == .rejected)  // sent as "": required fails
        }
    }

    @Test func parametersTravelAsExtra() async throws {
        try await withServer { server in
            let rule = RemoteRule(
                server.url("/v1/remote/User/password?scenario=register"), timeout: .seconds(60),
                extra: ["password_repeat": "s3cret-pw"])
            #expect(await client.check("s3cret-pw", against: rule) == .accepted)
            #expect(
                await client.check("s3cret-pw", against: rule, parameters: ["password_repeat": "other"]) == .rejected)
        }
    }

    @Test func serverDownIsATransportError() async throws {
        let port = try LoopbackSocket.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username"))
        let answer = await client.check("ann_1", against: RemoteRule(url, timeout: .seconds(60)))
        #expect(answer.error?.code == .transport)
    }

    @Test func stoppedServerIsATransportError() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        let rule = RemoteRule(server.url("/v1/remote/User/username"), timeout: .seconds(60))
        #expect(await client.check("ann_1", against: rule) == .accepted)
        #expect(server.stop() == 0)
        #expect(await client.check("ann_1", against: rule).error?.code == .transport)
    }

    /// The server never answers: the rule's own deadline must end the check as timed out. Bounded by
    /// a time limit rather than a wall-clock assertion, which a busy machine would make flaky.
    @Test(.timeLimit(.minutes(1))) func silentServerTimesOut() async throws {
        let listener = try SilentListener()
        defer { listener.stop() }
        let answer = await client.check("ann_1", against: RemoteRule(listener.url(), timeout: .milliseconds(300)))
        #expect(answer.error?.code == .timedOut)
    }

    @Test func garbageBodyIsAnError() async throws {
        try await withServer { server in
            // /v1/validate answers 200 with a JSON object: neither `true` nor `false`.
            let answer = await client.check("ann_1", against: RemoteRule(server.url("/v1/validate/User")))
            #expect(answer.error?.code == .unexpectedBody)
            #expect(answer.error?.statusCode == 200)
        }
    }

    @Test func problemStatusIsAnError() async throws {
        try await withServer { server in
            let answer = await client.check("ann_1", against: RemoteRule(server.url("/v1/remote/User/nickname")))
            #expect(answer.error?.code == .badStatus)
            #expect(answer.error?.statusCode == 404)
        }
    }

    @MainActor @Test func inputValidatorStateSequenceAndHandlerCalls() async throws {
        try await withServer { server in
            let validator = try InputValidator.string(remote: client)
                .minLength(3, message: "too short")
                .remote(server.url("/v1/remote/User/username"), timeout: .seconds(60), message: "not accepted")
            let recorder = Recorder(validator)
            #expect(validator.state == .invalid)
            #expect(await validator.validate("ann_1") == .valid)
            #expect(validator.errorMessages.isEmpty)
            #expect(await validator.validate("ann smith") == .invalid)
            #expect(validator.errorMessages == ["not accepted"])
            #expect(await validator.validate("an") == .invalid)  // a local failure sends no request
            #expect(validator.errorMessages == ["too short"])
            #expect(recorder.states == [.waitingForRemote, .valid, .waitingForRemote, .invalid, .invalid])
            #expect(recorder.answers == [.accepted, .rejected])
        }
    }

    @MainActor @Test func inputValidatorReportsAServerThatIsDown() async throws {
        let port = try LoopbackSocket.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username"))
        let validator = try InputValidator.string(remote: client).remote(url, timeout: .seconds(60))
        let recorder = Recorder(validator)
        #expect(await validator.validate("ann_1") == .invalid)
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(recorder.answers.map { $0.error?.code } == [.transport])
    }

    @MainActor @Test func aNewerValueCancelsAnOlderCheck() async throws {
        try await withServer { server in
            // The older check gets the server's `true`, then is held back: only cancellation ends it early.
            let held = HoldingTransport(holding: "ann_1", for: .seconds(20))
            let validator = try InputValidator.string(remote: RemoteValidator(transport: held))
                .remote(server.url("/v1/remote/User/username"), timeout: .seconds(30))
            let recorder = Recorder(validator)
            let clock = ContinuousClock()
            let start = clock.now
            let older = Task { await validator.validate("ann_1") }
            while !held.isHolding { try await Task.sleep(for: .milliseconds(10)) }
            #expect(await validator.validate("ann smith") == .invalid)
            _ = await older.value
            #expect(clock.now - start < .seconds(10))
            #expect(held.sent == ["ann_1", "ann smith"])
            #expect(recorder.states == [.waitingForRemote, .waitingForRemote, .invalid])
            #expect(recorder.answers == [.rejected])  // the older answer is neither applied nor reported
            #expect(validator.state == .invalid)
        }
    }

    @MainActor @Test func followingTypedValuesChecksOnlyTheSettledOne() async throws {
        try await withServer { server in
            let counting = HoldingTransport(holding: nil, for: .zero)
            let validator = try InputValidator.string(remote: RemoteValidator(transport: counting))
                .minLength(3)
                .remote(server.url("/v1/remote/User/username"), timeout: .seconds(60))
            let recorder = Recorder(validator)
            let (typed, input) = AsyncStream<String>.makeStream()
            for text in ["a", "an", "ann", "ann_", "ann_1"] { input.yield(text) }
            input.finish()
            await validator.validate(values: typed, debounce: .milliseconds(50))
            #expect(counting.sent == ["ann_1"])
            #expect(recorder.states == [.waitingForRemote, .valid])
        }
    }

    private func withServer(
        isolation: isolated (any Actor)? = #isolation, _ body: (ServeProcess) async throws -> Void
    ) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try await body(server)
    }
}

/// Records an input validator's states and remote answers.
@MainActor final class Recorder {
    private(set) var states: [InputState] = []
    private(set) var answers: [RemoteAnswer] = []

    init(_ validator: InputValidator) {
        validator.onStateChange { [unowned self] in states.append($0) }
        validator.onRemoteAnswer { [unowned self] _, answer in answers.append(answer) }
    }
}

/// URLSession to the real server, holding back the answer for one instance until a delay passes
/// or the check is cancelled; records the instances sent.
final class HoldingTransport: RemoteTransport {
    private let base = RemoteValidator.defaultTransport
    private let instance: String?
    private let delay: Duration
    private let state = Mutex<(sent: [String], holding: Bool)>(([], false))

    init(holding instance: String?, for delay: Duration) {
        self.instance = instance
        self.delay = delay
    }

    var sent: [String] { state.withLock { $0.sent } }
    var isHolding: Bool { state.withLock { $0.holding } }

    func send(_ request: RemoteRequest) async throws -> RemoteResponse {
        let value = (try? Value(jsonBytes: request.body))?["instance"]?.stringValue ?? ""
        state.withLock { $0.sent.append(value) }
        let response = try await base.send(request)
        if value == instance {
            state.withLock { $0.holding = true }
            try await Task.sleep(for: delay)
        }
        return response
    }
}
