import NIOCore

/// Closes a connection as soon as the client closes its side of it.
///
/// Hummingbird keeps a connection whose client stopped sending open until it has answered (TCP
/// half-closure). A client that gives up — its own timeout passed, a remote check cancelled by
/// the server that sent it — closes its socket, which the server sees only as that: the end of
/// what the client sends. Closing the connection then, as nginx does by default, lets a request
/// still being answered learn that its client is gone (``ServeRequestContext/whileConnected(for:_:)``)
/// and stop its remote checks, instead of finishing work nobody will read. A client that sends
/// its request and then closes its side while still waiting for the answer gets none.
final class ClientCloseHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { context.close(promise: nil) }
        context.fireUserInboundEventTriggered(event)
    }
}
