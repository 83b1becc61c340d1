import Foundation
import Testing
import Verdict
import VerdictTesting

@testable import VerdictLua

/// Issue 6: Lua strategies keep the contract every strategy keeps (VerdictTesting's
/// `StrategyContract`, which VerdictTests runs over the Swift ones): a decisive answer stops the
/// chain, unknown falls through, errors are never swallowed; and they mix with Swift strategies in
/// one chain, in both directions.
@Suite struct LuaStrategyTests {
    /// A Swift object a Lua strategy reads through `attributeSource(of:)`.
    struct Account: Encodable {
        let id: Int
        let revoked: Bool
    }

    static let file = """
        return {
          model = "Account",
          rules = { { "id", "min", 1 } },
          strategies = {
            function(account) if account.revoked then return "invalid", "revoked" end return "unknown" end,
            function(account) return account.id % 2 == 0 end,
            function(account) if account.id > 100 then return "valid" end end,
            function(account) return account.profile.age > 17 end,
            "rules",
            "default",
          },
        }
        """

    @Test func luaStrategiesKeepTheContract() throws {
        let directory = try RuleDirectory(["account.lua": Self.file])
        let engine = try directory.engine()
        let strategies = try #require(engine.model(named: "Account")?.strategies)
        #expect(strategies.count == 6)
        let environment = StrategyEnvironment(now: referenceNow)
        let checks: [(strategy: any ValidationStrategy, cases: [StrategyContract.Case])] = [
            (
                strategies[0],
                [
                    .answers(.invalid, for: Account(id: 2, revoked: true)),
                    .answers(.unknown, for: Account(id: 2, revoked: false)),
                ]
            ),
            (
                strategies[1],
                [
                    .answers(.valid, for: Account(id: 2, revoked: false)),
                    .answers(.invalid, for: ["id": 3] as [String: Value]),
                ]
            ),
            (
                strategies[2],
                [
                    .answers(.valid, for: ["id": 300] as [String: Value]),
                    .answers(.unknown, for: ["id": 3] as [String: Value]),
                ]
            ),
            // The function that indexes a field the record lacks raises a Lua error: it fails.
            (strategies[3], [.fails(for: ["id": 3] as [String: Value])]),
            (strategies[4], [.answers(.invalid, for: ["id": 0] as [String: Value])]),
            (strategies[5], [.answers(.valid, for: ["id": 0] as [String: Value])]),
        ]
        for (strategy, cases) in checks {
            let violations = StrategyContract.violations(of: strategy, cases: cases, in: environment)
            #expect(violations.isEmpty, "\(violations)")
        }
    }

