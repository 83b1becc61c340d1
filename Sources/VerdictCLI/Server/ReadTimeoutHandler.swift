import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not arrived whole within the read timeout.
///
/// The clock starts when the server starts waiting for a request — when the connection opens,
/// and when the answer to the last request has been written — and stops when a request has been
/// read to its end (head and whole body). A connection left idle, a client that sends its head or
/// its body a byte at a time, and one that stops mid-request are all closed when it runs out, so
/// slow clients cannot hold the server's sockets as long as they like. Answering takes as long as
/// it takes: the clock does not run while a request is being answered.
///
/// One handler per connection, on its event loop; it sits after the HTTP codec, where the
/// request's parts are seen.
final class ReadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    private let logger: Logger
    private var deadline: Scheduled<Void>?
    /// Requests whose head has been read and whose answer has not been written to its end.
    private var requestsInProgress = 0

    /// A handler.
    /// - Parameters:
    ///   - timeout: how long a request may take to arrive.
    ///   - logger: where a closed connection is logged, at debug level.
    init(timeout: TimeAmount, logger: Logger) {
        self.timeout = timeout
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startClock(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopClock()
    }

    func channelActive(context: ChannelHandlerContext) {
        startClock(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopClock()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestsInProgress += 1
            startClock(context)  // a pipelined request: its own clock, unless one already runs
        case .body:
            break
        case .end:
            stopClock()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            requestsInProgress = max(0, requestsInProgress - 1)
            if requestsInProgress == 0 { startClock(context) }
        }
        context.write(data, promise: promise)
    }

    /// Starts the clock, unless it is running.
    private func startClock(_ context: ChannelHandlerContext) {
        guard deadline == nil, context.channel.isActive else { return }
        let loop = context.eventLoop.assumeIsolated()
        let timeout = self.timeout
        deadline = loop.scheduleTask(in: timeout) { [self] in
            deadline = nil
            logger.debug(
                "closing a connection: no whole request within the read timeout of \(timeout.nanoseconds / 1_000_000) ms"
            )
            context.close(promise: nil)
        }
    }

    private func stopClock() {
        deadline?.cancel()
        deadline = nil
    }
}
