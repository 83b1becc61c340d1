import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// The engine's asynchronous path: the strategy chain, then the `remote` rules through a stub
/// transport — passes, refusals, and every way a check can fail to get an answer.
@Suite struct RuleEngineRemoteTests {
    static let user = """
        return {
          model = "User",
          rules = {
            { "username", "trim" },
            { "username", "required" },
            { "username", "minLength", 3 },
            { "username", "remote", "\(stubCheckURL)", timeout = 0.2, message = "has been taken." },
            { "email", "email" },
          },
        }
        """
    static let note = """
        return { model = "Note", rules = { { "title", "required" } } }
        """

    static func engine(_ files: [String: String] = ["user.lua": user, "note.lua": note]) throws -> RuleEngine {
        try RuleDirectory(files).engine()
    }

    /// Validates through the async path at the reference time and checks the Lua stacks.
    static func verdict(
        _ engine: RuleEngine, _ record: Value, model: String = "User", options: EvaluationOptions = .testing,
        transport: RecordingTransport
    ) async throws -> RecordVerdict {
        let verdict = try await engine.validate(
            record, model: model, options: options, remote: RemoteValidator(transport: transport))
        #expect(engine.idleStackTops.allSatisfy { $0 == 0 }, "a Lua call left values on a stack")
        return verdict
    }

    @Test func anAcceptedValuePasses() async throws {
        let transport = RecordingTransport.usernames()
        let verdict = try await Self.verdict(try Self.engine(), ["username": "  ann  "], transport: transport)
        #expect(verdict.isValid)
        #expect(verdict.errors.isEmpty)
        #expect(verdict.strategy == "default")
        #expect(transport.instances == ["ann"])  // the trimmed value is sent
    }

