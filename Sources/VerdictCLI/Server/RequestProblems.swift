import Foundation
import VerdictHTTP
import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// Turns every error of a request into an RFC 9457 ``VerdictHTTP/ValidationProblem``, so no answer of the server is a
/// bare status or an HTML page, and nothing a request does can stop the server.
///
/// A ``VerdictHTTP/ValidationProblem`` passes through; the router's "no route" becomes
/// ``ValidationProblem/methodNotAllowed(method:path:allowed:)`` (405, with `Allow`) when another method of
/// the path has an endpoint (``ServeRoute/allowedMethods(for:)``), else ``ValidationProblem/notFound(method:path:)``;
/// a body past a limit ``VerdictHTTP/ValidationProblem/bodyTooLarge(limit:typePrefix:)``, another HTTP error a problem with its
/// status. A body the HTTP parser cannot read (a malformed chunk) is
/// ``ValidationProblem/malformedRequest(_:)``. A client that went away — the connection closed mid-body,
/// reset, or before its answer was ready — is logged at debug level only (any client could
/// otherwise fill the error log) and answered ``ValidationProblem/incompleteRequest``, which it will not
/// read. Anything else is logged as an error and answered ``ValidationProblem/unexpected``.
struct RequestProblems: Sendable {
    /// The body limit, for the text of a 413.
    let maxBodyBytes: Int
    /// Where unexpected errors are logged.
    let logger: Logger

    /// The problem a request's error is answered with.
    func problem(for error: any Error, of request: Request) -> ValidationProblem {
        switch error {
        case let problem as ValidationProblem:
            return problem
        case let error as any HTTPResponseError:
            switch error.status {
            case .notFound:
                let allowed = ServeRoute.allowedMethods(for: request.uri.path)
                guard allowed.isEmpty else {
                    return ValidationProblem.methodNotAllowed(
                        method: request.method.rawValue, path: request.uri.path, allowed: allowed)
                }
                return ValidationProblem.notFound(method: request.method.rawValue, path: request.uri.path)
            case .contentTooLarge: return ValidationProblem.bodyTooLarge(limit: maxBodyBytes)
            default: return ValidationProblem.http(error.status, detail: "\(error)")
            }
        case let error where Self.isDisconnection(error):
            logger.debug("\(request.method.rawValue) \(request.uri.path): client went away: \(error)")
            return ValidationProblem.incompleteRequest
        case let error as HTTPParserError:
            return ValidationProblem.malformedRequest(error)
        default:
            logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(error)")
            return ValidationProblem.unexpected
        }
    }

    /// Whether an error says the client went away rather than that something is wrong: the
    /// connection closed mid-request or before the answer, or was reset.
    static func isDisconnection(_ error: any Error) -> Bool {
        switch error {
        case let parse as HTTPParserError: return parse == .invalidEOFState
        case is ServeRequestContext.ClientGone, is CancellationError: return true
        case let channel as ChannelError:
            switch channel {
            case .ioOnClosedChannel, .alreadyClosed, .eof, .inputClosed, .outputClosed: return true
            default: return false
            }
        case let io as IOError: return [ECONNRESET, EPIPE, ECONNABORTED].contains(io.errnoCode)
        default: return false
        }
    }
}
