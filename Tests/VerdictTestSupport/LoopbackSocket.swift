#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// TCP sockets on 127.0.0.1 for the tests' servers and listeners, over POSIX sockets.
public enum LoopbackSocket {
    /// A socket call that failed, with its `errno`.
    public struct SocketError: Error, CustomStringConvertible {
        /// The call and its `errno`.
        public var description: String

        /// Creates the error.
        public init(description: String) {
            self.description = description
        }
    }

    /// Binds a TCP socket to 127.0.0.1 and a free port.
    /// - Returns: the descriptor, which the caller owns and closes, and the port.
    /// - Throws: ``SocketError`` when the socket cannot be made or bound.
    public static func bindToFreePort() throws -> (descriptor: Int32, port: Int) {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw SocketError(description: "socket: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(fd, generic, length) == 0 && getsockname(fd, generic, &length) == 0
            }
        }
        guard bound else {
            let error = errno
            close(fd)
            throw SocketError(description: "bind: errno \(error)")
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Sends every byte on a connected socket.
    /// - Returns: whether all were sent (not, once the other side closed the connection).
    @discardableResult
    public static func sendAll(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// A port of 127.0.0.1 where nothing listens: bound, then closed, so a connection is refused.
    /// - Throws: ``SocketError`` when no port can be bound.
    public static func unusedPort() throws -> Int {
        let (fd, port) = try bindToFreePort()
        close(fd)
        return port
    }
}
