import Hummingbird
import Logging
import VerdictHTTP
import VerdictLua

/// The one middleware of `verdict serve`, in three steps around every endpoint: it reads the
/// request's model (``ServeRequestContext/modelName``) and its place in a chain of remote checks
/// (``RemoteHopHeaders``), turns whatever the endpoint throws into a problem (``RequestProblems``),
/// then counts the answer in ``ServeMetrics`` and writes its access log line: method, path,
/// route, model, status and duration, as log metadata.
///
/// One middleware rather than three: each middleware a request passes is a few more asynchronous
/// calls and copies of the request and its context (about 1,600 instructions a request each).
/// The steps keep the order the three had: the answer counted is the one the client gets,
/// problems included.
///
/// Access lines are logged at debug level (`--log-level debug`): a record that fails validation
/// is a 200, and a request the server refuses (4xx) is the client's mistake, not the server's, so
/// neither is a warning or an error. A 5xx answer is a warning; its cause is logged as an error
/// where it happened.
struct ServeMiddleware: RouterMiddleware {
    typealias Context = ServeRequestContext

    /// The engine, to tell a model it serves from a name a client made up.
    let engine: RuleEngine
    /// Where requests are counted.
    let metrics: ServeMetrics
    /// How errors become problems.
    let problems: RequestProblems

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        var context = context
        context.modelName = context.parameters.get("model").map(ServeEndpoints.decoded)
        do {
            let response: Response
            do {
                context.hop = try RemoteHopHeaders.hop(of: request)
                response = try await next(request, context)
            } catch {
                throw problems.problem(for: error, of: request)
            }
            // Every endpoint of a path with a `{model}` answers only once it has found the model.
            observe(request, context: context, status: response.status.code, since: start, modelIsServed: true)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            let modelIsServed = context.modelName.map { engine.hasModel(named: $0) } ?? false
            observe(request, context: context, status: status, since: start, modelIsServed: modelIsServed)
            throw error
        }
    }

    /// Counts and logs an answer; `modelIsServed` says whether the rule set has the model the
    /// path names, when it names one (else the label is `unknown`).
    private func observe(
        _ request: Request, context: Context, status: Int, since start: ContinuousClock.Instant, modelIsServed: Bool
    ) {
        let duration = ContinuousClock.now - start
        // Hummingbird names the endpoint of a path no route has (or not with this method) "NotFound".
        let route = context.endpointPath.flatMap { $0 == "NotFound" ? nil : $0 } ?? "unmatched"
        let model = context.modelName.map { modelIsServed ? $0 : "unknown" } ?? ""
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