    /// The Lua strategy of a rule file Verdict ships (`rules/mj_user.lua`: a revoked user is
    /// invalid, any other unknown), read from the source tree as a strategy author reads their own,
    /// on objects and on JSON records.
    @Test func theShippedLuaStrategyKeepsTheContract() throws {
        let engine = try RuleEngine(
            directory: ModelDefinitionSchemaDifferentialTests.shippedRules, configuration: .init(limits: .testing))
        let strategies = try #require(engine.model(named: "MJUser")?.strategies)
        let revoked = try #require(strategies.first { $0 is LuaStrategy })
        let violations = StrategyContract.violations(
            of: revoked,
            cases: [
                .answers(.invalid, for: ["name": "Ann", "revoked": true] as [String: Value]),
                .answers(.unknown, for: ["name": "Ann"] as [String: Value]),
                .answers(.invalid, for: try Self.record(#"{"name": "Bo", "revoked": true}"#)),
                .answers(.unknown, for: try Self.record(#"{"name": "Bo", "revoked": false}"#)),
            ],
            in: StrategyEnvironment(now: referenceNow))
        #expect(violations.isEmpty, "\(violations)")
    }

    static func record(_ text: String) throws -> InputRecord {
        let bytes = Array(text.utf8)
        return try InputRecord.read(bytes, in: bytes.indices)
    }

    @Test func errorsAreNeverSwallowed() throws {
        let directory = try RuleDirectory(["account.lua": Self.file])
        let engine = try directory.engine()
        let broken = try #require(engine.model(named: "Account")?.strategies[3])
        let service = ValidationService([broken, DefaultStrategy()])
        let place = "\(directory.path("account.lua")):8"
        do {
            let decision = try service.decide(["id": 3] as [String: Value], in: StrategyEnvironment(now: referenceNow))
            Issue.record("an erroring Lua strategy let the chain go on: \(decision)")
        } catch let error as StrategyError {
            #expect(error.strategy == "lua (\(place))")
            #expect(
                "\(error)"
                    == "strategy 'lua (\(place))' failed: \(place): attempt to index a nil value (field 'profile')")
        }
        // After an unknown, the error still stops the chain: the default strategy is never asked.
        let unknown = try #require(engine.model(named: "Account")?.strategies[2])
        #expect(throws: StrategyError.self) {
            try ValidationService([unknown, broken, DefaultStrategy()]).decide(["id": 3] as [String: Value])
        }
    }

    @Test func theFirstDecisiveAnswerOfARuleFileChainWins() throws {
        let engine = try RuleDirectory(["account.lua": Self.file]).engine()
        let file = engine.model(named: "Account")?.file ?? ""
        let place = { (line: Int) in "lua (\(file):\(line))" }
        func decide(_ record: Value) throws -> String? {
            try engine.checked(record, model: "Account", options: .testing).strategy
        }
        #expect(try decide(["id": 4, "revoked": true]) == place(5))
        #expect(try decide(["id": 4]) == place(6))
        #expect(try decide(["id": 3]) == place(6))
    }

    @Test func aSwiftChainIncludesAStrategyFromARuleFile() throws {
        let directory = try RuleDirectory(["account.lua": Self.file])
        let engine = try directory.engine()
        let revoked = try #require(engine.model(named: "Account")?.strategies.first)
        let service = ValidationService(
            [
                ReachabilityStrategy(FixedReachability(true)), revoked, InvalidationStrategy(field: "banned"),
                DefaultStrategy(),
            ],
            clock: { referenceNow }, reachability: FixedReachability(true))
        #expect(try service.decide(Account(id: 1, revoked: true)).strategy == revoked.name)
        #expect(try service.decide(Account(id: 1, revoked: true)).reason == "revoked")
        #expect(try service.decide(Account(id: 1, revoked: false)).strategy == "default")
        #expect(try service.isValid(Account(id: 1, revoked: false)))
        #expect(try !service.isValid(nil))
        // Offline, the Swift reachability strategy decides before the Lua one is asked.
        let offline = ValidationService([ReachabilityStrategy(), revoked], reachability: FixedReachability(false))
        #expect(try offline.decide(Account(id: 1, revoked: true)).strategy == "reachability")
    }

    /// One runtime validates record after record: its strategy and its rules each read every
    /// record's own fields, never a field cached for the record before (the strategy's proxy is
    /// reused from record to record, emptied first, and is not the rules' proxy).
    @Test func aLuaStrategySeesEachRecordsOwnFields() throws {
        let engine = try RuleDirectory([
            "gate.lua": """
            return {
              model = "Gate",
              rules = {
                { "tag", function(v, o) return o.gate ~= "fail", "seen with gate " .. tostring(o.gate) end },
              },
              strategies = {
                function(o) if o.gate == "stop" then return "invalid", "stopped " .. tostring(o.tag) end end,
                "rules",
                "default",
              },
            }
            """
        ]).engine()
        let records: [(record: Value, strategy: String, text: String?)] = [
            (["gate": "stop", "tag": "a"], "lua", "stopped a"),
            (["gate": "fail", "tag": "b"], "rules", "Tag seen with gate fail"),
            (["tag": "c"], "default", nil),
            (["gate": "stop"], "lua", "stopped nil"),
            (["gate": "open", "tag": "e"], "default", nil),
            (["gate": "stop", "tag": "f"], "lua", "stopped f"),
        ]
        for _ in 0..<2 {
            for (record, strategy, text) in records {
                let verdict = try engine.checked(record, model: "Gate")
                #expect(verdict.strategy?.hasPrefix(strategy) == true, "\(record)")
                #expect((verdict.errors.first?.message ?? verdict.reason) == text, "\(record)")
            }
        }
    }

    @Test func aLuaStrategyFromAnOlderVersionStillAnswersAfterAReload() throws {
        let directory = try RuleDirectory(["account.lua": Self.file])
        let engine = try directory.engine()
        let kept = try #require(engine.model(named: "Account")?.strategies.first)
        try directory.write("account.lua", Self.file.replacingOccurrences(of: "\"revoked\"", with: "\"withdrawn\""))
        #expect(engine.reload() == nil)
        let outcome = try kept.evaluate(Account(id: 1, revoked: true), in: StrategyEnvironment(now: referenceNow))
        #expect(outcome == StrategyOutcome(.invalid, reason: "revoked"))
        let fresh = try #require(engine.model(named: "Account")?.strategies.first)
        #expect(try fresh.evaluate(Account(id: 1, revoked: true), in: StrategyEnvironment()).reason == "withdrawn")
    }
}
