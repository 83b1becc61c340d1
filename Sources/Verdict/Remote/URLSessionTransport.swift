// On Linux, URLSession lives in FoundationNetworking, whose libcurl and its libraries would load
// into every process at start-up: Linux uses ``CurlTransport``, which loads libcurl on first use.
#if !os(Linux)
    import Foundation
    import Synchronization

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The default ``RemoteTransport`` on Apple platforms: Foundation's `URLSession`, with no cache
    /// and no cookies.
    ///
    /// Requests go through an ephemeral session whose URL cache is off and whose requests ignore local
    /// and remote caches (AJWValidator's `NSURLRequestReloadIgnoringLocalAndRemoteCacheData`), so every
    /// check reaches the server. Cancelling the calling task cancels the data task.
    public struct URLSessionTransport: RemoteTransport {
        /// A transport over one shared ephemeral session.
        public static let shared = URLSessionTransport()

        /// The session requests go through.
        public let session: URLSession

        /// Creates a transport over a new ephemeral session without a cache.
        public init() {
            let configuration = URLSessionConfiguration.ephemeral
            configuration.urlCache = nil
            configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
            configuration.httpCookieStorage = nil
            configuration.httpShouldSetCookies = false
            self.session = URLSession(configuration: configuration)
        }

        /// Creates a transport over a session of your own (proxies, TLS settings, protocol classes).
        public init(session: URLSession) {
            self.session = session
        }

        /// Sends the request with a data task; see ``RemoteTransport/send(_:)``.
        public func send(_ request: RemoteRequest) async throws -> RemoteResponse {
            var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalAndRemoteCacheData)
            urlRequest.httpMethod = request.method
            urlRequest.httpBody = request.body
            // Whole seconds, rounded up: swift-corelibs-foundation truncates the interval to seconds, so
            // 0.5 would time out at once. ``RemoteValidator`` enforces the exact timeout itself.
            urlRequest.timeoutInterval = Swift.max(1, request.timeout.seconds.rounded(.up))
            for (field, value) in request.headers {
                urlRequest.setValue(value, forHTTPHeaderField: field)
            }
            let handle = TaskHandle()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation {
                    (continuation: CheckedContinuation<RemoteResponse, any Error>) in
                    let task = session.dataTask(with: urlRequest) { data, response, error in
                        if let error {
                            continuation.resume(throwing: error)
                        } else if let http = response as? HTTPURLResponse {
                            continuation.resume(
                                returning: RemoteResponse(statusCode: http.statusCode, body: data ?? Data()))
                        } else {
                            continuation.resume(throwing: URLError(.badServerResponse))
                        }
                    }
                    handle.start(task)
                }
            } onCancel: {
                handle.cancel()
            }
        }
    }

    /// A data task that may be cancelled before or after it starts.
    private final class TaskHandle: Sendable {
        private struct State: ~Copyable {
            var task: URLSessionDataTask?
            var isCancelled = false
        }

        private let state = Mutex<State>(State())

        func start(_ task: URLSessionDataTask) {
            let cancelled = state.withLock { state in
                state.task = task
                return state.isCancelled
            }
            task.resume()
            if cancelled { task.cancel() }
        }

        func cancel() {
            let task = state.withLock { state in
                state.isCancelled = true
                return state.task
            }
            task?.cancel()
        }
    }
#endif
