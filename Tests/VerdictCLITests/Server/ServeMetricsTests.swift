import Testing
import Verdict

@testable import VerdictCLI

/// `ServeMetrics`: each server's registry is its own, and a rule error is classed by the limit it ran out of.
@Suite struct ServeMetricsTests {
    static func text(_ metrics: ServeMetrics) -> String {
        String(decoding: metrics.exposition(), as: UTF8.self)
    }

    /// Two servers in one process count apart: nothing goes through a process-wide bootstrap.
    @Test func twoServersInOneProcessCountApart() {
        let first = ServeMetrics(rulesVersion: 1)
        let second = ServeMetrics(rulesVersion: 7)
        first.recordRequest(route: "/health", model: "", status: 200, duration: .milliseconds(1))
        first.recordRequest(route: "/health", model: "", status: 200, duration: .milliseconds(3))
        second.recordRequest(route: "/health", model: "", status: 200, duration: .milliseconds(1))
        #expect(Self.text(first).contains(#"verdict_http_requests_total{route="/health",model="",status="200"} 2"#))
        #expect(Self.text(second).contains(#"verdict_http_requests_total{route="/health",model="",status="200"} 1"#))
        #expect(
            Self.text(first).contains(#"verdict_http_request_duration_seconds_sum{route="/health",model=""} 0.004"#))
        #expect(
            Self.text(first).contains(
                #"verdict_http_request_duration_seconds_bucket{route="/health",model="",le="0.002"} 1"#))
        #expect(Self.text(first).contains("verdict_rules_version 1.0"))
        #expect(Self.text(second).contains("verdict_rules_version 7.0"))
    }

    @Test(arguments: [
        ("rules/a.lua:3: instruction budget of 2000000 instructions exhausted", "instructions"),
        ("rules/a.lua:3: time limit of 0.5 seconds exceeded", "time"),
        ("memory limit of 32 MiB exceeded", "memory"),
        ("rules/a.lua:3: boom", nil),
    ])
    func exhaustedLimitIsReadFromTheRuleError(text: String, limit: String?) {
        let failure = ValidationError(
            attribute: "a", rule: "custom", key: .ruleError, message: "A could not be checked: \(text)",
            params: ["error": .string(text)])
        #expect(ServeMetrics.exhaustedLimit(of: failure) == limit)
    }

    /// A strategy that fails says why in its message, with no `error` parameter.
    @Test func exhaustedLimitOfAStrategyIsReadFromItsMessage() {
        let failure = ValidationError(
            attribute: "", rule: "strategy", key: .ruleError,
            message: "could not be validated: s.lua:2: instruction budget of 10 instructions exhausted")
        #expect(ServeMetrics.exhaustedLimit(of: failure) == "instructions")
    }
}
