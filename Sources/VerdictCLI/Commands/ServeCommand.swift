import ArgumentParser
import NIOCore
import Foundation
import Logging
import VerdictBundle
import VerdictLua

/// `verdict serve`: the rules over HTTP — record validation, AJWValidator's remote checks, the
/// model list, the models' JSON Schemas and the OpenAPI document, and a health check — reloading the rules directory when it changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the rules over HTTP; reload them when the rules directory changes.",
        discussion: """
            POST /v1/validate/{model}[?scenario=]        a JSON or form record → {"valid", "errors", "strategy"}
            POST /v1/remote/{model}/{attribute}[?scenario=]
                                                         {"instance": V, "extra": {...}} → true / false
            GET  /v1/models                              models, attributes, scenarios, strategies
            GET  /v1/models/{model}/schema[?scenario=&locale=&strict=]
                                                         the model's JSON Schema (verdict schema)
            GET  /openapi.json                           the OpenAPI 3.1 document of these endpoints
            GET  /health                                 {"status": "ok", "version", "models"}
            GET  /health/ready                           200 once rules are active, else 503
            GET  /v1/status                              rules version, revision (SHA-256), load time, last reload,
                                                         and with --bundle the bundle's revision, ETag, key id,
                                                         last attempt and last refusal
            GET  /metrics                                Prometheus metrics (text format)

            /v1/validate checks the model's remote rules after its strategy chain; a check that \
            gets no usable answer fails its rule. /v1/remote runs the local rules only.

            Errors are RFC 9457 application/problem+json: 400 a request that is not HTTP/1.1, bad \
            JSON, a body that is not an object, an unknown scenario or a schema's unknown locale; 404 an unknown model, \
            attribute or path; 405 (with Allow) a known path asked with another method; 413 a body \
            past --max-body-bytes; 508 a remote check that comes back to this server (a rule \
            calling its own server, two servers calling each other) or past --max-hops. A UTF-8 \
            byte order mark before a body is ignored; when a JSON object has a key twice, the last \
            value wins; ?scenario= given more than once must say the same each time (else 400).

            Rule files are named relative to the rules directory in answers and logs. A rules \
            change that does not load is logged with file and line on standard error, and the last \
            good rule set keeps serving. A client that goes away is logged at debug level and its \
            request's remote checks are cancelled.

            Limits: a request must arrive within --read-timeout, its answer be ready within \
            --request-timeout (else 503; the checks of remote rules are what can take long — Lua \
            rules run within their instruction and time limits), its body stay within \
            --max-body-bytes; past --max-connections open connections, new ones wait in the \
            listen queue until one closes.

            Logs go to standard error, as text or JSON lines (--log-format). At debug level each \
            request has an access line (method, path, route, model, status, duration_ms); a \
            record that fails validation is a 200 and a refused request a 4xx, neither an error. \
            LOG_LEVEL sets the level when --log-level is not given.

            With --bundle URL the rules come as bundles (verdict bundle build): polled every --poll \
            seconds with the last ETag, verified against the --public-key keys, unpacked, loaded \
            and their examples run before they replace the rules serving; a refused bundle leaves \
            the last good one serving. --cache keeps the last activated bundle, served at start \
            while the bundle server is down. Until a first bundle is active, /health/ready and \
            /v1/validate answer 503.

            SIGTERM or SIGINT stops the server gracefully: it stops listening at once, answers the \
            requests in flight, and exits 0.
            """
    )

    @OptionGroup var rulesOption: RulesOption

    @OptionGroup var budget: BudgetOption

    @OptionGroup var modeOption: ModeOption

    @OptionGroup(title: "Rules from a bundle") var bundleOptions: BundleOptions

    @Option(help: "With --bundle, seconds between two polls of the bundle URL (1…86400).")
    var poll = 30.0

    @Option(help: "With --bundle, a folder that keeps the last activated bundle, served at start if the URL is down.")
    var cache: String?

    @Option(
        name: .customLong("decision-log"),
        help: """
            Log every decision of /v1/validate as one JSON object: to a file (appended), - (standard \
            output), or an http/https URL (gzip'd JSON arrays, posted in batches, retried).
            """)
    var decisionLog: String?

    @Option(
        help: """
            A candidate rule set (a rules directory or a bundle) tried on every record of \
            /v1/validate, off the answer's path: agreements and disagreements counted in /metrics, \
            disagreements in the decision log. Answers always come from the active rules.
            """)
    var candidate: String?

    @Option(
        name: .customLong("report-status"),
        help: "With --bundle, a URL that each activation or refusal is posted to (the /v1/status bundle object).")
    var reportStatus: String?

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (printed on standard output).")
    var port = 8080

    @Option(help: "The largest request body accepted, in bytes (413 past it).")
    var maxBodyBytes = 1 << 20

    @Option(help: "Seconds between two looks at the rules directory (up to 86400); 0 never reloads.")
    var watchInterval = 1.0

    @Option(
        help: """
            Seconds a request may take to arrive whole (0.1…3600); a connection idle or slower than \
            that is closed.
            """)
    var readTimeout = 30.0

    @Option(help: "The longest chain of remote checks a request that sends checks may come with (1…100).")
    var maxHops = RemoteChainPolicy.defaultMaxHops

    @Option(help: "Seconds a request's answer may take once the request has arrived (0.1…3600); 503 past it.")
    var requestTimeout = 60.0

    @Option(help: "The most connections open at once (1…1000000); more wait in the listen queue.")
    var maxConnections = VerdictServer.Settings.defaultMaxConnections

    @Option(help: "The log level (default: LOG_LEVEL, else info).")
    var logLevel: Logger.Level?

    @Option(help: "The log's format on standard error: text or json (one object a line).")
    var logFormat = LogFormat.text

    // The rule workbench (Workbench/): off unless --workbench.
    @OptionGroup(title: "Rule workbench") var workbenchOptions: WorkbenchOptions

    func validate() throws {
        try bundleOptions.validate(rules: rulesOption, keysCheckOtherBundles: candidate != nil)
        if bundleOptions.bundle == nil && (cache != nil || reportStatus != nil) {
            throw ValidationError("--cache and --report-status are for --bundle: give one")
        }
        guard (1...86_400).contains(poll) else { throw ValidationError("--poll must be 1…86400 seconds") }
        if let reportStatus, URL(string: reportStatus)?.scheme?.hasPrefix("http") != true {
            throw ValidationError("--report-status must be an http or https URL")
        }
        if bundleOptions.bundle != nil && workbenchOptions.settings != nil {
            throw ValidationError("--workbench edits a rules directory: it cannot run with --bundle")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535, not \(port)") }
        guard maxBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive") }
        guard (0...86_400).contains(watchInterval) else {
            throw ValidationError("--watch-interval must be 0…86400 seconds")
        }
        guard (0.1...3_600).contains(readTimeout) else {
            throw ValidationError("--read-timeout must be 0.1…3600 seconds")
        }
        guard (1...100).contains(maxHops) else { throw ValidationError("--max-hops must be 1…100") }
        guard (0.1...3_600).contains(requestTimeout) else {
            throw ValidationError("--request-timeout must be 0.1…3600 seconds")
        }
        guard (1...1_000_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be 1…1000000")
        }
    }

    func run() async throws {
        let level =
            logLevel ?? ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info
        let logger = logFormat.logger(label: "verdict.serve", level: level)
        // Answers name rule files relative to the rules directory: never a path of this host.
        let configuration = RuleEngine.Configuration(limits: budget.limits, fileNaming: .rulesDirectory)
        let source = try bundleOptions.source(
            cache: cache.map { URL(fileURLWithPath: $0, isDirectory: true) }, engineConfiguration: configuration)
        if let source, let restored = source.restoreFromCache() {
            if restored.outcome == .activated {
                logger.info(
                    "serving revision \(restored.revision ?? "?") from the cache \(cache ?? "") until the bundle server answers"
                )
            } else {
                logger.error("the cached bundle is refused (\(restored.reason ?? "?")): \(restored.detail ?? "")")
            }
        }
        let engine = try source?.engine ?? rulesOption.loadEngine(configuration: configuration)
        var settings = VerdictServer.Settings(
            host: host, port: port, maxBodyBytes: maxBodyBytes,
            watchInterval: watchInterval > 0 && source == nil
                ? .milliseconds(Int((watchInterval * 1000).rounded())) : nil,
            readTimeout: .milliseconds(Int((readTimeout * 1000).rounded())), maxHops: maxHops,
            requestTimeout: .milliseconds(Int((requestTimeout * 1000).rounded())), maxConnections: maxConnections)
        settings.bundlePoll = .milliseconds(Int((poll * 1000).rounded()))
        let metrics = ServeMetrics(rulesVersion: engine.version)
        let log: DecisionLog?
        do {
            log = try decisionLog.map { try DecisionLog(.init($0)) { metrics.recordDroppedDecisions($0) } }
        } catch {
            Console.standardError.write("verdict serve: \(error)\n")
            throw CLIExit.usage.error
        }
        let shadow = try candidate.map { argument -> CandidateShadow in
            guard let location = RuleSetLocation(argument) else {
                Console.standardError.write("verdict serve: --candidate: '\(argument)' is not a URL\n")
                throw CLIExit.usage.error
            }
            let candidateEngine = try location.loadEngine(
                publicKeys: bundleOptions.publicKeys, caFile: bundleOptions.caFile, configuration: configuration)
            logger.info("trying the candidate rules of \(argument) on every record of /v1/validate")
            return CandidateShadow(engine: candidateEngine) { metrics.recordCandidate($0) }
        }
        var server = VerdictServer(
            engine: engine, settings: settings, logger: logger, metrics: metrics, bundle: source,
            statusReport: reportStatus.flatMap(URL.init(string:)), decisionLog: log, candidate: shadow)
        server.operations.enforcement = modeOption.mode
        if let workbench = workbenchOptions.settings {
            do {
                server.workbench = try Workbench(
                    engine: engine, settings: workbench, listenHost: host, operations: server.operations,
                    logger: logger)
            } catch {
                Console.standardError.write("verdict serve: cannot start the workbench: \(error)\n")
                throw CLIExit.usage.error
            }
        }
        do {
            try await server.run()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            Console.standardError.write(
                "verdict serve: port \(port) of \(host) is already in use; stop what listens there or choose another --port\n"
            )
            throw CLIExit.usage.error
        } catch {
            Console.standardError.write("verdict serve: cannot serve on \(host):\(port): \(error)\n")
            throw CLIExit.usage.error
        }
    }
}
