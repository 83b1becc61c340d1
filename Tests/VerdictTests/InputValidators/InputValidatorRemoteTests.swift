import Foundation
import Synchronization
import Testing
import Verdict

/// Records what an input validator reports, on the actor that runs it.
@MainActor final class InputRecorder {
    var states: [InputState] = []
    var answers: [RemoteAnswer] = []

    init(_ validator: InputValidator) {
        validator.onStateChange { [unowned self] in states.append($0) }
        validator.onRemoteAnswer { [unowned self] _, answer in answers.append(answer) }
    }
}

/// Waits until a condition holds, polling on the caller's actor; fails the test after `limit`.
func eventually(
    within limit: Duration = .seconds(60), _ what: String, _ condition: () -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation, isolation: isolated (any Actor)? = #isolation
) async {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while !condition() {
        guard clock.now < deadline else {
            Issue.record("timed out waiting for \(what)", sourceLocation: sourceLocation)
            return
        }
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// A transport that answers "slow" values only when cancelled (recording that) and others at once.
final class SlowFastTransport: RemoteTransport {
    let stub = StubTransport(demoAnswer)
    private let cancelledInstances = Mutex<[String]>([])

    var cancelled: [String] { cancelledInstances.withLock { $0 } }

    func send(_ request: RemoteRequest) async throws -> RemoteResponse {
        let instance = (try? Value(jsonBytes: request.body))?["instance"]?.stringValue ?? ""
        guard instance.hasPrefix("slow") else { return try await stub.send(request) }
        _ = try? await stub.send(RemoteRequest(url: request.url, body: request.body))
        do {
            try await Task.sleep(for: .seconds(30))
        } catch {
            cancelledInstances.withLock { $0.append(instance) }
            throw error
        }
        return RemoteResponse(text: "true")
    }
}

@MainActor @Suite struct InputValidatorRemoteTests {
    static let message = "That username has been taken"

    static func username(_ transport: some RemoteTransport) throws -> InputValidator {
        try InputValidator.string(remote: RemoteValidator(transport: transport))
            .minLength(3)
            .remote(stubURL, message: message)
    }

    @Test func remoteTrueGoesFromWaitingToValid() async throws {
        let validator = try Self.username(StubTransport(demoAnswer))
        let recorder = InputRecorder(validator)
        #expect(validator.state == .invalid)
        #expect(await validator.validate("ada") == .valid)
        #expect(recorder.states == [.waitingForRemote, .valid])
        #expect(recorder.answers == [.accepted])
        #expect(validator.errorMessages.isEmpty)
    }

    @Test func remoteFalseGoesFromWaitingToInvalidWithTheRuleMessage() async throws {
        let validator = try Self.username(StubTransport(demoAnswer))
        let recorder = InputRecorder(validator)
        #expect(await validator.validate("invalid-name") == .invalid)
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(recorder.answers == [.rejected])
        #expect(validator.errorMessages == [Self.message])
    }

    @Test func whileWaitingTheStateIsWaitingAndNoRemoteMessageIsListed() async throws {
        let validator = try Self.username(StubTransport(demoAnswer))
        var seen: [(InputState, [String])] = []
        validator.onStateChange { [unowned validator] state in seen.append((state, validator.errorMessages)) }
        await validator.validate("invalid-name")
        #expect(seen.map(\.0) == [.waitingForRemote, .invalid])
        #expect(seen.map(\.1) == [[], [Self.message]])
    }

    @Test func aFailingLocalRuleSendsNoRequest() async throws {
        let transport = StubTransport(demoAnswer)
        let validator = try Self.username(transport)
        let recorder = InputRecorder(validator)
        #expect(await validator.validate("ad") == .invalid)
        #expect(recorder.states == [.invalid])
        #expect(validator.errorMessages == ["String character length is not in the correct range."])
        #expect(transport.requests.isEmpty)
    }

    @Test func handlerCallsAreCountedPerValidationAndAnswer() async throws {
        let validator = try Self.username(StubTransport(demoAnswer))
        let recorder = InputRecorder(validator)
        await validator.validate("ada")
        await validator.validate("ad")
        await validator.validate("invalid")
        await validator.validate("ada")
        #expect(
            recorder.states == [
                .waitingForRemote, .valid, .invalid, .waitingForRemote, .invalid, .waitingForRemote, .valid,
            ])
        #expect(recorder.answers == [.accepted, .rejected, .accepted])
    }

    @Test func parametersAreSentAsExtraOverTheRulesOwn() async throws {
        let transport = StubTransport(demoAnswer)
        let validator = try InputValidator.string(remote: RemoteValidator(transport: transport))
            .remote(stubURL, extra: ["form": "signup", "step": 1])
        await validator.validate("ada", parameters: ["step": 2])
        let body = try #require(transport.requests.first).body
        #expect(String(decoding: body, as: UTF8.self) == #"{"extra":{"form":"signup","step":2},"instance":"ada"}"#)
    }

    @Test func transportErrorsFailTheRuleAndReachTheAnswerHandler() async throws {
        struct Refused: Error {}
        let validator = try Self.username(StubTransport { _ in throw Refused() })
        let recorder = InputRecorder(validator)
        #expect(await validator.validate("ada") == .invalid)
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(recorder.answers.map { $0.error?.code } == [.transport])
        // A server that did not answer is not a "no": the rule's own message is not used.
        #expect(validator.errorMessages == ["String could not be checked: remote check at \(stubURL): Refused()"])
    }

    @Test func offlineNothingIsSentAndTheCheckFails() async throws {
        let transport = StubTransport(demoAnswer)
        let validator = try InputValidator.string(
            remote: RemoteValidator(transport: transport, reachability: FixedReachability(false))
        ).remote(stubURL, message: Self.message)
        let recorder = InputRecorder(validator)
        #expect(await validator.validate("ada") == .invalid)
        #expect(transport.requests.isEmpty)
        #expect(recorder.answers.map { $0.error?.code } == [.offline])
        #expect(
            validator.errorMessages == ["String could not be checked: remote check at \(stubURL): not sent, offline"])
    }

    @Test func everyRemoteRuleMustAccept() async throws {
        let other = URL(string: "http://127.0.0.1:9/other") ?? stubURL
        let transport = StubTransport { request in
            RemoteResponse(text: request.url == other ? "false" : "true")
        }
        let validator = try InputValidator.generic(remote: RemoteValidator(transport: transport))
            .remote(stubURL, message: "first")
            .remote(other, message: "second")
        #expect(await validator.validate("x") == .invalid)
        #expect(validator.errorMessages == ["second"])
        #expect(transport.requests.count == 2)
    }

    @Test func aNewerValueCancelsTheOlderCheck() async throws {
        let transport = SlowFastTransport()
        let validator = try Self.username(transport)
        let recorder = InputRecorder(validator)
        let older = Task { await validator.validate("slow-name") }
        await eventually("the older request") { transport.stub.requests.count == 1 }
        #expect(await validator.validate("ada") == .valid)
        let olderState = await older.value
        #expect([.waitingForRemote, .valid].contains(olderState))  // what the newer validation had set
        await eventually("the older request's cancellation") { transport.cancelled == ["slow-name"] }
        #expect(recorder.states == [.waitingForRemote, .waitingForRemote, .valid])
        #expect(recorder.answers == [.accepted])  // the superseded answer is not reported
        #expect(validator.state == .valid)
    }

    @Test func cancellingTheCallerCancelsTheCheckAndLeavesTheValueInvalid() async throws {
        let transport = SlowFastTransport()
        let validator = try Self.username(transport)
        let recorder = InputRecorder(validator)
        let call = Task { await validator.validate("slow-name") }
        await eventually("the request") { transport.stub.requests.count == 1 }
        call.cancel()
        #expect(await call.value == .invalid)
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(recorder.answers.map { $0.error?.code } == [.cancelled])
        #expect(transport.cancelled == ["slow-name"])
    }

    @Test func timeoutFailsTheRule() async throws {
        let transport = StubTransport { _ in
            try await Task.sleep(for: .seconds(30))
            return RemoteResponse(text: "true")
        }
        let validator = try InputValidator.string(remote: RemoteValidator(transport: transport))
            .remote(stubURL, timeout: .milliseconds(100))
        let recorder = InputRecorder(validator)
        #expect(await validator.validate("ada") == .invalid)
        #expect(recorder.answers.map { $0.error?.code } == [.timedOut])
        #expect(
            validator.errorMessages == [
                "String could not be checked: remote check at \(stubURL): no answer within 0.1 s"
            ])
    }
}

/// A validator used from an actor of its own: handlers run on that actor.
actor UsernameField {
    let validator: InputValidator
    private(set) var states: [InputState] = []

    init(transport: some RemoteTransport) throws {
        validator = try InputValidator.string(remote: RemoteValidator(transport: transport)).remote(stubURL)
    }

    func check(_ name: String) async -> InputState {
        validator.onStateChange { state in
            self.assertIsolated()
            self.states.append(state)
        }
        return await validator.validate(name)
    }
}

@Suite struct InputValidatorIsolationTests {
    @Test func handlersRunOnTheValidatingActor() async throws {
        let field = try UsernameField(transport: StubTransport(demoAnswer))
        #expect(await field.check("ada") == .valid)
        #expect(await field.states == [.waitingForRemote, .valid])
    }
}
