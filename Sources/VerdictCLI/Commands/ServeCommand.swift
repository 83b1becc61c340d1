import ArgumentParser
import Foundation
import Logging
import VerdictLua

/// `verdict serve`: the rules over HTTP — record validation, AJWValidator's remote checks, the
/// model list and a health check — reloading the rules directory when it changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the rules over HTTP; reload them when the rules directory changes.",
        discussion: """
            POST /v1/validate/{model}[?scenario=]        a JSON record → {"valid", "errors", "strategy"}
            POST /v1/remote/{model}/{attribute}[?scenario=]
                                                         {"instance": V, "extra": {...}} → true / false
            GET  /v1/models                              models, attributes, scenarios, strategies
            GET  /health                                 {"status": "ok", "version", "models"}

            /v1/validate checks the model's remote rules after its strategy chain; a check that \
            gets no usable answer fails its rule. /v1/remote runs the local rules only.

            Errors are RFC 9457 application/problem+json: 400 bad JSON, a body that is not an \
            object or an unknown scenario; 404 an unknown model, attribute or path; 405 (with \
            Allow) a known path asked with another method; 413 a body past --max-body-bytes. A rules change that does not load is logged with file and line \
            on standard error, and the last good rule set keeps serving. LOG_LEVEL sets the log \
            level (default info).
            """
    )

    @OptionGroup var rulesOption: RulesOption

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (printed on standard output).")
    var port = 8080

    @Option(help: "The largest request body accepted, in bytes (413 past it).")
    var maxBodyBytes = 1 << 20

    @Option(help: "Seconds between two looks at the rules directory (up to 86400); 0 never reloads.")
    var watchInterval = 1.0

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535, not \(port)") }
        guard maxBodyBytes > 0 else { throw ValidationError("--max-body-bytes must be positive") }
        guard (0...86_400).contains(watchInterval) else {
            throw ValidationError("--watch-interval must be 0…86400 seconds")
        }
    }

    func run() async throws {
        // Answers name rule files relative to the rules directory: never a path of this host.
        let engine = try rulesOption.loadEngine(configuration: .init(fileNaming: .rulesDirectory))
        var logger = Logger(label: "verdict.serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel =
            ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info
        let settings = VerdictServer.Settings(
            host: host, port: port, maxBodyBytes: maxBodyBytes,
            watchInterval: watchInterval > 0 ? .milliseconds(Int((watchInterval * 1000).rounded())) : nil)
        do {
            try await VerdictServer(engine: engine, settings: settings, logger: logger).run()
        } catch {
            Console.standardError.write("verdict serve: cannot serve on \(host):\(port): \(error)\n")
            throw CLIExit.usage.error
        }
    }
}
