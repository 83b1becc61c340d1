import NIOCore
import NIOHTTPTypes

/// The connection handlers of `verdict serve` — ``ReadTimeoutHandler``, ``MalformedRequestHandler``
/// and ``ClientCloseHandler`` — in the pipeline as one handler, after the HTTP codec.
///
/// NIO hands every event to every handler of a pipeline, whether it cares or not, and each hand-on
/// costs (about 140 instructions); with three handlers, a request's parts, its answer's parts,
/// its flushes and reads were each handed on three times. Here each event goes to the handler
/// that deals with it, which passes it on to the rest of the pipeline:
/// - the request's parts, and the connection's start and end, to ``ReadTimeoutHandler``;
/// - the parser's errors and the answer's parts to ``MalformedRequestHandler``, each part first
///   shown to the read timeout, which sees the same head, body and end whether or not the answer
///   is then rewritten as a problem;
/// - the client's closing of its side to ``ClientCloseHandler``.
final class ServeConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let readTimeout: ReadTimeoutHandler
    private let malformedRequests = MalformedRequestHandler()
    private let clientClose = ClientCloseHandler()

    /// A handler for one connection.
    /// - Parameter readTimeout: the connection's read timeout.
    init(readTimeout: ReadTimeoutHandler) {
        self.readTimeout = readTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        readTimeout.handlerAdded(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        readTimeout.handlerRemoved(context: context)
    }

    func channelActive(context: ChannelHandlerContext) {
        readTimeout.channelActive(context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        readTimeout.channelInactive(context: context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        readTimeout.channelRead(context: context, data: data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        malformedRequests.errorCaught(context: context, error: error)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        clientClose.userInboundEventTriggered(context: context, event: event)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        readTimeout.noteWritten(data, context: context)
        malformedRequests.write(context: context, data: data, promise: promise)
    }
}
