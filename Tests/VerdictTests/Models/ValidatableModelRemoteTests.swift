import Foundation
import Testing
import Verdict

/// A sign-up whose username a server must accept when registering.
final class RemoteSignup: ValidatableModel {
    @Validated var username = ""
    @Validated var email = ""
    let modelState = ModelState()
    var log: [String] = []
    var allowsValidation = true

    static let rules = RuleSet {
        Validate("username").trim().required().minLength(3)
        Validate("username").remote(stubURL, message: "is taken.").on("register")
        Validate("email").required().email()
    }

    convenience init(username: String, email: String = "ada@example.com") throws {
        self.init()
        self.username = username
        self.email = email
        try setScenario("register")
    }

    func beforeValidate() -> Bool {
        log.append("before")
        return allowsValidation
    }

    func afterValidate() {
        log.append("after: \(errors.all.map(\.description))")
    }
}

/// The same sign-up as a main-actor view model, with an isolated conformance.
@MainActor
final class RemoteSignupViewModel: @MainActor ValidatableModel {
    @Validated var username = ""
    let modelState = ModelState()
    static let rules = RuleSet { Validate("username").remote(stubURL, message: "is taken.") }
}

@MainActor @Suite struct ValidatableModelRemoteTests {
    static func client(_ transport: some RemoteTransport, online: Bool = true) -> RemoteValidator {
        RemoteValidator(transport: transport, reachability: FixedReachability(online))
    }

    @Test func anAcceptedValueAddsNoErrorAndIsSentAsFiltered() async throws {
        let transport = StubTransport(demoAnswer)
        let model = try RemoteSignup(username: "  ada  ")
        #expect(await model.validate(remote: Self.client(transport)))
        #expect(model.errors.isEmpty)
        #expect(model.username == "ada")
        #expect(transport.instances == ["ada"])
        #expect(!model.isWaitingForRemote)
    }

