import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Real sockets on 127.0.0.1 for the failures a server cannot be asked to produce: a port where
/// nothing listens, and a listener that never answers.
enum LocalSockets {
    struct SocketError: Error, CustomStringConvertible {
        var description: String
    }

    /// Binds a TCP socket to 127.0.0.1 and a free port.
    /// - Returns: the descriptor and the port.
    static func bindLoopback() throws -> (Int32, Int) {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw SocketError(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0 else {
            close(fd)
            throw SocketError(description: "bind: errno \(errno)")
        }
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            close(fd)
            throw SocketError(description: "getsockname: errno \(errno)")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A port of 127.0.0.1 where nothing listens: bound, then closed, so a connection is refused.
    static func closedPort() throws -> Int {
        let (fd, port) = try bindLoopback()
        close(fd)
        return port
    }
}

/// A TCP listener on 127.0.0.1 that never accepts: the kernel completes connections into its
/// backlog and the request is sent, but no answer ever comes — a server that hangs.
final class SilentListener {
    /// The port.
    let port: Int
    private let fd: Int32

    init() throws {
        let (fd, port) = try LocalSockets.bindLoopback()
        guard listen(fd, 16) == 0 else {
            close(fd)
            throw LocalSockets.SocketError(description: "listen: errno \(errno)")
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
