import HTTPTypes
import Hummingbird
import Verdict
import VerdictHTTP

/// Reads every request's place in a chain of remote checks — the `Verdict-Hop` and `Verdict-Via`
/// headers that checks carry (see ``Verdict/RemoteHop``) — into ``ServeRequestContext/hop``; a
/// header that cannot be read is ``ValidationProblem/badHeader(_:)`` (400).
///
/// The endpoint that sends checks itself, `/v1/validate`, refuses a request whose chain passed
/// through this server already, or is too long (``RemoteChainPolicy``).
struct RemoteHopMiddleware: RouterMiddleware {
    typealias Context = ServeRequestContext

    func handle(
        _ request: Request, context: ServeRequestContext,
        next: (Request, ServeRequestContext) async throws -> Response
    ) async throws -> Response {
        var context = context
        do {
            context.hop = try RemoteHop(
                count: request.headers[Self.countHeader], servers: request.headers[Self.serversHeader])
        } catch {
            throw ValidationProblem.badHeader(error.description)
        }
        return try await next(request, context)
    }

    private static let countHeader = HTTPField.Name(RemoteHop.countHeader) ?? .accept
    private static let serversHeader = HTTPField.Name(RemoteHop.serversHeader) ?? .accept
}
