#if os(Linux)
    import CVerdictCurl
    import Dispatch
    import Foundation

    /// The default ``RemoteTransport`` on Linux: libcurl, loaded the first time a request is sent.
    ///
    /// Foundation's `URLSession` lives on Linux in FoundationNetworking, which loads libcurl and
    /// the ~25 libraries it needs into every process at start-up — about 5 ms, a third of a
    /// `verdict validate` start, even when no remote rule runs. This transport loads libcurl
    /// (`libcurl.so.4`, the library FoundationNetworking itself uses) only when a check is sent.
    ///
    /// A request is a `POST` to an `http` or `https` URL (redirects followed, within those schemes);
    /// no cache and no cookies are involved. Each request blocks a Dispatch worker thread until its
    /// answer arrives, its timeout passes or it is cancelled; cancelling the calling task ends
    /// the wait at once. An answer longer than 1 MiB is refused: a remote rule answers `true` or
    /// `false`.
    public struct CurlTransport: RemoteTransport {
        /// The shared transport (it holds no state).
        public static let shared = CurlTransport()

        /// Creates a transport.
        public init() {}

        /// Sends the request; see ``RemoteTransport/send(_:)``.
        /// - Throws: ``CurlTransportError`` when no answer arrived, `CancellationError` when cancelled.
        public func send(_ request: RemoteRequest) async throws -> RemoteResponse {
            let exchange = CurlExchange()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    exchange.start(request, answering: continuation)
                }
            } onCancel: {
                exchange.cancel()
            }
        }
    }

    /// One request in flight: answered exactly once, by the transfer or by cancellation.
    private final class CurlExchange: Sendable {
        private struct State {
            var continuation: CheckedContinuation<RemoteResponse, any Error>?
            var isCancelled = false
        }

        private let state = Locked(State())
        /// Read by the transfer's progress callback; freed when the exchange is.
        nonisolated(unsafe) private let flag = verdict_curl_cancel_new()

        deinit { verdict_curl_cancel_free(flag) }

        func start(_ request: RemoteRequest, answering continuation: CheckedContinuation<RemoteResponse, any Error>) {
            let cancelledEarly = state.withLock { state in
                if state.isCancelled { return true }
                state.continuation = continuation
                return false
            }
            if cancelledEarly {
                continuation.resume(throwing: CancellationError())
                return
            }
            DispatchQueue.global(qos: .userInitiated).async {
                let result = Self.post(request, cancel: self.flag)
                self.state.withLock { $0.continuation.take() }?.resume(with: result)
            }
        }

        func cancel() {
            if let flag { verdict_curl_cancel_set(flag) }
            let continuation = state.withLock { state in
                state.isCancelled = true
                return state.continuation.take()
            }
            continuation?.resume(throwing: CancellationError())
        }

        /// Sends `request` and waits for the answer.
        private static func post(_ request: RemoteRequest, cancel: OpaquePointer?) -> Result<RemoteResponse, any Error>
        {
            let lines = request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
            let timeout = request.timeout.components
            let milliseconds = Int(timeout.seconds) * 1000 + Int(timeout.attoseconds / 1_000_000_000_000_000)
            var response = verdict_curl_response()
            let code = withCStrings(lines) { headers in
                request.body.withUnsafeBytes { body in
                    verdict_curl_post(
                        request.url.absoluteString, headers.baseAddress, headers.count, body.baseAddress, body.count,
                        max(1, milliseconds), cancel, &response)
                }
            }
            defer { verdict_curl_response_free(&response) }
            guard code == 0 else {
                let message = withUnsafeBytes(of: response.error) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if code == VERDICT_CURL_ABORTED { return .failure(CancellationError()) }
                return .failure(CurlTransportError(code: Int(code), message: message))
            }
            let body = response.body.map { Data(bytes: $0, count: response.length) } ?? Data()
            return .success(RemoteResponse(statusCode: response.status, body: body))
        }

        /// Calls `body` with the strings as C strings, valid during the call.
        private static func withCStrings<R>(
            _ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> R
        ) -> R {
            let copies = strings.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
        }
    }
#endif
