import Foundation
import Testing

@testable import Verdict

/// What strategies read an object through: the environment's source when the host set it.
@Suite struct StrategyEnvironmentTests {
    @Test func strategiesReadTheSourceTheHostSet() throws {
        let record: Value = ["name": "", "updatedAt": "2026-01-01T00:00:00Z"]
        var environment = StrategyEnvironment(now: Date(timeIntervalSince1970: 1_767_225_700))
        #expect(environment.attributes(of: record).value(of: "name") == "")
        environment.source = ["name": "Ann", "updatedAt": "2026-01-01T00:01:00Z"] as [String: Value]
        #expect(environment.attributes(of: record).value(of: "name") == "Ann")

        let rules = RulesStrategy(RuleSet { Validate("name").required() })
        #expect(try rules.evaluate(record, in: environment).result == .unknown)
        environment.source = nil
        #expect(try rules.evaluate(record, in: environment).result == .invalid)

        let timestamp = TimestampStrategy(field: "updatedAt", expiry: 60)
        environment.source = ["updatedAt": "2026-01-01T00:01:00Z"] as [String: Value]
        #expect(try timestamp.evaluate(record, in: environment).result == .valid)
        environment.source = nil
        #expect(try timestamp.evaluate(record, in: environment).result != .valid)
    }
}
