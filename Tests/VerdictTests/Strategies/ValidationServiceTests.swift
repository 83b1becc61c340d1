import Foundation
import Testing
import Verdict

/// Vastra's cached user: a timestamp data source and an invalidation data source.
final class CachedUser: TimestampDataSource, InvalidationDataSource, @unchecked Sendable {
    var lastUpdate: Date?
    var expiryInterval: TimeInterval
    var isObjectInvalid = false

    init(lastUpdate: Date?, expiry: TimeInterval) {
        self.lastUpdate = lastUpdate
        self.expiryInterval = expiry
    }
}

@Suite struct ValidationServiceTests {
    let now = referenceNow

    func service(_ strategies: [any ValidationStrategy], online: Bool = true) -> ValidationService {
        let now = self.now
        return ValidationService(strategies, clock: { now }, reachability: FixedReachability(online))
    }

    static let vectors: [(Double, Double, Bool)] = [
        (5, 3, true), (5, 6, false),
        (86_400, 10_800, true), (86_400, 93_600, false),
        (2_073_600, 86_400, true), (2_073_600, 2_419_200, false),
        (5, 5, false), (5, -10, true),
    ]

    @Test(arguments: vectors)
    func vastraTimestampVectors(expiry: Double, age: Double, valid: Bool) throws {
        let user = CachedUser(lastUpdate: now.addingTimeInterval(-age), expiry: expiry)
        #expect(try service([TimestampStrategy(), DefaultStrategy()]).isValid(user) == valid)
    }

    @Test func invalidationChain() throws {
        let user = CachedUser(lastUpdate: nil, expiry: 5)
        let chain = service([InvalidationStrategy(), DefaultStrategy()])
        #expect(try chain.isValid(user))
        user.isObjectInvalid = true
        #expect(try !chain.isValid(user))
    }

    @Test func mjUserIsValidNowAndInvalidSixSecondsLater() throws {
        let user = CachedUser(lastUpdate: now, expiry: 5)
        let chain: [any ValidationStrategy] = [ReachabilityStrategy(), TimestampStrategy(), DefaultStrategy()]
        #expect(try service(chain).isValid(user))
        let later = ValidationService(
            chain, clock: { [now] in now.addingTimeInterval(6) }, reachability: FixedReachability(true))
        let decision = try later.decide(user)
        #expect(!decision.isValid)
        #expect(decision.strategy == "timestamp")
        #expect(decision.reason == "updated 6 s ago; expires after 5 s")
    }

    @Test func offlineTheCacheStands() throws {
        let stale = CachedUser(lastUpdate: now.addingTimeInterval(-3600), expiry: 5)
        let chain: [any ValidationStrategy] = [ReachabilityStrategy(), TimestampStrategy(), DefaultStrategy()]
        let decision = try service(chain, online: false).decide(stale)
        #expect(decision.isValid)
        #expect(decision.strategy == "reachability")
        #expect(try !service(chain, online: true).isValid(stale))
    }

    @Test func emptyChainNilObjectAndUndecidedAreInvalid() throws {
        #expect(try !service([]).isValid(CachedUser(lastUpdate: nil, expiry: 1)))
        #expect(try !service([DefaultStrategy()]).isValid(nil))
        let undecided = try service([TimestampStrategy()]).decide(CachedUser(lastUpdate: nil, expiry: 1))
        #expect(!undecided.isValid)
        #expect(undecided.strategy == nil)
        #expect(undecided.reason == "no strategy decided")
    }

    @Test func rulesStrategyExplainsWithErrors() throws {
        let rules = RuleSet { Validate("name").required() }
        let chain = service([RulesStrategy(rules), DefaultStrategy()])
        let decision = try chain.decide(["name": ""] as [String: Value])
        #expect(decision.strategy == "rules")
        #expect(decision.outcome.errors.map(\.message) == ["Name is required."])
        #expect(try chain.isValid(["name": "Ann"] as [String: Value]))
    }

