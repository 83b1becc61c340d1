import Foundation
import VerdictTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP listener on 127.0.0.1 that never accepts: the kernel completes connections into its
/// backlog and the request is sent, but no answer ever comes — a server that hangs, for the failure
/// a ``LoopbackServer`` cannot be asked to produce.
final class SilentListener {
    /// The port.
    let port: Int
    private let fd: Int32

    init() throws {
        let (fd, port) = try LoopbackSocket.bindToFreePort()
        guard listen(fd, 16) == 0 else {
            close(fd)
            throw LoopbackSocket.SocketError(description: "listen: errno \(errno)")
        }
        self.fd = fd
        self.port = port
    }

    /// A URL on the listener.
    func url(_ path: String = "/v1/remote/User/username") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops listening; connections in the backlog are reset.
    func stop() {
        close(fd)
    }
}
