import HTTPTypes
import Hummingbird
import Verdict
import VerdictHTTP

/// Reads a request's place in a chain of remote checks — the `Verdict-Hop` and `Verdict-Via`
/// headers that checks carry (see ``Verdict/RemoteHop``) — for ``ServeRequestContext/hop``.
///
/// The endpoint that sends checks itself, `/v1/validate`, refuses a request whose chain passed
/// through this server already, or is too long (``RemoteChainPolicy``).
enum RemoteHopHeaders {
    /// The chain a request belongs to; `nil` for a request that is no remote check.
    /// - Throws: ``ValidationProblem/badHeader(_:)`` (400) for a header that cannot be read.
    static func hop(of request: Request) throws(ValidationProblem) -> RemoteHop? {
        do {
            return try RemoteHop(count: request.headers[countHeader], servers: request.headers[serversHeader])
        } catch {
            throw ValidationProblem.badHeader(error.description)
        }
    }

    private static let countHeader = HTTPField.Name(RemoteHop.countHeader) ?? .accept
    private static let serversHeader = HTTPField.Name(RemoteHop.serversHeader) ?? .accept
}
