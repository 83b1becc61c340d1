import Foundation
import Observation
import Synchronization
import Testing
import Verdict

/// A form's properties are tracked by the Observation framework, and each change reaches the
/// readers of what changed only.
@Suite struct FormObservationTests {
    static let rules = RuleSet {
        Validate("username").trim().required().minLength(3)
        Validate("email").required().email()
    }

    static func client(_ transport: some RemoteTransport) -> RemoteValidator {
        RemoteValidator(transport: transport, reachability: FixedReachability(true))
    }

    @Test func aValidationThatFindsErrorsTellsReadersOfErrors() {
        let form = Form(rules: Self.rules)
        let errors = ObservationProbe { _ = form.errors }
        let hasErrors = ObservationProbe { _ = form.hasErrors }
        #expect(!form.validate())
        #expect(errors.hasFired)
        #expect(hasErrors.hasFired)
    }

    @Test func validatingOneAttributeTellsReadersOfItsErrors() {
        let form = Form(rules: Self.rules)
        form["email"] = "nope"
        let emailErrors = ObservationProbe { _ = form.errors(for: "email") }
        let hasEmailErrors = ObservationProbe { _ = form.hasErrors(for: "email") }
        form.validate(attributes: ["email"])
        #expect(form.errors(for: "email") == ["Email must be an email address such as name@example.com."])
        #expect(emailErrors.hasFired)
        #expect(hasEmailErrors.hasFired)
    }

    @Test func aValidationThatEndsAsItStartedTellsNobody() {
        let form = Form(rules: Self.rules)
        form.assign(["username": "ada", "email": "ada@example.com"])
        let errors = ObservationProbe { _ = form.errors }
        let values = ObservationProbe { _ = form.values }
        #expect(form.validate())
        #expect(!errors.hasFired)
        #expect(!values.hasFired)
    }

    @Test func settingAValueTellsReadersOfValuesOnly() {
        let form = Form(rules: Self.rules)
        let username = ObservationProbe { _ = form["username"] }
        let errors = ObservationProbe { _ = form.errors }
        let scenario = ObservationProbe { _ = form.scenario }
        let waiting = ObservationProbe { _ = form.isWaitingForRemote }
        form["username"] = "ada"
        #expect(username.hasFired)
        #expect(!errors.hasFired)
        #expect(!scenario.hasFired)
        #expect(!waiting.hasFired)
    }

    @Test func aFilterWritingBackTellsReadersOfValues() {
        let form = Form(rules: Self.rules)
        form["username"] = "  ada  "
        let values = ObservationProbe { _ = form.values }
        form.validate(attributes: ["username"])
        #expect(form["username"] == "ada")
        #expect(values.hasFired)
    }

    @Test func validateOnUpdateTellsReadersOfErrorsWhenAValueChanges() {
        let form = Form(rules: Self.rules)
        let watched = ObservationProbe { _ = form.watchedAttributes }
        form.validateUpdates()
        #expect(watched.hasFired)
        let errors = ObservationProbe { _ = form.errors(for: "email") }
        form["email"] = "nope"
        #expect(errors.hasFired)
        #expect(form.errors(for: "email") == ["Email must be an email address such as name@example.com."])
    }

    @Test func aScenarioChangeTellsReadersOfWhatDerivesFromIt() throws {
        let rules = RuleSet {
            Validate("username").required()
            Validate("password").required().on("login")
        }
        let form = Form(rules: rules)
        let active = ObservationProbe { _ = form.activeAttributes }
        let errors = ObservationProbe { _ = form.errors }
        try form.setScenario("login")
        #expect(active.hasFired)
        #expect(!errors.hasFired)
    }

    @Test func aRemoteCheckTellsReadersWhenItStartsAndWhenItIsAnswered() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let rules = RuleSet { Validate("username").required().remote(stubURL, message: "is taken.") }
        let form = Form(rules: rules)
        form["username"] = "invalid-name"
        let pending = ObservationProbe { _ = form.isWaitingForRemote }
        let validation = Task { await form.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        #expect(pending.hasFired)
        #expect(form.attributesWaitingForRemote == ["username"])
        let answered = ObservationProbe { _ = form.attributesWaitingForRemote }
        let errors = ObservationProbe { _ = form.errors(for: "username") }
        transport.open()
        #expect(await validation.value == false)
        #expect(answered.hasFired)
        #expect(errors.hasFired)
        #expect(form.errors(for: "username") == ["Username is taken."])
    }

    /// What an observer read when it heard of a change.
    final class Seen: Sendable {
        let messages = Mutex<[String]?>(nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func anObserverMayReadTheFormAtOnceAndSeesTheNewValue() {
        let form = Form(rules: Self.rules)
        let seen = Seen()
        withObservationTracking {
            _ = form.errors
        } onChange: {
            // Called synchronously by the change: reading the form here must not wait on its lock.
            let messages = form.errors(for: "email")
            seen.messages.withLock { $0 = messages }
        }
        form.addError("is taken.", for: "email")
        #expect(seen.messages.withLock { $0 } == ["is taken."])
    }
}
