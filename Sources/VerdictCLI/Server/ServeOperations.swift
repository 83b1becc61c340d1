import Foundation
import Logging
import VerdictLua

/// What `verdict serve` keeps about itself for the people who run it: its metrics, the last
/// reload of its rules, when it started, and how long an answer may take.
struct ServeOperations: Sendable {
    /// The metrics `GET /metrics` serves.
    let metrics: ServeMetrics
    /// The last reload, for `GET /v1/status`.
    let reloads: ReloadRecord
    /// When the server started.
    let startedAt: Date
    /// How long a request's answer may take once the request has arrived; answered 503 past it.
    let requestTimeout: Duration

    /// Notes a reload of the rules, whatever caused it (the directory changed, a workbench save):
    /// in `/v1/status`, in `/metrics` and in the log.
    func recordReload(_ failure: RuleLoadFailure?, engine: RuleEngine, logger: Logger) {
        reloads.record(failure)
        metrics.recordReload(accepted: failure == nil, version: engine.version)
        VerdictServer.logReload(failure, engine: engine, logger: logger)
    }
}
