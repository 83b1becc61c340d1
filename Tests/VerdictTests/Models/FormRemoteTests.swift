import Foundation
import Synchronization
import Testing
import Verdict
import VerdictTestSupport

/// The remote sign-up of ``ValidatableModelRemoteTests`` through a dynamic ``Form``.
@Suite struct FormRemoteTests {
    static func signup(_ url: URL = stubURL, username: Value, email: Value = "ada@example.com") throws -> Form {
        let rules = RuleSet {
            Validate("username").trim().required().minLength(3)
            Validate("username").remote(url, message: "is taken.").on("register")
            Validate("email").required().email()
        }
        let form = Form(rules: rules)
        try form.setScenario("register")
        form.assign(["username": username, "email": email])
        return form
    }

    static func client(_ transport: some RemoteTransport, online: Bool = true) -> RemoteValidator {
        RemoteValidator(transport: transport, reachability: FixedReachability(online))
    }

    @Test func anAcceptedValueAddsNoErrorAndIsSentAsFiltered() async throws {
        let transport = StubTransport(demoAnswer)
        let form = try Self.signup(username: "  ada  ")
        #expect(await form.validate(remote: Self.client(transport)))
        #expect(form.errors.isEmpty)
        #expect(form["username"] == "ada")
        #expect(transport.instances == ["ada"])
        #expect(!form.isWaitingForRemote)
    }

    @Test func aRejectedValueGetsTheRulesMessageAfterTheLocalErrors() async throws {
        let form = try Self.signup(username: "invalid-name", email: "nope")
        #expect(await form.validate(remote: Self.client(StubTransport(demoAnswer))) == false)
        #expect(
            form.errors.all.map(\.description) == [
                "email: Email must be an email address such as name@example.com.",
                "username: Username is taken.",
            ])
    }

    @Test func aServerThatIsDownFailsTheCheckClosed() async throws {
        struct Refused: Error {}
        let form = try Self.signup(username: "ada")
        #expect(await form.validate(remote: Self.client(StubTransport { _ in throw Refused() })) == false)
        #expect(
            form.errors.all.map(\.description) == [
                "username: Username could not be checked: remote check at \(stubURL): Refused()"
            ])
    }

    @Test func offlineNothingIsSentAndTheCheckFails() async throws {
        let transport = StubTransport(demoAnswer)
        let form = try Self.signup(username: "ada")
        #expect(await form.validate(remote: Self.client(transport, online: false)) == false)
        #expect(transport.requests.isEmpty)
        #expect(
            form.errors.all.map(\.description) == [
                "username: Username could not be checked: remote check at \(stubURL): not sent, offline"
            ])
    }

    @Test func anAttributeWithALocalErrorOrOutsideTheScenarioIsNotSent() async throws {
        let transport = StubTransport(demoAnswer)
        let short = try Self.signup(username: "ad")
        #expect(await short.validate(remote: Self.client(transport)) == false)
        #expect(short.errors.all.map(\.description) == ["username: Username must be at least 3 characters long."])
        let outside = try Self.signup(username: "invalid-name")
        try outside.setScenario("default")
        #expect(await outside.validate(remote: Self.client(transport)))
        #expect(transport.requests.isEmpty)
    }

    @Test func theHooksFrameBothPhases() async throws {
        let form = try Self.signup(username: "invalid-name")
        let log = Mutex<[String]>([])
        form.beforeValidate = { _ in
            log.withLock { $0.append("before") }
            return true
        }
        form.afterValidate = { form in log.withLock { $0.append("after: \(form.errors.all.map(\.description))") } }
        await form.validate(remote: Self.client(StubTransport(demoAnswer)))
        #expect(log.withLock { $0 } == ["before", #"after: ["username: Username is taken."]"#])
        let transport = StubTransport(demoAnswer)
        form.beforeValidate = { _ in false }
        #expect(await form.validate(remote: Self.client(transport)) == false)
        #expect(transport.requests.isEmpty)
    }

    @Test func whileInFlightTheLocalErrorsShowAndTheAttributeWaits() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let form = try Self.signup(username: " invalid-name ", email: "nope")
        let validation = Task { await form.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        #expect(
            form.errors.all.map(\.description) == ["email: Email must be an email address such as name@example.com."])
        #expect(form["username"] == "invalid-name")
        #expect(form.attributesWaitingForRemote == ["username"])
        transport.open()
        #expect(await validation.value == false)
        #expect(
            form.errors.all.map(\.description) == [
                "email: Email must be an email address such as name@example.com.",
                "username: Username is taken.",
            ])
        #expect(!form.isWaitingForRemote)
    }

    @Test func aNewerValidationSupersedesTheOlderAnswer() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let form = try Self.signup(username: "invalid-name")
        let older = Task { await form.validate(remote: Self.client(transport)) }
        await eventually("the older request") { transport.requests.count == 1 }
        form["username"] = "ada"
        let newer = Task { await form.validate(remote: Self.client(transport)) }
        await eventually("the newer request") { transport.requests.count == 2 }
        #expect(form.attributesWaitingForRemote == ["username"])
        transport.open()
        #expect(await older.value == false)
        #expect(await newer.value)
        #expect(transport.instances == ["invalid-name", "ada"])
        #expect(form.errors.isEmpty)
    }

    @Test func anUpdateOfTheAttributeDiscardsItsPendingAnswer() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let form = try Self.signup(username: "invalid-name")
        form.validateUpdates()
        let validation = Task { await form.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        form["username"] = "someone-else"
        #expect(form.attributesWaitingForRemote == [])
        transport.open()
        #expect(await validation.value == false)
        #expect(form.errors.isEmpty)
        #expect(form.watchedAttributes == ["username", "email"])
    }

    @Test func clearingAnotherAttributeKeepsTheAnswer() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let form = try Self.signup(username: "invalid-name")
        let validation = Task { await form.validate(remote: Self.client(transport)) }
        await eventually("the request") { transport.requests.count == 1 }
        form.clearErrors(for: "email")
        transport.open()
        #expect(await validation.value == false)
        #expect(form.errors.all.map(\.description) == ["username: Username is taken."])
        form.clearErrors()
        #expect(form.errors.isEmpty)
    }

    @Test func againstTheLoopbackServer() async throws {
        let server = try RemoteLoopbackTests.demoServer()
        defer { server.stop() }
        let remote = RemoteValidator(transport: RemoteValidator.defaultTransport)
        let accepted = try Self.signup(server.url(), username: "ada")
        #expect(await accepted.validate(remote: remote))
        let rejected = try Self.signup(server.url(), username: "invalid-name")
        #expect(await rejected.validate(remote: remote) == false)
        #expect(rejected.errors.all.map(\.description) == ["username: Username is taken."])
        let unavailable = try LoopbackServer { _ in .respond(status: 503, body: "true") }
        defer { unavailable.stop() }
        let down = try Self.signup(unavailable.url(), username: "ada")
        #expect(await down.validate(remote: remote) == false)
        #expect(
            down.errors.all.map(\.description) == [
                "username: Username could not be checked: remote check at \(unavailable.url()): HTTP status 503"
            ])
    }
}
