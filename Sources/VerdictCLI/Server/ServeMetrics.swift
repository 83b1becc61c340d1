import CoreMetrics
import Prometheus
import Synchronization
import Verdict
import VerdictBundle
import VerdictLua

/// The metrics of one `verdict serve`, in a Prometheus registry of its own, served at
/// `GET /metrics` in Prometheus' text format.
///
/// Every metric is made through swift-metrics with a ``Prometheus/PrometheusMetricsFactory`` over
/// this server's registry, passed explicitly: nothing is bootstrapped process-wide, so several
/// servers in one process (tests) each count their own requests.
///
/// | name | type | labels |
/// |---|---|---|
/// | `verdict_http_requests_total` | counter | `route`, `model`, `status` |
/// | `verdict_http_request_duration_seconds` | histogram | `route`, `model` |
/// | `verdict_records_validated_total` | counter | `model` |
/// | `verdict_records_refused_total` | counter | `model` |
/// | `verdict_rule_errors_total` | counter | `model` |
/// | `verdict_budget_exhaustions_total` | counter | `model`, `limit` (`instructions`, `time`, `memory`) |
/// | `verdict_rule_reloads_total` | counter | `result` (`accepted`, `refused`) |
/// | `verdict_rules_version` | gauge | — |
/// | `verdict_bundle_downloads_total` | counter | `result` (`fetched`, `not_modified`, `failed`) |
/// | `verdict_bundle_activations_total` | counter | — |
/// | `verdict_decision_log_dropped_total` | counter | — |
/// | `verdict_candidate_decisions_total` | counter | `agreement` (`agree`, `disagree`, `shed`) |
/// | `verdict_bundle_refusals_total` | counter | `reason` (`signature`, `digest`, `archive`, `size`, `rules`, `examples`, `storage`) |
///
/// `route` is the endpoint's path pattern (`/v1/validate/{model}`), `unmatched` for a path no
/// endpoint has; `model` is the model a request names when the rule set has it, `unknown` when it
/// does not, empty for endpoints without a model. Labels therefore take only as many values as
/// there are endpoints, models and statuses: a client cannot grow the registry by inventing paths.
final class ServeMetrics: Sendable {
    /// The registry `/metrics` reads.
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let requests = Mutex<[RequestKey: RequestSeries]>([:])
    private let models = Mutex<[String: ModelSeries]>([:])
    private let reloadsAccepted: CoreMetrics.Counter
    private let reloadsRefused: CoreMetrics.Counter
    private let version: CoreMetrics.Gauge
    /// The candidate's counters, made on first use (a server without `--candidate` shows none)
    /// and kept: making one looks it up in the registry.
    private let candidateCounters = Mutex<[CandidateShadow.Outcome: CoreMetrics.Counter]>([:])

