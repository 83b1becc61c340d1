public import Hummingbird
public import VerdictHTTP

/// A request context that holds the body ``RequestValidationMiddleware`` validated, as
/// Hummingbird's authentication keeps an identity in its context.
///
/// Use ``BasicValidatedRequestContext``, or add the property to your own context.
public protocol ValidatedRequestContext: RequestContext {
    /// The body that passed its rules; `nil` until the middleware has run.
    var validatedBody: ValidatedBody? { get set }
}

extension ValidatedRequestContext {
    /// The validated body as a type.
    /// - Parameter type: the type (see ``VerdictHTTP/ValidatedBody/decode(_:)``).
    /// - Returns: the typed body.
    /// - Throws: ``VerdictHTTP/ValidationProblem`` 422 `undecodable-body` when the body is not the
    ///   type; 500 when no ``RequestValidationMiddleware`` ran before the handler (a routing
    ///   mistake, logged, not shown to the client).
    public func validatedBody<T: Decodable>(as type: T.Type) throws -> T {
        guard let validatedBody else {
            throw ValidationProblem.internal(MissingMiddleware(), typePrefix: RequestRules.defaultProblemTypePrefix)
        }
        return try validatedBody.decode(type)
    }
}

/// A handler read a validated body that no middleware had validated.
private struct MissingMiddleware: Error, CustomStringConvertible {
    var description: String { "no RequestValidationMiddleware ran before this handler: its route group lacks it" }
}

/// The basic request context with a ``ValidatedRequestContext/validatedBody``.
public struct BasicValidatedRequestContext: ValidatedRequestContext {
    /// Hummingbird's part of the context.
    public var coreContext: CoreRequestContextStorage
    /// The body that passed its rules; `nil` until the middleware has run.
    public var validatedBody: ValidatedBody?

    /// Creates the context of a request.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
    }
}
