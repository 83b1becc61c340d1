import Foundation
import Testing
import Verdict

@MainActor @Suite struct InputValidatorValuesTests {
    @Test func valuesArrivingFasterThanTheDebounceAreValidatedOnce() async throws {
        let validator = try InputValidator.string().minLength(3)
        let recorder = InputRecorder(validator)
        let (values, input) = AsyncStream<String>.makeStream()
        for text in ["a", "ab", "abc"] { input.yield(text) }
        input.finish()
        await validator.validate(values: values, debounce: .seconds(10))
        #expect(recorder.states == [.valid])  // only "abc", flushed when the input ended
    }

    @Test func zeroDebounceValidatesEveryValue() async throws {
        let validator = try InputValidator.string().minLength(3)
        let recorder = InputRecorder(validator)
        let (values, input) = AsyncStream<String>.makeStream()
        for text in ["a", "ab", "abc"] { input.yield(text) }
        input.finish()
        await validator.validate(values: values, debounce: .zero)
        #expect(recorder.states == [.invalid, .invalid, .valid])
    }

    @Test func aValueThatStaysNewestForTheDebounceIsValidated() async throws {
        let transport = StubTransport(demoAnswer)
        let validator = try InputValidator.string(remote: RemoteValidator(transport: transport)).remote(stubURL)
        let recorder = InputRecorder(validator)
        let (values, input) = AsyncStream<Value>.makeStream()
        let feeder = Task {
            for text in ["a", "ad", "ada"] { input.yield(.string(text)) }
            await eventually("the answer for the debounced value") { recorder.states.count == 2 }
            input.yield("invalid")
            input.finish()
        }
        await validator.validate(values: values, debounce: .milliseconds(50))
        await feeder.value
        #expect(transport.instances == ["ada", "invalid"])
        #expect(recorder.states == [.waitingForRemote, .valid, .waitingForRemote, .invalid])
    }

    @Test func aNewerValueCancelsTheOlderValuesRemoteCheck() async throws {
        let transport = SlowFastTransport()
        let validator = try InputValidator.string(remote: RemoteValidator(transport: transport)).remote(stubURL)
        let recorder = InputRecorder(validator)
        let (values, input) = AsyncStream<String>.makeStream()
        let feeder = Task {
            input.yield("slow-name")
            await eventually("the slow request") { transport.stub.requests.count == 1 }
            input.yield("ada")
            input.finish()
        }
        await validator.validate(values: values, debounce: .milliseconds(1))
        await feeder.value
        await eventually("the slow request's cancellation") { transport.cancelled == ["slow-name"] }
        #expect(transport.stub.instances == ["slow-name", "ada"])
        #expect(recorder.states == [.waitingForRemote, .waitingForRemote, .valid])
        #expect(recorder.answers == [.accepted])
        #expect(validator.state == .valid)
    }

    @Test func theSequencesErrorIsRethrownAfterItsLastValue() async throws {
        struct Broken: Error, Equatable {}
        let validator = try InputValidator.string().required()
        let recorder = InputRecorder(validator)
        let (values, input) = AsyncThrowingStream<Value, any Error>.makeStream()
        input.yield("ok")
        input.finish(throwing: Broken())
        await #expect(throws: Broken.self) {
            try await validator.validate(values: values, debounce: .seconds(10))
        }
        #expect(recorder.states == [.valid])
    }

    @Test func cancellingTheFollowerCancelsItsPendingCheck() async throws {
        let transport = SlowFastTransport()
        let validator = try InputValidator.string(remote: RemoteValidator(transport: transport)).remote(stubURL)
        let recorder = InputRecorder(validator)
        let (values, input) = AsyncStream<String>.makeStream()
        input.yield("slow-name")
        let follower = Task { await validator.validate(values: values, debounce: .zero) }
        await eventually("the slow request") { transport.stub.requests.count == 1 }
        follower.cancel()
        await follower.value
        #expect(recorder.states == [.waitingForRemote, .invalid])
        #expect(recorder.answers.map { $0.error?.code } == [.cancelled])
        await eventually("the transport's cancellation") { transport.cancelled == ["slow-name"] }
        input.finish()
    }
}
