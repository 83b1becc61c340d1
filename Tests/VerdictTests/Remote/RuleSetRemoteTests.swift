import Foundation
import Testing
import Verdict
import VerdictTestSupport

@Suite struct RuleSetRemoteTests {
    static func rules(_ url: URL = stubURL) -> RuleSet {
        RuleSet {
            Validate("username").required().minLength(3).remote(url)
            Validate("email").required().email()
        }
    }

    @Test func theSynchronousPathSkipsRemoteRules() {
        let report = Self.rules().validate(["username": "invalid-name", "email": "a@b.co"] as Value)
        #expect(report.isValid)
    }

    @Test func remoteFailuresFollowLocalErrorsWithTheDefaultMessage() async {
        let transport = StubTransport(demoAnswer)
        let report = await Self.rules().validate(
            ["username": "invalid-name", "email": "nope"] as Value, remote: RemoteValidator(transport: transport))
        #expect(
            report.errors.map(\.description) == [
                "email: Email must be an email address such as name@example.com.",
                "username: Username was refused by the server that checks it.",
            ])
        #expect(report.errors.last?.rule == "remote")
        #expect(report.errors.last?.key == .remote)
        #expect(transport.instances == ["invalid-name"])
    }

    @Test func anAcceptedValueAddsNoError() async {
        let report = await Self.rules().validate(
            ["username": "ada", "email": "a@b.co"] as Value,
            remote: RemoteValidator(transport: StubTransport(demoAnswer)))
        #expect(report.isValid)
    }

    @Test func anAttributeWithALocalErrorIsNotSent() async {
        let transport = StubTransport(demoAnswer)
        let report = await Self.rules().validate(
            ["username": "ad", "email": "a@b.co"] as Value, remote: RemoteValidator(transport: transport))
        #expect(report.errors.map(\.message) == ["Username must be at least 3 characters long."])
        #expect(transport.requests.isEmpty)
    }

    @Test func anEmptyValueIsNotSent() async {
        let transport = StubTransport(demoAnswer)
        let rules = RuleSet { Validate("nickname").remote(stubURL) }
        let report = await rules.validate(["nickname": ""] as Value, remote: RemoteValidator(transport: transport))
        #expect(report.isValid)
        #expect(transport.requests.isEmpty)
    }

    @Test func messagesAndErrorsOfFailedChecks() async {
        struct Refused: Error {}
        let rules = RuleSet {
            Validate("username").remote(stubURL, message: "has been taken.")
            Validate("handle").remote(stubURL).message("{name} is not available.")
        }
        let report = await rules.validate(
            ["username": "ada", "handle": "ada"] as Value,
            remote: RemoteValidator(transport: StubTransport { _ in throw Refused() }))
        // A server that did not answer is not a "no": the rule's own message is not used.
        #expect(
            report.errors.map(\.message) == [
                "Username could not be checked: remote check at http://127.0.0.1:9/check: Refused()",
                "Handle could not be checked: remote check at http://127.0.0.1:9/check: Refused()",
            ])
        #expect(report.errors.map(\.key) == [.ruleError, .ruleError])
        #expect(
            report.errors.map {
                $0.params["error"]?.stringValue?.hasPrefix("remote check at http://127.0.0.1:9/check: ")
            } == [true, true])
        let rejected = await rules.validate(
            ["username": "invalid", "handle": "invalid"] as Value,
            remote: RemoteValidator(transport: StubTransport(demoAnswer)))
        #expect(rejected.errors.map(\.message) == ["Username has been taken.", "Handle is not available."])
    }

    @Test func offlineNothingIsSentAndEveryCheckFails() async {
        let transport = StubTransport(demoAnswer)
        let report = await Self.rules().validate(
            ["username": "ada", "email": "a@b.co"] as Value,
            remote: RemoteValidator(transport: transport, reachability: FixedReachability(false)))
        #expect(transport.requests.isEmpty)
        #expect(
            report.errors.map(\.description) == [
                "username: Username could not be checked: remote check at \(stubURL): not sent, offline"
            ])
    }

    @Test func firstErrorModeSendsNothingAfterALocalFailure() async {
        let transport = StubTransport(demoAnswer)
        let report = await Self.rules().validate(
            ["username": "invalid-name", "email": ""] as Value, mode: .firstError,
            remote: RemoteValidator(transport: transport))
        #expect(report.errors.map(\.message) == ["Email is required."])
        #expect(transport.requests.isEmpty)
    }

    @Test func firstErrorModeReportsOneRemoteFailure() async {
        let rules = RuleSet {
            Validate("a").remote(stubURL)
            Validate("b").remote(stubURL)
        }
        let report = await rules.validate(
            ["a": "invalid", "b": "invalid"] as Value, mode: .firstError,
            remote: RemoteValidator(transport: StubTransport(demoAnswer)))
        #expect(report.errors.map(\.attribute) == ["a"])
    }

    @Test func chainsOutsideTheScenarioAreNotSent() async {
        let transport = StubTransport(demoAnswer)
        let rules = RuleSet { Validate("username").remote(stubURL).on("signup") }
        let report = await rules.validate(
            ["username": "invalid"] as Value, scenario: "login", remote: RemoteValidator(transport: transport))
        #expect(report.isValid)
        #expect(transport.requests.isEmpty)
    }

    @Test func filteredValuesAreSent() async {
        let transport = StubTransport(demoAnswer)
        let rules = RuleSet { Validate("username").trim().remote(stubURL) }
        _ = await rules.validate(["username": "  ada  "] as Value, remote: RemoteValidator(transport: transport))
        #expect(transport.instances == ["ada"])
    }

    @Test func againstTheLoopbackServer() async throws {
        let server = try RemoteLoopbackTests.demoServer()
        defer { server.stop() }
        let remote = RemoteValidator(transport: RemoteValidator.defaultTransport)
        let rules = Self.rules(server.url())
        #expect(await rules.validate(["username": "ada", "email": "a@b.co"] as Value, remote: remote).isValid)
        let report = await rules.validate(["username": "invalid-name", "email": "a@b.co"] as Value, remote: remote)
        #expect(report.errors.map(\.description) == ["username: Username was refused by the server that checks it."])
    }
}

