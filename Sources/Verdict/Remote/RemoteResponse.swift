public import Foundation

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