    @Test func aRejectedValueGetsTheRulesMessageAfterTheLocalErrors() async throws {
        let transport = StubTransport(demoAnswer)
        let model = try RemoteSignup(username: "invalid-name", email: "nope")
        #expect(await model.validate(remote: Self.client(transport)) == false)
        #expect(
            model.errors.all.map(\.description) == [
                "email: Email must be an email address such as name@example.com.",
                "username: Username is taken.",
            ])
        #expect(model.errors(for: "username") == ["Username is taken."])
        #expect(model.errors.all.last?.key == .remote)
    }

    @Test func aServerThatIsDownFailsTheCheckClosed() async throws {
        struct Refused: Error {}
        let model = try RemoteSignup(username: "ada")
        #expect(await model.validate(remote: Self.client(StubTransport { _ in throw Refused() })) == false)
        #expect(
            model.errors(for: "username") == ["Username could not be checked: remote check at \(stubURL): Refused()"])
        #expect(model.errors.all.map(\.key) == [.ruleError])
        let unavailable = try RemoteSignup(username: "ada")
        #expect(await unavailable.validate(remote: Self.client(StubTransport(text: "true", status: 503))) == false)
        #expect(
            unavailable.errors(for: "username") == [
                "Username could not be checked: remote check at \(stubURL): HTTP status 503"
            ])
    }

    @Test func offlineNothingIsSentAndTheCheckFails() async throws {
        let transport = StubTransport(demoAnswer)
        let model = try RemoteSignup(username: "ada")
        #expect(await model.validate(remote: Self.client(transport, online: false)) == false)
        #expect(transport.requests.isEmpty)
        #expect(
            model.errors.all.map(\.description) == [
                "username: Username could not be checked: remote check at \(stubURL): not sent, offline"
            ])
    }

    @Test func anAttributeWithALocalErrorIsNotSent() async throws {
        let transport = StubTransport(demoAnswer)
        let model = try RemoteSignup(username: "ad")
        #expect(await model.validate(remote: Self.client(transport)) == false)
        #expect(model.errors.all.map(\.description) == ["username: Username must be at least 3 characters long."])
        #expect(transport.requests.isEmpty)
    }

    @Test func chainsOutsideTheScenarioAreNotSent() async throws {
        let transport = StubTransport(demoAnswer)
        let model = try RemoteSignup(username: "invalid-name")
        try model.setScenario("default")
        #expect(await model.validate(remote: Self.client(transport)))
        #expect(transport.requests.isEmpty)
    }

    @Test func onlyTheAttributesAskedForAreChecked() async throws {
        let transport = StubTransport(demoAnswer)
        let model = try RemoteSignup(username: "invalid-name", email: "nope")
        #expect(await model.validate(attributes: ["email"], remote: Self.client(transport)) == false)
        #expect(
            model.errors.all.map(\.description) == ["email: Email must be an email address such as name@example.com."])
        #expect(transport.requests.isEmpty)
    }

    @Test func theHooksFrameBothPhases() async throws {
        let model = try RemoteSignup(username: "invalid-name")
        await model.validate(remote: Self.client(StubTransport(demoAnswer)))
        #expect(model.log == ["before", #"after: ["username: Username is taken."]"#])
        let transport = StubTransport(demoAnswer)
        let refused = try RemoteSignup(username: "invalid-name")
        refused.allowsValidation = false
        #expect(await refused.validate(remote: Self.client(transport)) == false)
        #expect(refused.log == ["before"])
        #expect(transport.requests.isEmpty)
    }

    @Test func whileInFlightTheLocalErrorsShowAndTheAttributeWaits() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let model = try RemoteSignup(username: " invalid-name ", email: "nope")
        let validation = Task { await model.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        #expect(
            model.errors.all.map(\.description) == ["email: Email must be an email address such as name@example.com."])
        #expect(model.username == "invalid-name")
        #expect(model.attributesWaitingForRemote == ["username"])
        #expect(model.isWaitingForRemote)
        transport.open()
        #expect(await validation.value == false)
        #expect(
            model.errors.all.map(\.description) == [
                "email: Email must be an email address such as name@example.com.",
                "username: Username is taken.",
            ])
        #expect(model.attributesWaitingForRemote == [])
    }

    @Test func aNewerValidationSupersedesTheOlderAnswer() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let model = try RemoteSignup(username: "invalid-name")
        let older = Task { await model.validate(remote: Self.client(transport)) }
        await eventually("the older request") { transport.requests.count == 1 }
        model.username = "ada"
        let newer = Task { await model.validate(remote: Self.client(transport)) }
        await eventually("the newer request") { transport.requests.count == 2 }
        #expect(model.attributesWaitingForRemote == ["username"])
        transport.open()
        // The older validation still reports the "no" it got, but the model shows the newer one.
        #expect(await older.value == false)
        #expect(await newer.value)
        #expect(transport.instances == ["invalid-name", "ada"])
        #expect(model.errors.isEmpty)
    }

    @Test func clearingAnAttributesErrorsDiscardsItsPendingAnswer() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let model = try RemoteSignup(username: "invalid-name")
        let validation = Task { await model.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        model.clearErrors(for: "username")
        #expect(model.attributesWaitingForRemote == [])
        transport.open()
        #expect(await validation.value == false)
        #expect(model.errors.isEmpty)
    }

    @Test func validatingAnotherAttributeMeanwhileKeepsTheAnswer() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let model = try RemoteSignup(username: "invalid-name")
        let validation = Task { await model.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        model.email = "nope"
        #expect(model.validate(attributes: ["email"]) == false)
        #expect(model.attributesWaitingForRemote == ["username"])
        transport.open()
        #expect(await validation.value == false)
        #expect(
            model.errors.all.map(\.description) == [
                "email: Email must be an email address such as name@example.com.",
                "username: Username is taken.",
            ])
    }

    @Test func validateOnUpdateKeepsWorkingDuringAndAfterTheChecks() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let model = try RemoteSignup(username: " ada ")
        model.validateUpdates()
        let validation = Task { await model.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        // The trimmed value was written back without re-validating (nothing sent twice)...
        #expect(model.username == "ada")
        // ...and a change while the check is in flight re-validates its attribute.
        model.email = ""
        #expect(model.errors(for: "email") == ["Email is required."])
        transport.open()
        #expect(await validation.value == false)
        #expect(model.errors.all.map(\.description) == ["email: Email is required."])
        model.email = "ada@example.com"
        #expect(model.errors.isEmpty)
        #expect(model.watchedAttributes == ["username", "email"])
        #expect(transport.requests.count == 1)
    }

    @Test func aMainActorViewModelValidatesOnTheMainActor() async {
        let model = RemoteSignupViewModel()
        model.username = "invalid-name"
        #expect(await model.validate(remote: Self.client(StubTransport(demoAnswer))) == false)
        #expect(model.errors(for: "username") == ["Username is taken."])
        model.username = "ada"
        #expect(await model.validate(remote: Self.client(StubTransport(demoAnswer))))
    }
}
