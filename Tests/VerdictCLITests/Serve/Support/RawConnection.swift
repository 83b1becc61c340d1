import Foundation
import VerdictTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to 127.0.0.1 that sends exactly the bytes it is given, when it is told: for
/// the requests no HTTP client sends — malformed, cut off, a byte at a time.
final class RawConnection {
    private let fd: Int32
    private var isOpen = true

    /// Connects to a port of 127.0.0.1.
    init(port: Int) throws {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw LoopbackSocket.SocketError(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw LoopbackSocket.SocketError(description: "connect: errno \(errno)")
        }
        self.fd = fd
    }

    deinit { if isOpen { close(fd) } }

    /// Sends bytes; returns whether all were sent (not, once the server closed the connection).
    @discardableResult
    func transmit(_ bytes: [UInt8]) -> Bool {
        LoopbackSocket.sendAll(bytes, on: fd)
    }

    /// Sends text.
    @discardableResult
    func transmit(_ text: String) -> Bool { transmit(Array(text.utf8)) }

    /// Reads until the server closes the connection or `timeout` passes.
    /// - Returns: the bytes read, as text, and whether the server closed the connection.
    func readToEnd(timeout: Duration) -> (text: String, closed: Bool) {
        let deadline = ContinuousClock.now + timeout
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while ContinuousClock.now < deadline {
            var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: received, as: UTF8.self), true) }
            received += buffer[0..<count]
        }
        return (String(decoding: received, as: UTF8.self), false)
    }

    /// Closes the connection.
    func disconnect() {
        guard isOpen else { return }
        isOpen = false
        close(fd)
    }
}
