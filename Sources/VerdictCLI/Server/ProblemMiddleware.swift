import Hummingbird
import Logging

/// Turns every error of a request into an RFC 9457 ``Problem``, so no answer of the server is a
/// bare status or an HTML page, and nothing a request does can stop the server.
///
/// A ``Problem`` passes through; the router's "no route" becomes
/// ``Problem/methodNotAllowed(method:path:allowed:)`` (405, with `Allow`) when another method of
/// the path has an endpoint (``ServeRoute/allowedMethods(for:)``), else ``Problem/notFound(method:path:)``;
/// a body past a limit ``Problem/bodyTooLarge(limit:)``, another HTTP error a problem with its
/// status, and anything else is logged and answered ``Problem/internal``.
struct ProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The body limit, for the text of a 413.
    let maxBodyBytes: Int
    /// Where unexpected errors are logged.
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let problem as Problem {
            throw problem
        } catch let error as any HTTPResponseError {
            switch error.status {
            case .notFound:
                let allowed = ServeRoute.allowedMethods(for: request.uri.path)
                guard allowed.isEmpty else {
                    throw Problem.methodNotAllowed(
                        method: request.method.rawValue, path: request.uri.path, allowed: allowed)
                }
                throw Problem.notFound(method: request.method.rawValue, path: request.uri.path)
            case .contentTooLarge: throw Problem.bodyTooLarge(limit: maxBodyBytes)
            default: throw Problem.http(error.status, detail: "\(error)")
            }
        } catch {
            logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(error)")
            throw Problem.internal
        }
    }
}
