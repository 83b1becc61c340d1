import Foundation

/// Sends one remote-validation request and returns the server's raw answer.
///
/// ``RemoteValidator/defaultTransport`` is the default (`URLSession` on Apple platforms, libcurl
/// on Linux); tests and hosts with their own HTTP stack adopt this protocol. A transport reports a status code and a body for every answer it receives (non-2xx
/// included) and throws only when no answer arrived: connection refused, reset, DNS failure.
///
/// A transport must honour task cancellation promptly: ``RemoteValidator`` cancels it when the
/// rule's timeout passes or when a newer input value supersedes the check.
public protocol RemoteTransport: Sendable {
    /// Sends a request.
    /// - Parameter request: the URL, headers, JSON body and timeout.
    /// - Returns: the answer's status code and body.
    /// - Throws: any error when no answer arrived (including `CancellationError` when cancelled).
    func send(_ request: RemoteRequest) async throws -> RemoteResponse
}

/// One remote-validation request: AJWValidator's `POST` with a JSON body.
public struct RemoteRequest: Sendable, Hashable {
    /// Where the request goes.
    public var url: URL
    /// The HTTP method; always `POST` for remote rules.
    public var method: String
    /// The request headers (`Accept` and `Content-Type` are `application/json`).
    public var headers: [String: String]
    /// The UTF-8 JSON body, `{"extra":{…},"instance":…}`.
    public var body: Data
    /// How long the whole exchange may take.
    public var timeout: Duration

    /// Creates a request.
    public init(
        url: URL, method: String = "POST", headers: [String: String] = [:], body: Data = Data(),
        timeout: Duration = RemoteRule.defaultTimeout
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }
}

/// What a server answered to a ``RemoteRequest``.
public struct RemoteResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var statusCode: Int
    /// The raw body.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }

    /// Creates a response with a text body.
    public init(statusCode: Int = 200, text: String) {
        self.init(statusCode: statusCode, body: Data(text.utf8))
    }
}