    /// A chain of screenable rules then `default` screens a JSON record once: a cleared record is
    /// valid by `default`, any other gets the decision the general chain gives.
    @Test(arguments: [
        #"{"name": "Ann", "email": "ann@example.com"}"#, #"{"name": ""}"#, #"{"name": "A\u006en"}"#,
        #"{"n\u0061me": "Ann"}"#, #"[1]"#, #"{"name": ["Ann"]}"#, #"{"name": "Ann", "email": "ann@"}"#,
    ])
    func aJSONRecordGetsTheChainsDecision(text: String) throws {
        let rules = RuleSet {
            Validate("name").required().minLength(2)
            Validate("email").email()
        }
        let bytes = Array(text.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        for strategies in [
            [RulesStrategy(rules), DefaultStrategy()], [RulesStrategy(rules)],
            [RulesStrategy(rules), TimestampStrategy(field: "updatedAt", expiry: 60), DefaultStrategy()],
        ] as [[any ValidationStrategy]] {
            let chain = service(strategies)
            let environment = StrategyEnvironment(now: now)
            let screened = try chain.decide(record, in: environment)
            let general = try chain.decide(record as Any?, in: environment)
            #expect(screened == general, "\(text) with \(strategies.map(\.name))")
        }
    }

    @Test func aClearedJSONRecordIsValidByDefault() throws {
        let chain = service([RulesStrategy(RuleSet { Validate("name").required() }), DefaultStrategy()])
        let bytes = Array(#"{"name": "Ann"}"#.utf8)
        let decision = try chain.decide(try InputRecord.read(bytes, in: bytes.indices), in: StrategyEnvironment())
        #expect(decision.isValid)
        #expect(decision.strategy == "default")
        #expect(decision.outcome == .valid)
        #expect(decision.reason == nil)
    }

    @Test func aJSONRecordsChainReadsTheHostsSource() throws {
        // The host says the attributes come from elsewhere: the screen must not clear the record itself.
        let chain = service([RulesStrategy(RuleSet { Validate("name").required() }), DefaultStrategy()])
        let bytes = Array(#"{"name": "Ann"}"#.utf8)
        var environment = StrategyEnvironment()
        environment.source = Value.object(["name": ""])
        let decision = try chain.decide(try InputRecord.read(bytes, in: bytes.indices), in: environment)
        #expect(decision.strategy == "rules")
        #expect(decision.outcome.errors.map(\.message) == ["Name is required."])
    }

    @Test func timestampFromARecordField() throws {
        let chain = service([TimestampStrategy(field: "updatedAt", expiry: 300)])
        let fresh: [String: Value] = ["updatedAt": .string(ISO8601.format(now.addingTimeInterval(-60)))]
        #expect(try chain.isValid(fresh))
        let stale: [String: Value] = ["updatedAt": .double(now.timeIntervalSince1970 - 301)]
        #expect(try !chain.isValid(stale))
    }

    @Test func aThrowingStrategyIsNeverSilent() {
        struct Broken: ValidationStrategy {
            struct Failure: Error {}
            var name: String { "broken" }
            func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
                throw Failure()
            }
        }
        #expect(throws: StrategyError.self) { try service([Broken(), DefaultStrategy()]).isValid(1) }
    }

    @Test func catalogBuildsBuiltIns() throws {
        let rules = RuleSet { Validate("a").required() }
        #expect(
            try StrategyCatalog.make("timestamp", options: ["field": "t", "expiry": 5], rules: rules).name
                == "timestamp")
        #expect(throws: RuleDefinitionError.self) { try StrategyCatalog.make("timestamp", options: [:], rules: rules) }
        #expect(throws: RuleDefinitionError.self) { try StrategyCatalog.make("defualt", options: [:], rules: rules) }
    }

    @Test func systemReachabilityAnswers() {
        // The answer depends on the machine; the call must work and agree with itself.
        let provider = SystemReachability()
        #expect(provider.isReachable == provider.isReachable)
    }

    /// A batch's copy of the service answers as the service does, with decisions of its own for
    /// the constant answers: the records one worker settles then share no object with another's.
    @Test func aCopyWithItsOwnConstantDecisionsDecidesTheSame() throws {
        let shared = service([DefaultStrategy()])
        let own = shared.withOwnConstantDecisions()
        let bytes = Array(#"{"title": "Quarterly"}"#.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        let environment = StrategyEnvironment(now: now)
        let first = try shared.decision(record, in: environment)
        let mine = try own.decision(record, in: environment)
        // Each service makes its constant decision once and hands that one out again.
        #expect(try shared.decision(record, in: environment) === first)
        #expect(try own.decision(record, in: environment) === mine)
        #expect(mine !== first)
        let verdicts = [RecordVerdict(first), RecordVerdict(mine)]
        #expect(verdicts.map(\.isValid) == [true, true])
        #expect(verdicts.map(\.strategy) == ["default", "default"])
        #expect(verdicts[0].outcome == verdicts[1].outcome)
    }
}
