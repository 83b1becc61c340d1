import Foundation
import Testing
import Verdict

/// ``RecordVerdict/enforced(_:)``: `enforce` answers as the rules decide, `warn` turns every error
/// into a warning and refuses nothing, `dry-run` answers valid and keeps the refusal aside.
@Suite struct EnforcementModeTests {
    static let service = ValidationService(
        [
            RulesStrategy(
                RuleSet {
                    Validate("name").minLength(3)
                    Validate("nick").maxLength(5).severity(.warning)
                }), DefaultStrategy(),
        ], clock: { referenceNow })

    static let refused: Value = ["name": "Al", "nick": "toolongnick"]

    @Test func enforceChangesNothing() throws {
        let verdict = try Self.service.decide(Self.refused)
        #expect(verdict.enforced(.enforce) == verdict)
        #expect(verdict.enforced(.enforce).dryRunRefusal == nil)
    }

    @Test func warnRefusesNothingAndReportsEveryErrorAsAWarning() throws {
        let warned = try Self.service.decide(Self.refused).enforced(.warn)
        #expect(warned.isValid)
        #expect(warned.errors.map(\.attribute) == ["name", "nick"])
        #expect(warned.errors.allSatisfy { $0.isWarning })
        #expect(warned.errors[0].message == "Name must be at least 3 characters long.")
        #expect(warned.reason == "warn mode: would be refused (rules: 1 rule failed)")
        #expect(warned.dryRunRefusal == nil)
    }

    @Test func aDryRunAnswersValidAndKeepsTheRefusalAside() throws {
        let verdict = try Self.service.decide(Self.refused)
        let dryRun = verdict.enforced(.dryRun)
        #expect(dryRun.isValid)
        #expect(dryRun.errors.map(\.attribute) == ["nick"], "the warnings the rules reported stay")
        #expect(dryRun.reason == nil)
        #expect(dryRun.dryRunRefusal == verdict)
        #expect(dryRun.dryRunRefusal?.isValid == false)
    }

    @Test(arguments: EnforcementMode.allCases)
    func aValidVerdictIsTheSameInEveryMode(mode: EnforcementMode) throws {
        let verdict = try Self.service.decide(["name": "Alice", "nick": "toolongnick"] as Value)
        #expect(verdict.isValid)
        #expect(verdict.enforced(mode) == verdict)
    }

    @Test func theStrictErrorsOfAWarnedVerdictAreWarningsToo() {
        let strict = ValidationError(
            attribute: "role", rule: "strict", key: .unsafeAttribute, message: "Role may not be set.")
        let verdict = RecordVerdict(strategy: "default", outcome: .valid, strictErrors: [strict])
        #expect(!verdict.isValid)
        let warned = verdict.enforced(.warn)
        #expect(warned.isValid)
        #expect(warned.errors.map(\.rule) == ["strict"])
        #expect(warned.errors.allSatisfy { $0.isWarning })
    }

    /// A remote rule of severity warning that fails leaves the record valid; a verdict enforced
    /// before its checks are answered is enforced once they are.
    @Test func remoteChecksFollowSeverityAndMode() throws {
        let rules = RuleSet {
            Validate("username").remote(stubURL, message: "is taken.").severity(.warning)
            Validate("email").remote(stubURL, message: "is taken.")
        }
        var environment = StrategyEnvironment()
        environment.collectsRemoteChecks = true
        let service = ValidationService([RulesStrategy(rules), DefaultStrategy()])
        let pending = try service.decide(["username": "ann", "email": "a@example.com"] as Value, in: environment)
        #expect(pending.remote?.checks.count == 2)
        let warningOnly = pending.completed(answers: [.rejected, .accepted])
        #expect(warningOnly.isValid)
        #expect(warningOnly.errors.map(\.isWarning) == [true])
        let refused = pending.completed(answers: [.rejected, .rejected])
        #expect(!refused.isValid)
        #expect(refused.reason == "1 rule failed")
        let dryRun = pending.enforced(.dryRun).completed(answers: [.rejected, .rejected])
        #expect(dryRun.isValid)
        #expect(dryRun.dryRunRefusal?.errors.map(\.attribute) == ["username", "email"])
        let warned = pending.enforced(.warn).completed(answers: [.accepted, .rejected])
        #expect(warned.isValid && warned.errors.allSatisfy { $0.isWarning })
    }

    @Test func theModeNamesAreThoseOfRuleFiles() {
        #expect(EnforcementMode.allCases.map(\.rawValue) == ["enforce", "warn", "dry-run"])
        #expect(Severity.allCases.map(\.rawValue) == ["error", "warning"])
    }
}