    /// The upper bounds of the latency histogram's buckets: an answer takes under a millisecond
    /// when the rules are local, up to a remote rule's timeout when they are not.
    static let latencyBuckets: [Duration] = [
        .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5),
        .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]

    /// Metrics for a server, the rules version gauge set to `rulesVersion`.
    init(rulesVersion: Int) {
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = Self.latencyBuckets
        self.factory = factory
        reloadsAccepted = CoreMetrics.Counter(
            label: "verdict_rule_reloads_total", dimensions: [("result", "accepted")], factory: factory)
        reloadsRefused = CoreMetrics.Counter(
            label: "verdict_rule_reloads_total", dimensions: [("result", "refused")], factory: factory)
        version = CoreMetrics.Gauge(label: "verdict_rules_version", factory: factory)

        version.record(rulesVersion)
    }

    /// Counts an answered request and the time it took.
    func recordRequest(route: String, model: String, status: Int, duration: Duration) {
        let key = RequestKey(route: route, model: model, status: status)
        let series = requests.withLock { cache in
            if let series = cache[key] { return series }
            let series = RequestSeries(key, factory: factory)
            cache[key] = series
            return series
        }
        series.count.increment()
        let (seconds, attoseconds) = duration.components
        series.latency.recordNanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// Counts what validating one record found: the record itself when `countsRecord` (a
    /// `/v1/validate` request; a remote check is no record of its own) — refused, answered with
    /// warnings, or refused by the rules of a dry run —, its rules that could not run, and those
    /// that ran out of a Lua limit.
    func recordVerdict(_ verdict: RecordVerdict, model: String, countsRecord: Bool) {
        let dryRunRefusal = verdict.dryRunRefusal
        // A valid record without warnings, the usual answer, has nothing more to count.
        let found = verdict.isValid && verdict.outcome.errors.isEmpty && dryRunRefusal == nil ? [] : verdict.errors
        let failures = (dryRunRefusal?.errors ?? found).filter { $0.key == .ruleError }
        guard countsRecord || !failures.isEmpty else { return }
        let series = series(of: model)
        if countsRecord {
            series.validated.increment()
            if !verdict.isValid { series.refused.increment() }
            if found.contains(where: \.isWarning) { series.warned.increment() }
            if dryRunRefusal != nil { series.dryRunRefused.increment() }
        }
        for failure in failures {
            series.ruleErrors.increment()
            if let limit = Self.exhaustedLimit(of: failure) {
                series.exhaustion(limit, factory: factory).increment()
            }
        }
    }

    /// Counts a reload of the rules directory and sets the version gauge.
    func recordReload(accepted: Bool, version: Int) {
        (accepted ? reloadsAccepted : reloadsRefused).increment()
        self.version.record(version)
    }

    /// Counts a record tried with the candidate rule set (`--candidate`).
    func recordCandidate(_ outcome: CandidateShadow.Outcome) {
        let factory = self.factory
        let counter = candidateCounters.withLock { counters in
            if let counter = counters[outcome] { return counter }
            let counter = CoreMetrics.Counter(
                label: "verdict_candidate_decisions_total", dimensions: [("agreement", outcome.rawValue)],
                factory: factory)
            counters[outcome] = counter
            return counter
        }
        counter.increment()
    }

    /// Counts decisions the decision log dropped because its buffer was full.
    func recordDroppedDecisions(_ count: Int) {
        CoreMetrics.Counter(label: "verdict_decision_log_dropped_total", factory: factory).increment(by: count)
    }

    /// Counts an attempt to fetch and activate a bundle (`verdict serve --bundle`), and sets the
    /// version gauge after an activation.
    func recordBundleAttempt(_ attempt: BundleStatus.Attempt, version: Int) {
        let download: String
        switch attempt.outcome {
        case .unreachable: download = "failed"
        case .unchanged where attempt.downloadedBytes == nil: download = "not_modified"
        default: download = attempt.downloadedBytes == nil ? "" : "fetched"
        }
        if !download.isEmpty {
            CoreMetrics.Counter(
                label: "verdict_bundle_downloads_total", dimensions: [("result", download)], factory: factory
            ).increment()
        }
        switch attempt.outcome {
        case .activated:
            CoreMetrics.Counter(label: "verdict_bundle_activations_total", factory: factory).increment()
            self.version.record(version)
        case .refused:
            CoreMetrics.Counter(
                label: "verdict_bundle_refusals_total", dimensions: [("reason", attempt.reason ?? "unknown")],
                factory: factory
            ).increment()
        case .unchanged, .unreachable: break
        }
    }

    /// Every metric in Prometheus' text exposition format (version 0.0.4), each `# TYPE` line
    /// after a `# HELP` line that says what the metric counts (``helpTexts``).
    func exposition() -> [UInt8] {
        let emitted = registry.emitToBuffer()
        var out: [UInt8] = []
        out.reserveCapacity(emitted.count + Self.helpTexts.count * 80)
        for line in emitted.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if line.starts(with: "# TYPE ".utf8) {
                let name = String(decoding: line.dropFirst(7).prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
                if let help = Self.helpTexts[name] { out.append(contentsOf: "# HELP \(name) \(help)\n".utf8) }
            }
            out.append(contentsOf: line)
            out.append(UInt8(ascii: "\n"))
        }
        if emitted.last == UInt8(ascii: "\n") || emitted.isEmpty { out.removeLast() }
        return out
    }

    /// What each metric counts, as `/metrics` says it in its `# HELP` lines.
    static let helpTexts: [String: String] = [
        "verdict_http_requests_total": "HTTP requests answered, by route, model and status.",
        "verdict_http_request_duration_seconds": "Time to answer HTTP requests, by route and model.",
        "verdict_records_validated_total": "Records validated, by model.",
        "verdict_records_refused_total": "Records found invalid, by model.",
        "verdict_records_warned_total":
            "Records answered with warnings (rules of severity warning, warn mode), by model.",
        "verdict_records_dry_run_refused_total":
            "Records a dry run answered valid that the rules would have refused, by model.",
        "verdict_rule_errors_total":
            "Rules that could not run (a Lua error, a limit, a remote check without answer), by model.",
        "verdict_budget_exhaustions_total":
            "Lua calls stopped by a limit, by model and limit (instructions, time, memory).",
        "verdict_rule_reloads_total": "Reloads of the rules, by result (accepted, refused).",
        "verdict_rules_version": "The version of the rule set being served.",
        "verdict_bundle_downloads_total": "Bundle downloads, by result (fetched, not_modified, failed).",
        "verdict_bundle_activations_total": "Bundles activated.",
        "verdict_candidate_decisions_total":
            "Records also validated with the candidate rule set, by agreement (agree, disagree, shed: not tried).",
        "verdict_decision_log_dropped_total":
            "Decisions the decision log dropped, oldest first, while its destination could not keep up.",
        "verdict_bundle_refusals_total":
            "Bundles refused, by reason (signature, digest, archive, size, rules, examples).",
    ]

    /// Which Lua limit a rule error says ran out — `instructions`, `time` or `memory` — or `nil`
    /// for another failure. The engine words these three (``VerdictLua/LuaError``) and puts the
    /// words in the error's `error` parameter, or in the message of a strategy that failed.
    static func exhaustedLimit(of failure: ValidationError) -> String? {
        let text: String
        if case .string(let said)? = failure.params["error"] { text = said } else { text = failure.message }
        if text.contains("instruction budget of ") && text.contains(" instructions exhausted") { return "instructions" }
        if text.contains("time limit of ") && text.contains(" exceeded") { return "time" }
        if text.contains("stopped at the validation's deadline") { return "time" }
        if text.contains("memory limit of ") && text.contains(" exceeded") { return "memory" }
        return nil
    }

    private func series(of model: String) -> ModelSeries {
        models.withLock { cache in
            if let series = cache[model] { return series }
            let series = ModelSeries(model: model, factory: factory)
            cache[model] = series
            return series
        }
    }

    /// What a request's series are found by.
    private struct RequestKey: Hashable, Sendable {
        var route: String
        var model: String
        var status: Int

        /// The status and the lengths of the names: a server has few keys (its routes, models and
        /// statuses), which this tells apart well enough, and equal hashes still compare the keys
        /// in full. Hashing the names' bytes cost about 450 instructions a request.
        func hash(into hasher: inout Hasher) {
            hasher.combine(status)
            hasher.combine(route.utf8.count)
            hasher.combine(model.utf8.count)
        }
    }

    /// The counter and histogram of one route, model and status.
    private struct RequestSeries: Sendable {
        let count: CoreMetrics.Counter
        let latency: CoreMetrics.Timer

        init(_ key: RequestKey, factory: PrometheusMetricsFactory) {
            count = CoreMetrics.Counter(
                label: "verdict_http_requests_total",
                dimensions: [("route", key.route), ("model", key.model), ("status", String(key.status))],
                factory: factory)
            latency = CoreMetrics.Timer(
                label: "verdict_http_request_duration_seconds",
                dimensions: [("route", key.route), ("model", key.model)], factory: factory)
        }
    }

    /// The record and rule counters of one model.
    private struct ModelSeries: Sendable {
        let model: String
        let validated: CoreMetrics.Counter
        let refused: CoreMetrics.Counter
        let warned: CoreMetrics.Counter
        let dryRunRefused: CoreMetrics.Counter
        let ruleErrors: CoreMetrics.Counter

        init(model: String, factory: PrometheusMetricsFactory) {
            self.model = model
            let dimensions = [("model", model)]
            validated = CoreMetrics.Counter(
                label: "verdict_records_validated_total", dimensions: dimensions, factory: factory)
            refused = CoreMetrics.Counter(
                label: "verdict_records_refused_total", dimensions: dimensions, factory: factory)
            warned = CoreMetrics.Counter(
                label: "verdict_records_warned_total", dimensions: dimensions, factory: factory)
            dryRunRefused = CoreMetrics.Counter(
                label: "verdict_records_dry_run_refused_total", dimensions: dimensions, factory: factory)
            ruleErrors = CoreMetrics.Counter(
                label: "verdict_rule_errors_total", dimensions: dimensions, factory: factory)
        }

        /// The exhaustion counter of a limit (the registry hands back the same one each time).
        func exhaustion(_ limit: String, factory: PrometheusMetricsFactory) -> CoreMetrics.Counter {
            CoreMetrics.Counter(
                label: "verdict_budget_exhaustions_total", dimensions: [("model", model), ("limit", limit)],
                factory: factory)
        }
    }
}
