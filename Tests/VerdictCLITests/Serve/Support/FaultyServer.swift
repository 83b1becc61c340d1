import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP server on 127.0.0.1 that reads each HTTP request and then misbehaves in one chosen way:
/// hangs, answers late, resets the connection, closes it, or writes bytes of its choosing.
///
/// Each connection is served on a global dispatch queue. Only the thread that owns a descriptor
/// closes it — the accept loop its listener, a connection's server the connection — so a closed
/// number reused by another test's pipe or socket is never touched; ``stop()`` shuts sockets down,
/// which wakes their owners.
final class FaultyServer: Sendable {
    /// What the server does once it has read a request.
    enum Behaviour: Sendable {
        /// Keeps the connection open and never answers.
        case hang
        /// Answers `200 true` after a delay.
        case answerAfter(Duration)
        /// Resets the connection (TCP RST).
        case reset
        /// Closes the connection without a byte (TCP FIN).
        case close
        /// Writes these bytes, then closes.
        case write([UInt8])
        /// Writes these bytes, then keeps the connection open without another byte.
        case writeAndHang([UInt8])
    }

    /// The port.
    let port: Int
    private let listener: Int32
    private let behaviour: Behaviour
    private let state = Mutex<(stopped: Bool, open: Set<Int32>)>((false, []))
    private let waiting = Mutex<(now: Int, peak: Int)>((0, 0))

    /// With ``Behaviour/answerAfter(_:)``: the most requests that were read and waiting for their
    /// answer at once. A client cannot send its next request on a connection before the answer
    /// to the last one is written, so this counts the requests a client had in flight.
    var peakWaitingRequests: Int { waiting.withLock { $0.peak } }

    /// The connections accepted and not yet closed.
    var openConnections: Int { state.withLock { $0.open.count } }

    /// Starts listening and accepting.
    init(_ behaviour: Behaviour) throws {
        let (fd, port) = try LocalSockets.bindLoopback()
        guard listen(fd, 16) == 0 else {
            close(fd)
            throw LocalSockets.SocketError(description: "listen: errno \(errno)")
        }
        self.listener = fd
        self.port = port
        self.behaviour = behaviour
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// A URL on the server.
    func url(_ path: String = "/v1/remote/User/username") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Stops accepting and ends every open connection.
    func stop() {
        let open = state.withLock { state in
            state.stopped = true
            return state.open
        }
        shutdown(listener, Int32(SHUT_RDWR))
        for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    private var isStopped: Bool { state.withLock { $0.stopped } }

    /// An HTTP answer with a body.
    static func response(status: String = "200 OK", body: String, declaredLength: Int? = nil) -> [UInt8] {
        let length = declaredLength ?? body.utf8.count
        return Array(
            "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n\(body)".utf8)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR, !isStopped { continue }
                close(listener)
                return
            }
            let accepted = state.withLock { state in
                guard !state.stopped else { return false }
                state.open.insert(client)
                return true
            }
            guard accepted else {
                close(client)
                continue
            }
            DispatchQueue.global().async { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer {
            state.withLock { _ = $0.open.remove(client) }
            close(client)
        }
        readRequest(client)
        switch behaviour {
        case .hang:
            waitForTheEnd(of: client)
        case .answerAfter(let delay):
            waiting.withLock { waiting in
                waiting.now += 1
                waiting.peak = max(waiting.peak, waiting.now)
            }
            let (seconds, attoseconds) = delay.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            waiting.withLock { $0.now -= 1 }
            write(Self.response(body: "true"), to: client)
        case .reset:
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
        case .close:
            break
        case .write(let bytes):
            write(bytes, to: client)
        case .writeAndHang(let bytes):
            write(bytes, to: client)
            waitForTheEnd(of: client)
        }
    }

    /// Reads and drops whatever comes until the client closes or the server stops.
    private func waitForTheEnd(of client: Int32) {
        var buffer = [UInt8](repeating: 0, count: 512)
        while !isStopped {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            if count == 0 { return }
            if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { return }
        }
    }

    /// Reads the request head and its `Content-Length` body, giving up after 5 seconds.
    private func readRequest(_ client: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            guard let end = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<end.lowerBound].lowercased()
            let length =
                head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text.utf8.count - text[..<end.upperBound].utf8.count >= length { return }
        }
    }

    private func write(_ bytes: [UInt8], to client: Int32) {
        var sent = 0
        while sent < bytes.count {
            #if canImport(Darwin)
                let flags: Int32 = 0
            #else
                let flags = Int32(MSG_NOSIGNAL)
            #endif
            let count = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, flags) }
            guard count > 0 else { return }
            sent += count
        }
    }
}
