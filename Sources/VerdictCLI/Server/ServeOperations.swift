import Foundation
import Logging
import Verdict
import VerdictBundle
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
    /// Where the rules come from when they come as bundles (`--bundle`); `nil` for a directory.
    var bundle: BundleSource?
    /// Where each bundle activation or refusal is posted (`--report-status`).
    var statusReport: URL?
    /// Where each decision of `/v1/validate` is logged (`--decision-log`).
    var decisionLog: DecisionLog?
    /// A candidate rule set tried on every record of `/v1/validate` (`--candidate`).
    var candidate: CandidateShadow?
    /// How verdicts are enforced over each model's own `mode` (`--mode`); `nil` keeps the models'.
    var enforcement: EnforcementMode?

    /// The revision of the rules serving: the bundle's when they come as bundles.
    func revision(of engine: RuleEngine) -> String { bundle?.status.revision ?? engine.revision }

    /// Notes a reload of the rules, whatever caused it (the directory changed, a workbench save):
    /// in `/v1/status`, in `/metrics` and in the log.
    func recordReload(_ failure: RuleLoadFailure?, engine: RuleEngine, logger: Logger) {
        reloads.record(failure)
        metrics.recordReload(accepted: failure == nil, version: engine.version)
        VerdictServer.logReload(failure, engine: engine, logger: logger)
    }

    /// Notes an attempt to fetch and activate a bundle: in `/metrics` and in the log, and posted
    /// to ``statusReport`` after an activation or a refusal.
    func recordBundleAttempt(_ attempt: BundleStatus.Attempt, source: BundleSource, logger: Logger) async {
        let engine = source.engine
        metrics.recordBundleAttempt(attempt, version: engine.version)
        let status = source.status
        let serving =
            status.revision.map { "still serving revision \($0)" + (status.fromCache ? " (from the cache)" : "") }
            ?? "no rules active yet"
        switch attempt.outcome {
        case .activated:
            let key = status.keyID.map { ", key id \($0)" } ?? ""
            let models = engine.models.map(\.name).joined(separator: ", ")
            logger.info(
                "bundle activated: revision \(attempt.revision ?? "?")\(key), version \(engine.version), models \(models)"
            )
        case .unchanged:
            logger.debug("bundle unchanged: revision \(status.revision ?? "?")")
        case .refused:
            logger.error(
                "bundle refused (\(attempt.reason ?? "?")): \(attempt.detail ?? ""); \(serving)")
        case .unreachable:
            logger.warning("bundle server unreachable: \(attempt.detail ?? ""); \(serving)")
        }
        guard let statusReport, attempt.outcome == .activated || attempt.outcome == .refused else { return }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        guard let body = try? encoder.encode(status) else { return }
        let request = RemoteRequest(
            url: statusReport, headers: ["Content-Type": "application/json"], body: body, timeout: .seconds(10))
        do {
            let response = try await RemoteValidator.defaultTransport.send(request)
            if !(200..<300).contains(response.statusCode) {
                logger.warning("status report to \(statusReport) answered HTTP \(response.statusCode)")
            }
        } catch {
            logger.warning("status report to \(statusReport) failed: \(error)")
        }
    }
}
