public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests, over POSIX sockets: it reads each request, one
/// per connection, and then does what its handler says — answers, answers late, or misbehaves in a
/// chosen way (hangs, resets, closes, writes bytes of its choosing).
///
/// Each connection is served on a thread of its own. A descriptor is closed only by its owner —
/// the accept thread its listener, a connection's thread the connection — so a closed number that
/// another test's pipe or socket reuses is never touched: ``stop()`` shuts sockets down, under the
/// lock the owners take before closing, which wakes their owners.
public final class LoopbackServer: Sendable {
    /// What the server does once it has read a request.
    public enum Reply: Sendable {
        /// Answers at once with a JSON body, then closes the connection gracefully.
        case respond(status: Int, body: String)
        /// Answers after a delay, as ``respond(status:body:)`` does; counted in
        /// ``LoopbackServer/peakWaitingRequests`` while it waits.
        case delayed(Duration, status: Int, body: String)
        /// Never answers: keeps the connection open, reading and dropping what comes, until the
        /// client closes it or the server stops.
        case hang
        /// Resets the connection (TCP RST).
        case reset
        /// Closes the connection without a byte (TCP FIN).
        case close
        /// Writes these bytes, then closes.
        case write([UInt8])
        /// Writes these bytes, then hangs as ``hang`` does.
        case writeAndHang([UInt8])
    }

    /// A request as the server read it.
    public struct Request: Sendable {
        /// The method, e.g. `POST`.
        public var method: String
        /// The request target, e.g. `/check?x=1`.
        public var path: String
        /// Header fields, names lower-cased.
        public var headers: [String: String]
        /// The body, as long as its `Content-Length` said.
        public var body: Data
    }

    /// What the threads share: every field is read and written with the lock held.
    private struct State {
        var requests: [Request] = []
        /// The connections accepted and not yet closed.
        var open: Set<Int32> = []
        var isStopped = false
        /// Whether the listener is open: the accept thread closes it, under the lock, once
        /// `accept` fails.
        var isListening = true
        /// Delayed answers waiting now, and the most that ever waited at once.
        var waiting = 0
        var peakWaiting = 0
    }

    /// The port the server listens on.
    public let port: Int
    private let listener: Int32
    private let handler: @Sendable (Request) -> Reply
    /// Behind a `pthread` mutex, which ThreadSanitizer sees (`make tsan` runs suites that use this
    /// server; `Synchronization.Mutex` waits with futex calls it does not see).
    private let state = Protected(State())

    /// Starts a server on a free port of 127.0.0.1 that asks `handler` what to do with each request.
    /// - Throws: ``LoopbackSocket/SocketError`` when no port can be bound or listened on.
    public init(_ handler: @escaping @Sendable (Request) -> Reply) throws {
        let (fd, port) = try LoopbackSocket.bindToFreePort()
        guard listen(fd, 16) == 0 else {
            let error = errno
            close(fd)
            throw LoopbackSocket.SocketError(description: "listen: errno \(error)")
        }
        self.handler = handler
        self.listener = fd
        self.port = port
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Starts a server that does the same with every request.
    /// - Throws: ``LoopbackSocket/SocketError`` when no port can be bound or listened on.
    public convenience init(_ reply: Reply) throws {
        try self.init { _ in reply }
    }

    deinit { stop() }

    /// A URL on this server.
    public func url(_ path: String = "/check") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// The requests read so far, in arrival order.
    public var requests: [Request] { state.withLock { $0.requests } }

    /// The connections accepted and not yet closed.
    public var openConnections: Int { state.withLock { $0.open.count } }

    /// The most ``Reply/delayed(_:status:body:)`` answers that were waiting at once. A client
    /// cannot send its next request on a connection before the answer to the last one is written,
    /// so this counts the requests a client had in flight.
    public var peakWaitingRequests: Int { state.withLock { $0.peakWaiting } }

    /// Stops listening and ends every open connection.
    public func stop() {
        state.withLock { state in
            guard !state.isStopped else { return }
            state.isStopped = true
            if state.isListening { shutdown(listener, Int32(SHUT_RDWR)) }
            for fd in state.open { shutdown(fd, Int32(SHUT_RDWR)) }
        }
    }

    /// An HTTP answer with a JSON body, as bytes for ``Reply/write(_:)``: `declaredLength` says
    /// another `Content-Length` than the body's, for a truncated answer.
    public static func response(status: String = "200 OK", body: String, declaredLength: Int? = nil) -> [UInt8] {
        let length = declaredLength ?? body.utf8.count
        return Array(
            "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n\r\n\(body)".utf8)
    }

    private var isStopped: Bool { state.withLock { $0.isStopped } }

    private func acceptLoop() {
        defer {
            state.withLock { state in
                state.isListening = false
                close(listener)
            }
        }
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR, !isStopped { continue }
                return
            }
            let accepted = state.withLock { state in
                guard !state.isStopped else { return false }
                state.open.insert(connection)
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
            transmit(connection, Self.answer(status: status, body: body))
            finish(connection)
        case .delayed(let delay, let status, let body):
            state.withLock { state in
                state.waiting += 1
                state.peakWaiting = max(state.peakWaiting, state.waiting)
            }
            let (seconds, attoseconds) = delay.components
            Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
            state.withLock { $0.waiting -= 1 }
            transmit(connection, Self.answer(status: status, body: body))
            finish(connection)
        case .hang:
            waitForTheEnd(of: connection)
            release(connection)
        case .reset:
            var option = linger(l_onoff: 1, l_linger: 0)
            setsockopt(connection, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
            release(connection)
        case .close:
            release(connection)
        case .write(let bytes):
            transmit(connection, bytes)
            release(connection)
        case .writeAndHang(let bytes):
            transmit(connection, bytes)
            waitForTheEnd(of: connection)
            release(connection)
        }
    }

    /// Closes gracefully: stop sending, drain what the client still sends, then close, so the
    /// client sees the end of the stream rather than a reset.
    private func finish(_ connection: Int32) {
        shutdown(connection, Int32(SHUT_WR))
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 1024)
        while recv(connection, &buffer, buffer.count, 0) > 0 {}
        release(connection)
    }

    /// Closes at once. The connection leaves the open set first, under the lock, so ``stop()``
    /// never shuts down its number once it is closed.
    private func release(_ connection: Int32) {
        state.withLock { _ = $0.open.remove(connection) }
        close(connection)
    }

    /// Reads and drops whatever comes until the client closes or the server stops (the receive
    /// timeout wakes the loop to look).
    private func waitForTheEnd(of connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 512)
        while !isStopped {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count == 0 { return }
            if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { return }
        }
    }

    /// Reads the request head and its `Content-Length` body, answering `Expect: 100-continue`;
    /// `nil` when the client closes first or says nothing for 5 seconds.
    private func read(_ connection: Int32) -> Request? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        var headerEnd: Int?
        var expected = 0
        var sentContinue = false
        while true {
            if headerEnd == nil, let range = Self.firstRange(of: separator, in: bytes) {
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

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// The answer of ``Reply/respond(status:body:)``: a JSON body, and `Connection: close`.
    private static func answer(status: Int, body: String) -> [UInt8] {
        let payload = Array(body.utf8)
        let head =
            "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + payload
    }

    /// Sends every byte, or stops at the first failure (the client went away).
    private func transmit(_ connection: Int32, _ bytes: [UInt8]) {
        LoopbackSocket.sendAll(bytes, on: connection)
    }
}

/// A value behind an `NSLock` (a `pthread` mutex, which ThreadSanitizer sees).
private final class Protected<Value>: @unchecked Sendable {  // `value` is only touched with `lock` held
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
