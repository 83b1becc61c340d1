import Foundation
import Testing
import Verdict

/// `timestamp`: ages too large for an integer are answered, not trapped on (the schema differential
/// test's records found a `1e300` timestamp that crashed the engine). An update in the future is
/// valid.
@Suite struct TimestampStrategyTests {
    @Test(arguments: [
        (Value.double(1e300), "valid", "updated -1e+300 s ago; expires after 300 s"),
        (Value.double(-1e300), "invalid", "updated 1e+300 s ago; expires after 300 s"),
        (Value.int(1_780_000_000 - 60), "valid", "updated 60 s ago; expires after 300 s"),
    ])
    func answersAnyTimestamp(_ updatedAt: Value, _ result: String, _ reason: String) throws {
        let strategy = TimestampStrategy(field: "updatedAt", expiry: 300)
        let environment = StrategyEnvironment(now: Date(timeIntervalSince1970: 1_780_000_000))
        let outcome = try strategy.evaluate(Value.object(["updatedAt": updatedAt]), in: environment)
        #expect("\(outcome.result)" == result)
        #expect(outcome.reason == reason)
    }
}
