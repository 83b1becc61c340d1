public import Hummingbird
public import VerdictHTTP

/// Validates the body of every request it sees before the handler runs, and answers a body that
/// fails with an RFC 9457 problem (``VerdictHTTP/ValidationProblem``): the handler only ever sees
/// valid bodies, in ``ValidatedRequestContext/validatedBody``.
///
/// Add it to the route group whose bodies the rules describe:
///
/// ```swift
/// let router = Router(context: BasicValidatedRequestContext.self)
/// router.group("signup")
///     .add(middleware: RequestValidationMiddleware(signupRules))
///     .post { request, context in
///         let signup = try context.validatedBody(as: Signup.self)
///         return "welcome, \(signup.name)"
///     }
/// ```
public struct RequestValidationMiddleware<Context: ValidatedRequestContext>: RouterMiddleware {
    /// The rules and limits.
    public let rules: RequestRules

    /// Creates the middleware.
    /// - Parameter rules: the rules and limits.
    public init(_ rules: RequestRules) {
        self.rules = rules
    }

    /// Validates the body, then calls the next responder with it in the context.
    public func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var request = request
        var context = context
        context.validatedBody = try await request.validated(against: rules)
        return try await next(request, context)
    }
}
