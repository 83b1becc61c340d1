public import Foundation

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
