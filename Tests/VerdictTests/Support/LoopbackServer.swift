import Foundation

import Verdict

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests, over POSIX sockets: one request per connection,
/// each connection on its own thread, answered by a handler.
final class LoopbackServer: Sendable {
    /// What the server does with a request.
    enum Reply: Sendable {
        /// Answers at once.
        case respond(status: Int, body: String)
        /// Answers after a delay.
        case delayed(Duration, status: Int, body: String)
        /// Never answers; the connection stays open until the server stops.
        case silence
    }

    /// A request as the server read it.
    struct Request: Sendable {
        var method: String
        var path: String
        /// Header fields, names lower-cased.
        var headers: [String: String]
        var body: Data
    }

    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// File descriptors are closed only by their owner, so a number is never reused while another
    /// thread may still use it: the accept thread closes the listener, a serving thread its
    /// connection, and `stop()` the silent connections nobody serves any more.
    private struct State {
        var requests: [Request] = []
        var serving: Set<Int32> = []
        var silent: Set<Int32> = []
        var isStopped = false
    }

    /// The port the server listens on.
    let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    /// Behind a lock ThreadSanitizer sees (`make tsan` runs the suites that use this server).
    private let state = Locked(State())

    /// Starts a server on a free port of 127.0.0.1.
    init(_ handler: @escaping @Sendable (Request) -> Reply) throws {
        self.handler = handler
        let (fd, port) = try Self.bindLoopback()
        guard listen(fd, 16) == 0 else {
            close(fd)
            throw StartError(description: "listen failed: errno \(errno)")
        }
        self.listener = fd
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// A URL on this server.
    func url(_ path: String = "/check") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// The requests read so far, in arrival order.
    var requests: [Request] { state.withLock { $0.requests } }

    /// Stops listening and ends every open connection. Shutting down under the lock means no
    /// descriptor is touched after its owner closed it.
    func stop() {
        state.withLock { state in
            guard !state.isStopped else { return }
            state.isStopped = true
            shutdown(listener, Int32(SHUT_RDWR))
            for fd in state.serving { shutdown(fd, Int32(SHUT_RDWR)) }
            for fd in state.silent {
                shutdown(fd, Int32(SHUT_RDWR))
                close(fd)
            }
            state.silent = []
        }
    }

    /// A port on 127.0.0.1 that nothing listens on (bound, read, released).
    static func unusedPort() throws -> UInt16 {
        let (fd, port) = try bindLoopback()
        close(fd)
        return port
    }

    private static func bindLoopback() throws -> (Int32, UInt16) {
        #if canImport(Darwin)
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard fd >= 0 else { throw StartError(description: "socket failed: errno \(errno)") }
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
            close(fd)
            throw StartError(description: "bind failed: errno \(errno)")
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private func acceptLoop() {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            let accepted = state.withLock { state in
                guard !state.isStopped else { return false }
                state.serving.insert(connection)
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let request = read(connection) else { return finish(connection) }
        state.withLock { $0.requests.append(request) }
        switch handler(request) {
        case .respond(let status, let body):
            write(connection, status: status, body: body)
        case .delayed(let delay, let status, let body):
            Thread.sleep(
                forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            write(connection, status: status, body: body)
        case .silence:
            let kept = state.withLock { state in
                state.serving.remove(connection)
                guard !state.isStopped else { return false }
                state.silent.insert(connection)
                return true
            }
            if !kept { close(connection) }
            return
        }
        finish(connection)
    }

    /// Closes gracefully: stop sending, drain what the client still sends, then close, so the
    /// client sees the end of the stream rather than a reset.
    private func finish(_ connection: Int32) {
        shutdown(connection, Int32(SHUT_WR))
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 1024)
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        state.withLock { _ = $0.serving.remove(connection) }
        close(connection)
    }

    private func read(_ connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        var expected = 0
        var sentContinue = false
        while true {
            if headerEnd == nil, let range = firstRange(of: separator, in: bytes) {
                headerEnd = range
                let head = String(decoding: bytes[..<range], as: UTF8.self)
                let fields = Self.headers(of: head)
                expected = Int(fields["content-length"] ?? "0") ?? 0
                if fields["expect"]?.lowercased() == "100-continue", !sentContinue {
                    sentContinue = true
                    transmit(connection, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
            }
            if let end = headerEnd, bytes.count - (end + 4) >= expected {
                let head = String(decoding: bytes[..<end], as: UTF8.self)
                let requestLine = head.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? ""
                let parts = requestLine.split(separator: " ")
                guard parts.count >= 2 else { return nil }
                return Request(
                    method: String(parts[0]), path: String(parts[1]), headers: Self.headers(of: head),
                    body: Data(bytes[(end + 4)..<(end + 4 + expected)]))
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            bytes.append(contentsOf: buffer[..<count])
        }
    }

    private static func headers(of head: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in head.split(separator: "\r\n").dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            fields[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    private func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }

    private func write(_ connection: Int32, status: Int, body: String) {
        let payload = Array(body.utf8)
        let head =
            "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
        transmit(connection, Array(head.utf8) + payload)
    }

    private func transmit(_ connection: Int32, _ bytes: [UInt8]) {
        #if canImport(Darwin)
            let flags: Int32 = 0
        #else
            let flags = Int32(MSG_NOSIGNAL)
        #endif
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, flags) }
            guard sent > 0 else { return }
            offset += sent
        }
    }
}
