public import Foundation

/// Why a remote check produced no usable answer.
///
/// Match on ``code``; the kinds may grow, so the codes are constants, not enum cases. The text a
/// person reads is ``description``, which names the URL.
public struct RemoteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// No answer arrived: connection refused or reset, unknown host, and the like.
        public static let transport = Code("transport")
        /// No answer arrived within the rule's timeout.
        public static let timedOut = Code("timedOut")
        /// The server answered with a status outside 200–299.
        public static let badStatus = Code("badStatus")
        /// The server answered 2xx with a body that is neither `true` nor `false`.
        public static let unexpectedBody = Code("unexpectedBody")
        /// The check was cancelled (a newer value superseded it, or its task was cancelled).
        public static let cancelled = Code("cancelled")
        /// The check was not sent: the host is offline (the caller said so).
        public static let offline = Code("offline")

        /// The code's name, e.g. `timedOut`.
        public var description: String { name }
    }

    /// The kind of failure.
    public let code: Code
    /// The URL of the remote rule.
    public let url: URL
    /// The HTTP status, when the server answered.
    public let statusCode: Int?
    /// What went wrong, in words, naming the URL.
    public let description: String

    private init(_ code: Code, url: URL, statusCode: Int? = nil, _ text: String) {
        self.code = code
        self.url = url
        self.statusCode = statusCode
        self.description = "remote check at \(url.absoluteString): \(text)"
    }

    /// No answer arrived.
    public static func transport(url: URL, reason: String) -> RemoteError {
        RemoteError(.transport, url: url, reason)
    }

    /// No answer arrived in time.
    public static func timedOut(url: URL, after timeout: Duration) -> RemoteError {
        RemoteError(.timedOut, url: url, "no answer within \(timeout.formattedSeconds) s")
    }

    /// The status was not 2xx.
    /// - Parameters:
    ///   - url: the rule's URL.
    ///   - statusCode: the status.
    ///   - detail: what the server said of it, when it said (an RFC 9457 problem's `detail`):
    ///     `HTTP status 508: …`.
    public static func badStatus(url: URL, statusCode: Int, detail: String? = nil) -> RemoteError {
        RemoteError(
            .badStatus, url: url, statusCode: statusCode, "HTTP status \(statusCode)" + (detail.map { ": \($0)" } ?? "")
        )
    }

    /// The body was neither `true` nor `false`.
    public static func unexpectedBody(url: URL, statusCode: Int, body: Data) -> RemoteError {
        let text = String(decoding: body.prefix(40), as: UTF8.self)
        let shown = body.count > 40 ? text + "…" : text
        return RemoteError(
            .unexpectedBody, url: url, statusCode: statusCode, "expected true or false, got \"\(shown)\"")
    }

    /// The check was cancelled.
    public static func cancelled(url: URL) -> RemoteError {
        RemoteError(.cancelled, url: url, "cancelled")
    }

    /// The check was not sent because the host is offline.
    public static func offline(url: URL) -> RemoteError {
        RemoteError(.offline, url: url, "not sent, offline")
    }
}

extension Duration {
    /// The duration in seconds as a double.
    var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }

    /// The duration in seconds, without a needless `.0`: `60`, `0.5`.
    var formattedSeconds: String {
        let s = seconds
        return s.rounded() == s && abs(s) < 1e15 ? String(Int(s)) : String(s)
    }
}
