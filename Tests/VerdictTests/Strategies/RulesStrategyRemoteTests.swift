import Foundation
import Testing
import Verdict

/// The rules strategy hands back its remote rules only when asked, and the chain carries them.
@Suite struct RulesStrategyRemoteTests {
    static let rules = RuleSet {
        Validate("username").required().remote(stubURL, message: "is taken.")
        Validate("email").email()
    }

    @Test func checksTravelOnlyWhenCollected() throws {
        let service = ValidationService([RulesStrategy(Self.rules), DefaultStrategy()])
        let record: Value = ["username": "ann"]
        #expect(try service.decide(record, in: StrategyEnvironment()).remote == nil)
        var environment = StrategyEnvironment()
        environment.collectsRemoteChecks = true
        let decision = try service.decide(record, in: environment)
        #expect(decision.strategy == "default")
        let checks = try #require(decision.remote?.checks)
        #expect(checks.map(\.attribute) == ["username"])
        #expect(checks.map(\.value) == ["ann"])
        #expect(checks.map(\.rule.url) == [stubURL])
    }

    @Test func checksWordTheirFailures() throws {
        var environment = StrategyEnvironment()
        environment.collectsRemoteChecks = true
        let decision = try ValidationService([RulesStrategy(Self.rules)]).decide(["username": "ann"], in: environment)
        let check = try #require(decision.remote?.checks.first)
        #expect(check.error(for: .accepted) == nil)
        #expect(check.error(for: .rejected)?.message == "Username is taken.")
        #expect(check.error(for: .rejected)?.key == .remote)
        let down = RemoteError.badStatus(url: stubURL, statusCode: 502)
        #expect(check.error(for: .failed(down)) == check.unansweredError(down))
        let unanswered = check.unansweredError(down)
        #expect(unanswered.message == "Username could not be checked: remote check at \(stubURL): HTTP status 502")
        #expect(unanswered.key == .ruleError)
        #expect(unanswered.rule == "remote")
        let offline = check.unansweredError(.offline(url: stubURL))
        #expect(offline.params["error"]?.stringValue == "remote check at \(stubURL): not sent, offline")
    }

    @Test func anAttributeWithAnErrorHasNoCheck() throws {
        var environment = StrategyEnvironment()
        environment.collectsRemoteChecks = true
        let outcome = try RulesStrategy(Self.rules).evaluate(["username": "", "email": "x"] as Value, in: environment)
        #expect(outcome.result == .invalid)
        #expect(outcome.remoteChecks.isEmpty)
    }

    @Test func hasRemoteRules() {
        #expect(Self.rules.hasRemoteRules)
        #expect(!RuleSet { Validate("email").email() }.hasRemoteRules)
    }
}