@Suite struct RemoteRuleCatalogTests {
    @Test func ruleFilesNameTheRemoteRule() throws {
        let rule = try RuleCatalog.make(
            "remote",
            RuleArguments(
                rule: "remote", positional: [.value("https://example.com/check")],
                options: ["timeout": 2.5, "extra": ["form": "signup"]]))
        let remote = try #require(rule as? RemoteRule)
        #expect(remote.url.absoluteString == "https://example.com/check")
        #expect(remote.timeout == .milliseconds(2500))
        #expect(remote.extra == ["form": "signup"])
        #expect(rule.parameters == ["url": "https://example.com/check", "timeout": 2.5])
    }

    @Test func theDefaultTimeoutIsAJWs60Seconds() throws {
        let rule = try RuleCatalog.make(
            "remote", RuleArguments(rule: "remote", positional: [.value("http://localhost:8080/x")]))
        #expect((rule as? RemoteRule)?.timeout == .seconds(60))
    }

    @Test(arguments: [
        (RuleArguments(rule: "remote"), "rule 'remote' needs argument 1: an http or https URL"),
        (
            RuleArguments(rule: "remote", positional: [.value("ftp://example.com")]),
            "rule 'remote' argument 1 should be an http or https URL, got ftp://example.com"
        ),
        (
            RuleArguments(rule: "remote", positional: [.value("not a url")]),
            "rule 'remote' argument 1 should be an http or https URL, got not a url"
        ),
        (
            RuleArguments(rule: "remote", positional: [.value("http://x.org")], options: ["timeout": 0]),
            "rule 'remote' option 'timeout' should be a number of seconds above 0"
        ),
        (
            RuleArguments(rule: "remote", positional: [.value("http://x.org")], options: ["extra": 3]),
            "rule 'remote' option 'extra' should be a table of parameters"
        ),
    ])
    func badDefinitionsAreClearErrors(arguments: RuleArguments, message: String) {
        #expect(throws: RuleDefinitionError.self) { try RuleCatalog.make("remote", arguments) }
        do {
            _ = try RuleCatalog.make("remote", arguments)
        } catch {
            #expect(error.description == message)
        }
    }
}
