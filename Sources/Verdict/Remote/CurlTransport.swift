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
            try await CurlExchange.run { CurlExchange<RemoteResponse>.post(request, cancel: $0) }
        }

        /// Sends a GET and waits for its answer: the transport of rule bundles, which need what a
        /// remote check does not (response headers, a larger body, certificates of their own).
        /// - Parameters:
        ///   - url: an `http` or `https` URL.
        ///   - headers: header lines to send (`If-None-Match`).
        ///   - timeout: bounds the whole exchange.
        ///   - maxBytes: the longest body accepted.
        ///   - caFile: PEM certificates to trust for `https` instead of the system's.
        /// - Throws: ``CurlTransportError`` when no answer arrived, `CancellationError` when cancelled.
        package static func get(
            _ url: String, headers: [String: String], timeout: Duration, maxBytes: Int, caFile: String?
        ) async throws -> CurlAnswer {
            try await CurlExchange.run { flag in
                CurlExchange<CurlAnswer>.get(
                    url, headers: headers, timeout: timeout, maxBytes: maxBytes, caFile: caFile, cancel: flag)
            }
        }
    }

    /// A GET's answer: its status, its ETag header and its body.
    package struct CurlAnswer: Sendable {
        /// The HTTP status.
        package var status: Int
        /// The `ETag` header as sent, quotes included; `nil` without one.
        package var etag: String?
        /// The body.
        package var body: [UInt8]
    }

    /// One request in flight: answered exactly once, by the transfer or by cancellation.
    private final class CurlExchange<Answer: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<Answer, any Error>?
            var isCancelled = false
        }

        private let state = Locked(State())
        /// Read by the transfer's progress callback; freed when the exchange is.
        nonisolated(unsafe) private let flag = verdict_curl_cancel_new()

        deinit { verdict_curl_cancel_free(flag) }

        /// Runs `transfer` on a Dispatch worker thread, cancelled with the calling task.
        static func run(_ transfer: @escaping @Sendable (OpaquePointer?) -> Result<Answer, any Error>) async throws
            -> Answer
        {
            let exchange = CurlExchange()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    exchange.start(transfer, answering: continuation)
                }
            } onCancel: {
                exchange.cancel()
            }
        }

        private func start(
            _ transfer: @escaping @Sendable (OpaquePointer?) -> Result<Answer, any Error>,
            answering continuation: CheckedContinuation<Answer, any Error>
        ) {
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
                let result = transfer(self.flag)
                self.state.withLock { $0.continuation.take() }?.resume(with: result)
            }
        }

        private func cancel() {
            if let flag { verdict_curl_cancel_set(flag) }
            let continuation = state.withLock { state in
                state.isCancelled = true
                return state.continuation.take()
            }
            continuation?.resume(throwing: CancellationError())
        }

        /// Sends `request` as a POST and waits for the answer.
        static func post(_ request: RemoteRequest, cancel: OpaquePointer?) -> Result<RemoteResponse, any Error> {
            var response = verdict_curl_response()
            let code = withCStrings(lines(request.headers)) { headers in
                request.body.withUnsafeBytes { body in
                    verdict_curl_post(
                        request.url.absoluteString, headers.baseAddress, headers.count, body.baseAddress, body.count,
                        milliseconds(request.timeout), cancel, &response)
                }
            }
            defer { verdict_curl_response_free(&response) }
            if let failure = failure(code, response) { return .failure(failure) }
            let body = response.body.map { Data(bytes: $0, count: response.length) } ?? Data()
            return .success(RemoteResponse(statusCode: response.status, body: body))
        }

        /// Sends a GET and waits for the answer.
        static func get(
            _ url: String, headers: [String: String], timeout: Duration, maxBytes: Int, caFile: String?,
            cancel: OpaquePointer?
        ) -> Result<CurlAnswer, any Error> {
            var response = verdict_curl_response()
            let code = withCStrings(lines(headers)) { headers in
                withOptionalCString(caFile) { caFile in
                    var options = verdict_curl_get_options(
                        headers: headers.baseAddress, count: headers.count, timeout_ms: milliseconds(timeout),
                        max_body: maxBytes, ca_file: caFile, cancel: cancel)
                    return verdict_curl_get(url, &options, &response)
                }
            }
            defer { verdict_curl_response_free(&response) }
            if let failure = failure(code, response) { return .failure(failure) }
            let etag = withUnsafeBytes(of: response.etag) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let body = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.length)) } ?? []
            return .success(CurlAnswer(status: response.status, etag: etag.isEmpty ? nil : etag, body: body))
        }

        /// Header lines, `Name: value`, in name order.
        private static func lines(_ headers: [String: String]) -> [String] {
            headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        }

        /// A timeout in whole milliseconds, at least 1.
        private static func milliseconds(_ timeout: Duration) -> Int {
            let parts = timeout.components
            return max(1, Int(parts.seconds) * 1000 + Int(parts.attoseconds / 1_000_000_000_000_000))
        }

        /// The error of a transfer that brought no answer; `nil` when one arrived.
        private static func failure(_ code: Int32, _ response: verdict_curl_response) -> (any Error)? {
            guard code != 0 else { return nil }
            if code == VERDICT_CURL_ABORTED { return CancellationError() }
            let message = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return CurlTransportError(code: Int(code), message: message)
        }

        /// Calls `body` with the string as a C string, or with `nil`.
        private static func withOptionalCString<R>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> R) -> R {
            guard let string else { return body(nil) }
            return string.withCString(body)
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
