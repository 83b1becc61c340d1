import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import HTTPTypes
import VerdictHTTP

/// Gives the answer Hummingbird writes to a request the HTTP parser could not read — a bare
/// `400` with no body — the problem body every other answer of the server has.
///
/// When the parser fails (a malformed request line or header, a malformed chunked body),
/// Hummingbird answers `400 Bad Request`, `Connection: close`, `Content-Length: 0` and closes the
/// connection. This handler sees the parser's error on its way to Hummingbird and, when that
/// answer follows, sends it as ``ValidationProblem/malformedRequest(_:)`` in `application/problem+json`,
/// still closing the connection. Every other answer passes unchanged: an error the request
/// handler saw mid-body is turned into a problem by ``RequestProblems``.
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The parser's last error.
    private var parseError: HTTPParserError?
    /// The problem body to send before the end of the answer being rewritten.
    private var pendingBody: [UInt8]?

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? HTTPParserError { parseError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // Every answer but the parser's 400 passes as it is, without being unwrapped.
        guard parseError != nil || pendingBody != nil else { return context.write(data, promise: promise) }
        switch unwrapOutboundIn(data) {
        case .head(var head)
        where parseError != nil && head.status == .badRequest && head.headerFields[.contentLength] == "0":
            let body = ValidationProblem.malformedRequest(parseError).body
            head.headerFields[.contentType] = ProblemDocument.mediaType
            head.headerFields[.contentLength] = String(body.count)
            pendingBody = body
            parseError = nil
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where pendingBody != nil:
            let body = pendingBody ?? []
            pendingBody = nil
            context.write(wrapOutboundOut(.body(context.channel.allocator.buffer(bytes: body))), promise: nil)
            context.write(data, promise: promise)
        default:
            context.write(data, promise: promise)
        }
    }
}
