import Vapor
import VerdictHTTP

/// A ``VerdictHTTP/ValidationProblem`` is an `AbortError`: where no ``ValidationProblemMiddleware``
/// answers it, Vapor's `ErrorMiddleware` still answers with its status, its `detail` as reason and
/// its headers.
extension ValidationProblem: @retroactive AbortError {
    /// The HTTP status.
    public var status: HTTPResponseStatus { HTTPResponseStatus(statusCode: statusCode) }

    /// The `detail`.
    public var reason: String { document.detail }

    /// The headers the problem answer carries besides its body's type.
    public var headers: HTTPHeaders {
        var fields = HTTPHeaders(additionalHeaders.map { ($0.name, $0.value) })
        if let contentLanguage { fields.replaceOrAdd(name: .contentLanguage, value: contentLanguage.identifier) }
        return fields
    }

    /// The `application/problem+json` answer, about the request's path (`instance`); a 500's
    /// underlying error is logged at error level through the request's logger, never answered.
    /// - Parameter request: the request.
    /// - Returns: the response.
    public func response(for request: Request) -> Response {
        if let underlyingError {
            request.logger.error("\(request.method.rawValue) \(request.url.path): \(underlyingError)")
        }
        var headers = self.headers
        headers.replaceOrAdd(name: .contentType, value: ProblemDocument.mediaType)
        return Response(
            status: status, headers: headers,
            body: .init(buffer: ByteBuffer(bytes: about(request.url.path).body)))
    }
}
