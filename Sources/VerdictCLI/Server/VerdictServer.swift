import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import VerdictBundle
import VerdictLua

/// The HTTP server of `verdict serve`: the routes over a ``RuleEngine``, a watcher that reloads
/// the rules directory when it changes, and logs on standard error.
struct VerdictServer {
    /// What the server does.
    struct Settings: Sendable {
        /// The address to listen on.
        var host: String
        /// The port; 0 picks a free one.
        var port: Int
        /// The largest request body accepted, in bytes.
        var maxBodyBytes: Int
        /// The time between two polls of the rules directory; `nil` never reloads.
        var watchInterval: Duration?
        /// How long a request may take to arrive (see ``ReadTimeoutHandler``).
        var readTimeout: Duration = Self.defaultReadTimeout
        /// The longest chain of remote checks a request that sends checks may come with.
        var maxHops = RemoteChainPolicy.defaultMaxHops
        /// How long an answer may take once its request has arrived (see ``ServeOperations``).
        var requestTimeout: Duration = Self.defaultRequestTimeout
        /// The most connections open at once; past it, new ones wait in the listen queue.
        var maxConnections = Self.defaultMaxConnections
        /// The time between two polls of the bundle URL, when the rules come as bundles.
        var bundlePoll = Duration.seconds(30)

        /// The default ``readTimeout``: 30 seconds.
        static let defaultReadTimeout = Duration.seconds(30)
        /// The default ``requestTimeout``: 60 seconds.
        static let defaultRequestTimeout = Duration.seconds(60)
        /// The default ``maxConnections``: 1,024.
        static let defaultMaxConnections = 1024
    }

    /// The engine whose rules are served.
    let engine: RuleEngine
    /// The settings.
    let settings: Settings
    /// The server's log, on standard error.
    let logger: Logger
    /// The metrics, the reload record, the start time and the request timeout.
    var operations: ServeOperations
    /// The rule workbench, mounted only when given (`--workbench`).
    var workbench: Workbench?

    /// A server over `engine`, with metrics of its own unless given.
    /// - Parameters:
    ///   - metrics: the metrics to count in; new ones by default.
    ///   - bundle: where the engine's rules come from when they come as bundles; polled while the
    ///     server runs.
    ///   - statusReport: where each bundle activation or refusal is posted.
    ///   - decisionLog: where each decision of `/v1/validate` is logged.
    ///   - candidate: a candidate rule set tried on every record of `/v1/validate`.
    init(
        engine: RuleEngine, settings: Settings, logger: Logger, metrics: ServeMetrics? = nil,
        bundle: BundleSource? = nil, statusReport: URL? = nil, decisionLog: DecisionLog? = nil,
        candidate: CandidateShadow? = nil
    ) {
        self.engine = engine
        self.settings = settings
        self.logger = logger
        operations = ServeOperations(
            metrics: metrics ?? ServeMetrics(rulesVersion: engine.version), reloads: ReloadRecord(), startedAt: Date(),
            requestTimeout: settings.requestTimeout, bundle: bundle, statusReport: statusReport,
            decisionLog: decisionLog, candidate: candidate)
    }

    /// The router: the endpoints of ``ServeRoute/all`` behind ``ServeMiddleware``.
    func makeRouter(chain: RemoteChainPolicy, workers: ValidationWorkers) -> Router<ServeRequestContext> {
        let router = Router(context: ServeRequestContext.self)
        router.add(
            middleware: ServeMiddleware(
                engine: engine, metrics: operations.metrics,
                problems: RequestProblems(maxBodyBytes: settings.maxBodyBytes, logger: logger)))
        let endpoints = ServeEndpoints(
            engine: engine, maxBodyBytes: settings.maxBodyBytes, chain: chain, operations: operations,
            workers: workers)
        for route in ServeRoute.all {
            router.on(RouterPath(route.path), method: route.method) { try await route.handle(endpoints, $0, $1) }
        }
        workbench?.mount(on: router)
        return router
    }

