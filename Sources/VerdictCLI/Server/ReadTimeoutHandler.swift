import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not arrived whole within the read timeout.
///
/// The clock runs while the server waits for a request and while it reads one: it starts when
/// the connection opens or the last answer has been written, and stops when a request has been
/// read to its end (head and whole body). A connection left idle, a client that sends its head or
/// its body a byte at a time, and one that stops mid-request are all closed when it runs out, so
/// slow clients cannot hold the server's sockets as long as they like. Answering takes as long as
/// it takes: the clock does not run while a request is being answered, nor for a request a client
/// sent before its last answer came (pipelined), whose clock starts when that answer has gone.
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
    /// When the clock started; `nil` while it is stopped.
    private var clockStart: NIODeadline?
    /// The timer that looks at the clock: at most one, rescheduled only when it fires early, so
    /// that a request costs no timer of its own.
    private var timer: Scheduled<Void>?
    /// Requests whose head has been read and whose answer has not been written to its end.
    private var answersOwed = 0
    /// Whether a request's head has been read and its end not yet.
    private var isReadingRequest = false
    /// Whether an answer's head has been written and its end not yet.
    private var isWritingAnswer = false

    /// A handler.
    /// - Parameters:
    ///   - timeout: how long a request may take to arrive.
    ///   - logger: where a closed connection is logged, at debug level.
    init(timeout: TimeAmount, logger: Logger) {
        self.timeout = timeout
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        updateClock(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimer()
    }

    func channelActive(context: ChannelHandlerContext) {
        updateClock(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimer()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        // A part read between requests is a head (the parser gives head, body parts, end), so only
        // the parts of a request being read are unwrapped: each unwrapping costs a dynamic cast.
        if !isReadingRequest {
            answersOwed += 1
            isReadingRequest = true
        } else if case .end = unwrapInboundIn(data) {
            isReadingRequest = false
        }
        updateClock(context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        noteWritten(data, context: context)
        context.write(data, promise: promise)
    }

    /// Notes a part of an answer about to be written, without passing it on: the end of an answer
    /// starts the clock for the next request. For ``ServeConnectionHandler``, which passes it on.
    func noteWritten(_ data: NIOAny, context: ChannelHandlerContext) {
        // The same as for a request: a part written between answers is a head.
        if !isWritingAnswer {
            isWritingAnswer = true
        } else if case .end = unwrapOutboundIn(data) {
            isWritingAnswer = false
            answersOwed = max(0, answersOwed - 1)
            updateClock(context)
        }
    }

    /// Runs the clock while the server waits for a request or reads the only one it owes an
    /// answer; stops it otherwise. A clock already running keeps its start.
    private func updateClock(_ context: ChannelHandlerContext) {
        let runs = isReadingRequest ? answersOwed == 1 : answersOwed == 0
        guard runs, context.channel.isActive else {
            clockStart = nil
            return
        }
        if clockStart == nil { clockStart = context.eventLoop.now }
        if timer == nil { scheduleTimer(context) }
    }

    /// Schedules the timer for the clock's deadline.
    private func scheduleTimer(_ context: ChannelHandlerContext) {
        guard let start = clockStart else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: start + timeout) { [self] in
            timer = nil
            guard let start = clockStart else { return }
            guard context.eventLoop.now >= start + timeout else {
                scheduleTimer(context)  // the clock started again since
                return
            }
            logger.debug(
                "closing a connection: no whole request within the read timeout of \(timeout.nanoseconds / 1_000_000) ms"
            )
            context.close(promise: nil)
        }
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
        clockStart = nil
    }
}
