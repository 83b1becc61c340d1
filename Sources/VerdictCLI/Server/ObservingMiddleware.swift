import Hummingbird
import Logging
import VerdictLua
import Foundation

/// Counts every request in ``ServeMetrics`` and writes its access log line: method, path, route,
/// model, status and duration, as log metadata.
///
/// It comes first, before ``ProblemMiddleware``, so it sees the status of the answer the client
/// gets, problems included. Access lines are logged at debug level (`--log-level debug`): a
/// record that fails validation is a 200, and a request the server refuses (4xx) is the client's
/// mistake, not the server's, so neither is a warning or an error. A 5xx answer is a warning; its
/// cause is logged as an error where it happened.
struct ObservingMiddleware: RouterMiddleware {
    typealias Context = ServeRequestContext

    /// The engine, to tell a model it serves from a name a client made up.
    let engine: RuleEngine
    /// Where requests are counted.
    let metrics: ServeMetrics

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            observe(request, context: context, status: response.status.code, since: start)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            observe(request, context: context, status: status, since: start)
            throw error
        }
    }

    private func observe(_ request: Request, context: Context, status: Int, since start: ContinuousClock.Instant) {
        let duration = ContinuousClock.now - start
        // Hummingbird names the endpoint of a path no route has (or not with this method) "NotFound".
        let route = context.endpointPath.flatMap { $0 == "NotFound" ? nil : $0 } ?? "unmatched"
        var model = ""
        if let name = context.parameters.get("model") {
            let decoded = name.utf8.contains(UInt8(ascii: "%")) ? name.removingPercentEncoding ?? name : name
            model = engine.model(named: decoded) != nil ? decoded : "unknown"
        }
        metrics.recordRequest(route: route, model: model, status: status, duration: duration)
        context.logger.log(
            level: status >= 500 ? .warning : .debug, "\(request.method.rawValue) \(request.uri.path) \(status)",
            metadata: [
                "http.method": .string(request.method.rawValue), "http.path": .string(request.uri.path),
                "http.route": .string(route), "http.status": .stringConvertible(status),
                "verdict.model": .string(model),
                "duration_ms": .stringConvertible(
                    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15),
            ])
    }
}
