#if os(Linux)
    import CVerdictCurl

    /// Why ``CurlTransport`` got no answer.
    public struct CurlTransportError: Error, CustomStringConvertible, Sendable {
        /// libcurl's error code (`CURLcode`), or `-1` when libcurl could not be loaded.
        public let code: Int
        /// libcurl's words for it, with its detail (`Couldn't connect to server: …`).
        public let message: String

        /// Whether the request ran out of time.
        public var isTimeout: Bool { code == Int(VERDICT_CURL_TIMED_OUT) }

        /// `MESSAGE (curl CODE)`.
        public var description: String { "\(message) (curl \(code))" }
    }
#endif
