import Vapor
import VerdictHTTP

/// Answers every ``VerdictHTTP/ValidationProblem`` thrown further in — by
/// ``Vapor/Request/validated(against:)`` in a handler — as `application/problem+json`, where
/// Vapor's `ErrorMiddleware` would write its own `{"error", "reason"}` body.
///
/// ```swift
/// app.middleware.use(ValidationProblemMiddleware())
/// ```
public struct ValidationProblemMiddleware: AsyncMiddleware {
    /// Creates the middleware.
    public init() {}

    /// Calls the next responder and answers its validation problem.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let problem as ValidationProblem {
            return problem.response(for: request)
        }
    }
}