    @Test func aRefusedValueFailsWithTheRuleMessage() async throws {
        let verdict = try await Self.verdict(
            try Self.engine(), ["username": "taken_name"], transport: .usernames())
        #expect(!verdict.isValid)
        #expect(verdict.errors.map(\.description) == ["username: Username has been taken."])
        #expect(verdict.errors.map(\.key) == [.remote])
        #expect(verdict.errors.map(\.rule) == ["remote"])
        #expect(verdict.strategy == "rules")
        #expect(verdict.reason == "1 rule failed")
    }

    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            (
                RecordingTransport { _ in throw RefusedConnection() },
                "Username could not be checked: remote check at \(stubCheckURL): connection refused"
            ),
            (
                RecordingTransport { _ in
                    try await Task.sleep(for: .seconds(50))
                    return RemoteResponse(text: "true")
                },
                "Username could not be checked: remote check at \(stubCheckURL): no answer within 0.2 s"
            ),
            (
                RecordingTransport(status: 503, body: "true"),
                "Username could not be checked: remote check at \(stubCheckURL): HTTP status 503"
            ),
            (
                RecordingTransport(body: "<html>Sign in</html>"),
                "Username could not be checked: remote check at \(stubCheckURL): expected true or false, got \"<html>Sign in</html>\""
            ),
        ])
    func aCheckWithoutAUsableAnswerFails(transport: RecordingTransport, message: String) async throws {
        let verdict = try await Self.verdict(try Self.engine(), ["username": "ann"], transport: transport)
        #expect(!verdict.isValid)
        #expect(verdict.errors.map(\.message) == [message])
        #expect(verdict.errors.map(\.key) == [.ruleError])
        let reasons = verdict.errors.map { $0.params["error"]?.stringValue ?? "" }
        #expect(reasons.map { "Username could not be checked: " + $0 } == [message])
        #expect(verdict.strategy == "rules")
        #expect(transport.instances == ["ann"])
    }

    @Test func localErrorsComeFirstAndTheirAttributeIsNotSent() async throws {
        let transport = RecordingTransport.usernames()
        let engine = try Self.engine()
        let short = try await Self.verdict(engine, ["username": "ab"], transport: transport)
        #expect(short.errors.map(\.message) == ["Username must be at least 3 characters long."])
        #expect(transport.instances.isEmpty)
        let both = try await Self.verdict(engine, ["username": "taken", "email": "nope"], transport: transport)
        #expect(
            both.errors.map(\.message) == [
                "Email must be an email address such as name@example.com.", "Username has been taken.",
            ])
        #expect(both.reason == "2 rules failed")
        #expect(transport.instances == ["taken"])
    }

    @Test func anEmptyValueIsNotSent() async throws {
        let transport = RecordingTransport.usernames()
        let rules = """
            return { model = "Profile", rules = { { "nickname", "remote", "\(stubCheckURL)" } } }
            """
        let engine = try Self.engine(["profile.lua": rules])
        let verdict = try await Self.verdict(engine, ["nickname": ""], model: "Profile", transport: transport)
        #expect(verdict.isValid)
        #expect(transport.instances.isEmpty)
    }

    @Test func firstErrorModeSendsNothingAfterALocalError() async throws {
        let transport = RecordingTransport.usernames()
        let options = EvaluationOptions(now: referenceNow, mode: .firstError)
        let verdict = try await Self.verdict(
            try Self.engine(), ["username": "taken", "email": "nope"], options: options, transport: transport)
        #expect(verdict.errors.map(\.message) == ["Email must be an email address such as name@example.com."])
        #expect(transport.instances.isEmpty)
    }

    @Test func offlineNothingIsSentAndTheCheckFails() async throws {
        let transport = RecordingTransport.usernames()
        let options = EvaluationOptions(now: referenceNow, isReachable: false)
        let verdict = try await Self.verdict(
            try Self.engine(), ["username": "ann"], options: options, transport: transport)
        #expect(!verdict.isValid)
        #expect(
            verdict.errors.map(\.message) == [
                "Username could not be checked: remote check at \(stubCheckURL): not sent, offline"
            ])
        #expect(transport.instances.isEmpty)
    }

    @Test func aStrategyBeforeRulesDecidesAndNothingIsSent() async throws {
        let rules = """
            return {
              model = "User",
              rules = { { "username", "remote", "\(stubCheckURL)" } },
              strategies = { "reachability", "rules", "default" },
            }
            """
        let transport = RecordingTransport.usernames()
        let options = EvaluationOptions(now: referenceNow, isReachable: false)
        let verdict = try await Self.verdict(
            try Self.engine(["user.lua": rules]), ["username": "taken"], options: options, transport: transport)
        #expect(verdict.isValid)
        #expect(verdict.strategy == "reachability")
        #expect(transport.instances.isEmpty)
    }

    @Test func aLuaConditionDecidesWhetherTheCheckIsSent() async throws {
        let rules = """
            return {
              model = "User",
              rules = {
                { "username", "remote", "\(stubCheckURL)", when = function(user) return user.check == true end },
              },
            }
            """
        let transport = RecordingTransport.usernames()
        let engine = try Self.engine(["user.lua": rules])
        let skipped = try await Self.verdict(engine, ["username": "taken", "check": false], transport: transport)
        #expect(skipped.isValid)
        #expect(transport.instances.isEmpty)
        let checked = try await Self.verdict(engine, ["username": "taken", "check": true], transport: transport)
        #expect(checked.errors.map(\.message) == ["Username was refused by the server that checks it."])
        #expect(transport.instances == ["taken"])
    }

    @Test func strictErrorsStayAndRemoteFailuresFollow() async throws {
        let options = EvaluationOptions(now: referenceNow, strict: true)
        let verdict = try await Self.verdict(
            try Self.engine(), ["username": "taken", "admin": true], options: options, transport: .usernames())
        #expect(
            verdict.errors.map(\.description) == [
                "admin: Admin is not a safe attribute in scenario 'default'.",
                "username: Username has been taken.",
            ])
    }

    @Test func aModelWithoutRemoteRulesTakesTheSynchronousPath() async throws {
        let engine = try Self.engine()
        #expect(engine.model(named: "Note")?.hasRemoteRules == false)
        #expect(engine.model(named: "User")?.hasRemoteRules == true)
        let transport = RecordingTransport.usernames()
        let pending = try engine.prepare(["title": ""], model: "Note", options: .testing)
        #expect(!pending.hasRemoteChecks)
        let verdict = try await Self.verdict(engine, ["title": ""], model: "Note", transport: transport)
        #expect(verdict == (try engine.validate(["title": ""], model: "Note", options: .testing)))
        #expect(transport.instances.isEmpty)
    }

    @Test func theSynchronousPathStillSendsNothing() throws {
        let verdict = try Self.engine().validate(["username": "taken"], model: "User", options: .testing)
        #expect(verdict.isValid)
    }

    @Test func prepareListsTheChecksAndAnswersCompleteThem() throws {
        let pending = try Self.engine().prepare(["username": "ann"], model: "User", options: .testing)
        #expect(pending.isValid)
        let checks = try #require(pending.remote?.checks)
        #expect(checks.map(\.attribute) == ["username"])
        #expect(checks.map(\.value) == ["ann"])
        #expect(checks.first?.rule.url.absoluteString == stubCheckURL)
        // Answered, the checks are gone: completing again changes nothing.
        let answered = pending.completed(answers: [.rejected])
        #expect(!answered.hasRemoteChecks)
        #expect(answered.completed(answers: [.accepted]) == answered)
        #expect(pending.completed(answers: [.accepted]).isValid)
        #expect(pending.completed(answers: [.rejected]).errors.map(\.message) == ["Username has been taken."])
        // A missing answer is a failure, not a pass.
        #expect(
            pending.completed(answers: []).errors.map(\.message) == [
                "Username could not be checked: remote check at \(stubCheckURL): cancelled"
            ])
    }

    @Test func unknownModelsAndScenariosThrow() async throws {
        let engine = try Self.engine()
        let remote = RemoteValidator(transport: RecordingTransport.usernames())
        await #expect(throws: EngineError.unknownModel("Nope", known: ["Note", "User"])) {
            try await engine.validate(["a": 1], model: "Nope", remote: remote)
        }
        await #expect(throws: EngineError.self) {
            try await engine.validate(["a": 1], model: "User", scenario: "signup", remote: remote)
        }
    }

    @Test(.timeLimit(.minutes(1))) func manyRecordsAtOnceShareThePool() async throws {
        let engine = try Self.engine()
        let remote = RemoteValidator(transport: RecordingTransport.usernames())
        let verdicts = try await withThrowingTaskGroup(of: (Int, RecordVerdict).self) { group in
            for index in 0..<64 {
                group.addTask {
                    let name = index.isMultiple(of: 2) ? "user_\(index)" : "taken_\(index)"
                    let verdict = try await engine.validate(["username": .string(name)], model: "User", remote: remote)
                    return (index, verdict)
                }
            }
            var all = [RecordVerdict?](repeating: nil, count: 64)
            for try await (index, verdict) in group { all[index] = verdict }
            return all
        }
        #expect(verdicts.map { $0?.isValid } == (0..<64).map { $0.isMultiple(of: 2) })
        #expect(engine.idleStackTops.allSatisfy { $0 == 0 })
    }
}