    /// HTTP/1.1 with the connection handlers of `verdict serve` (``ServeConnectionHandler``): the
    /// read timeout, problem answers to requests the parser cannot read, and a connection closed
    /// with its client's side.
    func makeServer() -> HTTPServerBuilder {
        let timeout = TimeAmount.nanoseconds(
            settings.readTimeout.components.seconds * 1_000_000_000 + settings.readTimeout.components.attoseconds
                / 1_000_000_000)
        let logger = self.logger
        return .http1(
            configuration: .init(
                additionalChannelHandlers: [
                    ServeConnectionHandler(readTimeout: ReadTimeoutHandler(timeout: timeout, logger: logger))
                ]))
    }

    /// Serves until SIGINT or SIGTERM, then shuts down gracefully: the listening socket closes
    /// at once, so new connections are refused; requests in flight are answered (their
    /// connections closed after the answer), idle connections closed; then it returns.
    ///
    /// Once listening, prints `verdict serve: listening on http://HOST:PORT` on standard output (the
    /// port actually bound, so `--port 0` can be used), then logs each reload of the rules
    /// directory: the new version, or every problem of a refused change as `FILE:LINE: message`
    /// (files named relative to the rules directory, as in answers) while the last good rule set
    /// keeps serving.
    /// - Throws: when the address cannot be bound.
    func run() async throws {
        let logger = self.logger
        let engine = self.engine
        let chain = RemoteChainPolicy(maxHops: settings.maxHops)
        let workbench = self.workbench
        let bundle = operations.bundle
        // One thread a core for Lua, and room for a few dozen requests each to wait.
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let workers = ValidationWorkers(threads: threads, maximumWaiting: 64 * threads)
        defer { workers.stop() }
        let app = Application(
            router: makeRouter(chain: chain, workers: workers),
            server: makeServer(),
            configuration: .init(
                address: .hostname(settings.host, port: settings.port), serverName: "verdict",
                availableConnectionsDelegate: MaximumAvailableConnections(settings.maxConnections, logger: logger)),
            onServerRunning: { channel in
                let host = channel.localAddress?.ipAddress ?? "?"
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") ? "[\(host)]" : host
                let line = "verdict serve: listening on http://\(shown):\(port)"
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
                if let workbench {
                    let start = workbench.startLine(baseURL: "http://\(shown):\(port)")
                    FileHandle.standardOutput.write(Data((start + "\n").utf8))
                }
                let models = engine.models.map(\.name).joined(separator: ", ")
                let rules =
                    bundle.map {
                        "rules from the bundle \($0.status.source)"
                            + ($0.status.revision.map { ", revision \($0)" } ?? ", not ready yet")
                    }
                    ?? "rules \(engine.directory.path)"
                logger.info(
                    """
                    \(line) — \(rules), version \(engine.version), models: \(models); \
                    server id \(chain.serverID) (Verdict-Via)
                    """)
            },
            logger: logger)
        let operations = self.operations
        let watcher = settings.watchInterval.map { interval in
            engine.watch(every: interval) { failure in
                operations.recordReload(failure, engine: engine, logger: logger)
            }
        }
        defer { watcher?.cancel() }
        let polling = bundle.map { source in
            Task { [operations, settings] in
                await source.run(every: settings.bundlePoll) { attempt in
                    await operations.recordBundleAttempt(attempt, source: source, logger: logger)
                }
            }
        }
        defer { polling?.cancel() }
        defer { operations.candidate?.stop() }
        let logging = operations.decisionLog.map { log in Task { await log.run() } }
        defer { logging?.cancel() }
        try await app.runService()
        // What is still buffered is written (one try for a URL) before the process ends.
        logging?.cancel()
        await logging?.value
    }

    /// Logs the outcome of a reload.
    static func logReload(_ failure: RuleLoadFailure?, engine: RuleEngine, logger: Logger) {
        guard let failure else {
            let models = engine.models.map(\.name).joined(separator: ", ")
            logger.info("rules reloaded: version \(engine.version), models \(models)")
            return
        }
        logger.error("rules change refused; still serving version \(engine.version) (rules \(engine.directory.path))")
        for issue in failure.issues {
            logger.error("\(issue.description)")
        }
    }
}
