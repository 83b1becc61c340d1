import Foundation
import Observation
import Testing
import Verdict

/// An input validator's state, messages and settings are tracked by the Observation framework:
/// a view that shows them is told of each change, remote answers included.
@MainActor @Suite struct InputValidatorObservationTests {
    static func username(_ transport: some RemoteTransport) throws -> InputValidator {
        try InputValidator.string(remote: RemoteValidator(transport: transport))
            .minLength(3)
            .remote(stubURL, message: "That username has been taken")
    }

    @Test func passingTheLocalRulesTellsReadersOfTheState() async throws {
        let validator = try InputValidator.string().minLength(3)
        let state = ObservationProbe { _ = validator.state }
        let isValid = ObservationProbe { _ = validator.isValid }
        #expect(await validator.validate("ada") == .valid)
        #expect(state.hasFired)
        #expect(isValid.hasFired)
    }

    @Test func failingTheLocalRulesTellsReadersOfTheStateAndTheMessages() async throws {
        let validator = try InputValidator.string().minLength(3)
        await validator.validate("ada")
        let state = ObservationProbe { _ = validator.state }
        let messages = ObservationProbe { _ = validator.errorMessages }
        #expect(await validator.validate("ad") == .invalid)
        #expect(state.hasFired)
        #expect(messages.hasFired)
    }

    @Test func aValidationThatEndsAsItStartedTellsNobody() async throws {
        let validator = try InputValidator.string().minLength(3)
        await validator.validate("ad")
        let state = ObservationProbe { _ = validator.state }
        let messages = ObservationProbe { _ = validator.errorMessages }
        #expect(await validator.validate("a") == .invalid)
        #expect(!state.hasFired)
        #expect(!messages.hasFired)
    }

    @Test func aRemoteCheckTellsReadersWhenItStartsAndWhenItIsAnswered() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let validator = try Self.username(transport)
        let started = ObservationProbe { _ = validator.state }
        let messagesWhileWaiting = ObservationProbe { _ = validator.errorMessages }
        let validation = Task { await validator.validate("ada") }
        await eventually("the request") { transport.requests.count == 1 }
        #expect(validator.state == .waitingForRemote)
        #expect(started.hasFired)
        #expect(!messagesWhileWaiting.hasFired)
        let answered = ObservationProbe { _ = validator.state }
        transport.open()
        #expect(await validation.value == .valid)
        #expect(answered.hasFired)
    }

    @Test func aRemoteRefusalTellsReadersOfTheMessages() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let validator = try Self.username(transport)
        let validation = Task { await validator.validate("invalid-name") }
        await eventually("the request") { transport.requests.count == 1 }
        let messages = ObservationProbe { _ = validator.errorMessages }
        transport.open()
        #expect(await validation.value == .invalid)
        #expect(messages.hasFired)
        #expect(validator.errorMessages == ["That username has been taken"])
    }

    @Test func settingsAreTracked() throws {
        let validator = InputValidator.string()
        let rules = ObservationProbe { _ = validator.ruleCount }
        let allowsEmpty = ObservationProbe { _ = validator.allowsEmpty }
        let locale = ObservationProbe { _ = validator.locale }
        try validator.add(.minLength(3))
        validator.allowsEmpty = true
        #expect(rules.hasFired)
        #expect(allowsEmpty.hasFired)
        #expect(!locale.hasFired)
        validator.setLocale("de")
        #expect(locale.hasFired)
    }
}
