import Foundation
import Testing
import Verdict

/// The contract every strategy keeps, built-in or custom (Lua strategies run the same checks in
/// VerdictLuaTests): a decisive answer stops the chain, unknown falls through, and errors surface.
enum StrategyContract {
    /// Checks that `strategy`, answering `expected` for `object`, behaves in chains.
    static func check(
        _ strategy: any ValidationStrategy, object: Any, expected: StrategyResult, environment: StrategyEnvironment
    ) throws {
        let outcome = try strategy.evaluate(object, in: environment)
        #expect(outcome.result == expected, "\(strategy.name)")
        let first = ValidationService([strategy, Spy(answer: .invalid)])
        let decision = try first.decide(object, in: environment)
        switch expected {
        case .valid, .invalid:
            #expect(decision.strategy == strategy.name, "a decisive \(strategy.name) stops the chain")
            #expect(decision.isValid == (expected == .valid))
        case .unknown:
            #expect(decision.strategy == "spy", "unknown from \(strategy.name) falls through")
        }
        #expect(!name(strategy).isEmpty)
    }

    static func name(_ s: any ValidationStrategy) -> String { s.name }

    struct Spy: ValidationStrategy {
        let answer: StrategyResult
        var name: String { "spy" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
            StrategyOutcome(answer)
        }
    }
}

@Suite struct StrategyContractTests {
    let environment = StrategyEnvironment(now: referenceNow, isReachable: true)

    struct Custom: ValidationStrategy {
        var name: String { "evenId" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
            guard let id = attributeSource(of: object).value(of: "id")?.intValue else { return .unknown }
            return id % 2 == 0 ? .valid : .invalid
        }
    }

    @Test func builtInsAndCustomStrategiesKeepTheContract() throws {
        let fresh: [String: Value] = ["updatedAt": .date(referenceNow), "id": 2]
        let stale: [String: Value] = ["updatedAt": .date(referenceNow.addingTimeInterval(-999)), "id": 3]
        let rules = RuleSet { Validate("id").min(3) }
        try StrategyContract.check(DefaultStrategy(), object: fresh, expected: .valid, environment: environment)
        try StrategyContract.check(
            TimestampStrategy(field: "updatedAt", expiry: 60), object: fresh, expected: .valid, environment: environment
        )
        try StrategyContract.check(
            TimestampStrategy(field: "updatedAt", expiry: 60), object: stale, expected: .invalid,
            environment: environment)
        try StrategyContract.check(
            TimestampStrategy(field: "none", expiry: 60), object: fresh, expected: .unknown, environment: environment)
        try StrategyContract.check(ReachabilityStrategy(), object: fresh, expected: .unknown, environment: environment)
        try StrategyContract.check(
            ReachabilityStrategy(FixedReachability(false)), object: fresh, expected: .valid, environment: environment)
        try StrategyContract.check(
            InvalidationStrategy(field: "revoked"), object: ["revoked": true] as [String: Value], expected: .invalid,
            environment: environment)
        try StrategyContract.check(
            InvalidationStrategy(field: "revoked"), object: fresh, expected: .unknown, environment: environment)
        try StrategyContract.check(RulesStrategy(rules), object: fresh, expected: .invalid, environment: environment)
        try StrategyContract.check(RulesStrategy(rules), object: stale, expected: .unknown, environment: environment)
        try StrategyContract.check(Custom(), object: fresh, expected: .valid, environment: environment)
        try StrategyContract.check(Custom(), object: stale, expected: .invalid, environment: environment)
    }
}
