import Foundation
import Testing

@testable import Verdict

/// The one decision of which empty values skip a rule: what it is for every policy and
/// `skipOnEmpty`, that a chain makes it when it is built, and that the runner and the remote
/// checks follow it.
@Suite struct EmptySkipTests {
    /// A rule's policy and its chain's `skipOnEmpty`, the decision they give, and whether the rule
    /// is then skipped on an absent or null value and on `""`.
    struct Decision: Sendable, CustomTestStringConvertible {
        let policy: EmptyPolicy
        let skipOnEmpty: Bool?
        let skip: EmptySkip
        let skipsNull: Bool
        let skipsEmptyString: Bool

        var testDescription: String {
            let setting = skipOnEmpty.map { $0 ? "true" : "false" } ?? "unset"
            return "\(policy), skipOnEmpty \(setting)"
        }
    }

    static let decisions: [Decision] = [
        Decision(policy: .skipEmpty, skipOnEmpty: nil, skip: .whenEmpty, skipsNull: true, skipsEmptyString: true),
        Decision(policy: .skipNull, skipOnEmpty: nil, skip: .whenNull, skipsNull: true, skipsEmptyString: false),
        Decision(policy: .checkAll, skipOnEmpty: nil, skip: .never, skipsNull: false, skipsEmptyString: false),
        Decision(policy: .skipEmpty, skipOnEmpty: true, skip: .whenEmpty, skipsNull: true, skipsEmptyString: true),
        Decision(policy: .skipNull, skipOnEmpty: true, skip: .whenEmpty, skipsNull: true, skipsEmptyString: true),
        Decision(policy: .checkAll, skipOnEmpty: true, skip: .whenEmpty, skipsNull: true, skipsEmptyString: true),
        Decision(policy: .skipEmpty, skipOnEmpty: false, skip: .never, skipsNull: false, skipsEmptyString: false),
        Decision(policy: .skipNull, skipOnEmpty: false, skip: .never, skipsNull: false, skipsEmptyString: false),
        Decision(policy: .checkAll, skipOnEmpty: false, skip: .never, skipsNull: false, skipsEmptyString: false),
    ]

    /// A rule that refuses every value it runs on: an error says it ran.
    static func refusing(_ policy: EmptyPolicy) -> CustomRule {
        CustomRule("refuses", emptyPolicy: policy) { _, _ in false }
    }

    /// The absent, null and empty-string values of attribute `a`, each with whether `decision`
    /// skips the rule on it.
    static func emptyValues(_ decision: Decision) -> [(Value, Bool)] {
        [
            (Value.object([:]), decision.skipsNull), (["a": .null], decision.skipsNull),
            (["a": ""], decision.skipsEmptyString),
        ]
    }

    @Test(arguments: decisions)
    func theDecisionOfEachPolicyAndSkipOnEmpty(_ decision: Decision) {
        let skip = EmptySkip(decision.policy, skipOnEmpty: decision.skipOnEmpty)
        #expect(skip == decision.skip)
        #expect(skip.skips(isEmpty: true, isNull: true) == decision.skipsNull)
        #expect(skip.skips(isEmpty: true, isNull: false) == decision.skipsEmptyString)
        // A value the chain does not find empty is never skipped, null or not.
        #expect(!skip.skips(isEmpty: false, isNull: false))
        #expect(!skip.skips(isEmpty: false, isNull: true))
    }

    @Test(arguments: decisions)
    func aChainDecidesWhenItIsBuiltInEitherOrder(_ decision: Decision) {
        let rule = Self.refusing(decision.policy)
        var ruleFirst = Validate("a").rule(rule)
        var settingFirst = Validate("a")
        if let skip = decision.skipOnEmpty {
            ruleFirst = ruleFirst.skipOnEmpty(skip)
            settingFirst = settingFirst.skipOnEmpty(skip)
        }
        settingFirst = settingFirst.rule(rule).rule(Self.refusing(.checkAll))
        #expect(ruleFirst.emptySkips == [decision.skip])
        let checksAll: EmptySkip = decision.skipOnEmpty == true ? .whenEmpty : .never
        #expect(settingFirst.emptySkips == [decision.skip, checksAll])
        #expect(ChainShape(ruleFirst).emptySkips == ruleFirst.emptySkips)
        // A copy changed later decides again; the original keeps its decision.
        let flipped = !(decision.skipOnEmpty ?? true)
        let changed = ruleFirst.skipOnEmpty(flipped)
        let decidedAgain: EmptySkip = flipped ? .whenEmpty : .never
        #expect(changed.emptySkips == [decidedAgain])
        #expect(ruleFirst.emptySkips == [decision.skip])
    }

    @Test(arguments: decisions)
    func theRunnerSkipsWhatTheDecisionSkips(_ decision: Decision) {
        var chain = Validate("a").rule(Self.refusing(decision.policy))
        if let skip = decision.skipOnEmpty { chain = chain.skipOnEmpty(skip) }
        let rules = RuleSet([chain])
        for (value, skipped) in Self.emptyValues(decision) {
            let report = rules.validate(value)
            #expect(report.isValid == skipped, "\(value)")
            #expect(report.errors.map(\.rule) == (skipped ? [] : ["refuses"]), "\(value)")
        }
        // A value that is not empty reaches the rule whatever the decision.
        #expect(!rules.validate(["a": "x"] as Value).isValid)
    }

    @Test(arguments: decisions)
    func aValueTheChainsOwnTestCallsNotEmptyIsNeverSkipped(_ decision: Decision) {
        var chain = Validate("a").rule(Self.refusing(decision.policy)).treatsAsEmpty { _ in false }
        if let skip = decision.skipOnEmpty { chain = chain.skipOnEmpty(skip) }
        let rules = RuleSet([chain])
        for (value, _) in Self.emptyValues(decision) {
            #expect(!rules.validate(value).isValid, "\(value)")
        }
    }

    @Test(arguments: [nil, true, false] as [Bool?])
    func remoteChecksFollowTheSameDecision(skipOnEmpty: Bool?) throws {
        var chain = Validate("nick").remote(stubURL)
        if let skipOnEmpty { chain = chain.skipOnEmpty(skipOnEmpty) }
        #expect(chain.hasRemoteRules)
        #expect(!Validate("nick").required().hasRemoteRules)
        let strategy = RulesStrategy(RuleSet([chain]))
        var environment = StrategyEnvironment()
        environment.collectsRemoteChecks = true
        // A remote rule skips empty values (its policy), unless the chain says `skipOnEmpty(false)`.
        let sentWhenEmpty = skipOnEmpty == false
        let empties: [Value] = [.object([:]), ["nick": .null], ["nick": ""]]
        for value in empties {
            let outcome = try strategy.evaluate(value, in: environment)
            #expect(outcome.remoteChecks.count == (sentWhenEmpty ? 1 : 0), "\(value)")
        }
        let outcome = try strategy.evaluate(["nick": "ann"] as Value, in: environment)
        #expect(outcome.remoteChecks.map(\.value) == ["ann"])
    }
}
