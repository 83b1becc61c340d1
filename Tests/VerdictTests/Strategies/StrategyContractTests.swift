import Foundation
import Testing
import Verdict
import VerdictTesting

/// The contract every strategy keeps, built-in or custom, checked by VerdictTesting's
/// `StrategyContract` (Lua strategies run the same check in VerdictLuaTests): a decisive answer
/// stops the chain, unknown falls through, errors surface, a constant answer and a screen agree
/// with the evaluation.
@Suite struct StrategyContractTests {
    let environment = StrategyEnvironment(now: referenceNow, isReachable: true)

    /// Valid for an even `id`, invalid for an odd one, unknown without one.
    struct Custom: ValidationStrategy {
        var name: String { "evenId" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
            guard let id = attributeSource(of: object).value(of: "id")?.intValue else { return .unknown }
            return id % 2 == 0 ? .valid : .invalid
        }
    }

    /// A strategy that asks a data source, which is down for the id `down`: it cannot decide, and
    /// throws.
    struct Lookup: ValidationStrategy {
        struct SourceDown: Error {}
        var name: String { "lookup" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
            if attributeSource(of: object).value(of: "id")?.stringValue == "down" { throw SourceDown() }
            return .unknown
        }
    }

    static func record(_ text: String) throws -> InputRecord {
        let bytes = Array(text.utf8)
        return try InputRecord.read(bytes, in: bytes.indices)
    }

    @Test func builtInsAndCustomStrategiesKeepTheContract() throws {
        let fresh: [String: Value] = ["updatedAt": .date(referenceNow), "id": 2]
        let stale: [String: Value] = ["updatedAt": .date(referenceNow.addingTimeInterval(-999)), "id": 3]
        let rules = RuleSet { Validate("id").min(3) }
        let checks: [(strategy: any ValidationStrategy, cases: [StrategyContract.Case])] = [
            (DefaultStrategy(), [.answers(.valid, for: fresh), .answers(.valid, for: try Self.record(#"{"id": 2}"#))]),
            (
                TimestampStrategy(field: "updatedAt", expiry: 60),
                [.answers(.valid, for: fresh), .answers(.invalid, for: stale)]
            ),
            (TimestampStrategy(field: "none", expiry: 60), [.answers(.unknown, for: fresh)]),
            (ReachabilityStrategy(), [.answers(.unknown, for: fresh)]),
            (ReachabilityStrategy(FixedReachability(false)), [.answers(.valid, for: fresh)]),
            (
                InvalidationStrategy(field: "revoked"),
                [.answers(.invalid, for: ["revoked": true] as [String: Value]), .answers(.unknown, for: fresh)]
            ),
            (
                RulesStrategy(rules),
                [
                    .answers(.invalid, for: fresh), .answers(.unknown, for: stale),
                    // JSON records: the rule set's screen and the screened evaluation answer too.
                    .answers(.invalid, for: try Self.record(#"{"id": 2}"#)),
                    .answers(.unknown, for: try Self.record(#"{"id": 3}"#)),
                ]
            ),
            (Custom(), [.answers(.valid, for: fresh), .answers(.invalid, for: stale)]),
            (Lookup(), [.answers(.unknown, for: fresh), .fails(for: ["id": "down"] as [String: Value])]),
        ]
        for (strategy, cases) in checks {
            let violations = StrategyContract.violations(of: strategy, cases: cases, in: environment)
            #expect(violations.isEmpty, "\(violations)")
        }
        #expect(StrategyContract.violations(of: Custom(), answering: .valid, for: fresh, in: environment).isEmpty)
    }

    /// Without a name.
    struct Nameless: ValidationStrategy {
        var name: String { "" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome { .unknown }
    }

    /// Its data source is down, and it answers unknown instead of throwing.
    struct Swallowing: ValidationStrategy {
        var name: String { "swallowing" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome { .unknown }
    }

    /// Says it always answers valid, and answers invalid.
    struct FalseConstant: ValidationStrategy {
        var name: String { "falseConstant" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome { .invalid }
        var constantResult: StrategyResult? { .valid }
    }

    /// Its screen settles valid for every JSON record; its evaluation answers unknown.
    struct RashScreen: ScreeningStrategy {
        var name: String { "rashScreen" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome { .unknown }
        func screen(_ record: borrowing InputRecord, in environment: StrategyEnvironment) -> RecordScreening? {
            RecordScreening(settled: .valid)
        }
        func evaluate(_ record: InputRecord, screened: RecordScreening, in environment: StrategyEnvironment) throws
            -> StrategyOutcome
        { .unknown }
    }

    /// The check can fail: each strategy that breaks a clause is reported, with the clause, the
    /// input and what happened instead.
    @Test func brokenStrategiesAreReported() throws {
        let one: [String: Value] = ["id": 1]
        let record = try Self.record(#"{"id": 1}"#)
        let reports: [(violations: [StrategyContractViolation], expected: [String])] = [
            (
                StrategyContract.violations(of: Nameless(), cases: [.answers(.unknown, for: one, label: "id 1")]),
                ["'' breaks hasName: its name is empty"]
            ),
            (
                StrategyContract.violations(
                    of: Custom(), cases: [.answers(.valid, for: ["id": 3] as [String: Value], label: "id 3")]),
                ["'evenId' breaks answersAsExpected on id 3: answered invalid where valid was expected"]
            ),
            (
                StrategyContract.violations(
                    of: Swallowing(), cases: [.fails(for: one, label: "a source that is down")]),
                [
                    "'swallowing' breaks errorsSurface on a source that is down: answered unknown where it should "
                        + "have thrown",
                    "'swallowing' breaks errorsSurface on a source that is down: the chain was decided valid by 'next' "
                        + "instead of stopping with the error",
                ]
            ),
            (
                StrategyContract.violations(
                    of: FalseConstant(), cases: [.answers(.invalid, for: record, label: "a record")]),
                [
                    "'falseConstant' breaks constantResultHolds on a record: answered invalid, but its "
                        + "constantResult is valid",
                    "'falseConstant' breaks decisiveAnswerStopsTheChain on a record: answered invalid, but the chain "
                        + "(deciding the JSON record) was decided valid by 'falseConstant'",
                ]
            ),
            (
                StrategyContract.violations(
                    of: RashScreen(), cases: [.answers(.unknown, for: record, label: "a record")]),
                [
                    "'rashScreen' breaks unknownFallsThrough on a record: answered unknown, but the chain "
                        + "(deciding the JSON record) was decided valid by 'rashScreen'",
                    "'rashScreen' breaks screenAgrees on a record: its screen settled valid, its evaluation "
                        + "answered unknown",
                ]
            ),
        ]
        for (violations, expected) in reports {
            #expect(violations.map(\.description) == expected)
        }
        let nameless = StrategyContract.violations(of: Nameless(), cases: [])
        #expect(nameless.map(\.clause) == [.hasName])
        #expect(nameless.first?.input == nil)
    }
}
