import Vapor
import VerdictHTTP

/// Validates the body of every request it sees before the handler runs, and answers a body that
/// fails with an RFC 9457 problem (``VerdictHTTP/ValidationProblem``): the handler only ever sees
/// valid bodies, in ``Vapor/Request/validatedBody``.
///
/// Add it to the route group whose bodies the rules describe:
///
/// ```swift
/// app.grouped(RequestValidationMiddleware(signupRules)).post("signup") { request in
///     let signup = try request.validatedBody(as: Signup.self)
///     return "welcome, \(signup.name)"
/// }
/// ```
public struct RequestValidationMiddleware: AsyncMiddleware {
    /// The rules and limits.
    public let rules: RequestRules

    /// Creates the middleware.
    /// - Parameter rules: the rules and limits.
    public init(_ rules: RequestRules) {
        self.rules = rules
    }

    /// Validates the body, then calls the next responder with it in ``Vapor/Request/validatedBody``;
    /// answers a problem without calling it.
    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            request.validatedBody = try await request.validated(against: rules)
        } catch let problem as ValidationProblem {
            return problem.response(for: request)
        }
        return try await next.respond(to: request)
    }
}
