public import HTTPTypes
public import Hummingbird
public import VerdictHTTP
import Logging
import Verdict

/// A ``VerdictHTTP/ValidationProblem`` thrown from a handler or middleware is answered as itself:
/// `application/problem+json` with its status, the request path as `instance`, `Content-Language`
/// when it has messages and its other headers (`Accept` with a 415). A 500's underlying error is
/// logged at error level through the request's logger; the answer does not say it.
extension ValidationProblem: HTTPResponseError {
    /// The HTTP status.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: statusCode) }

    /// The problem answer.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        if let underlyingError {
            context.logger.error("\(request.method.rawValue) \(request.uri.path): \(underlyingError)")
        }
        var headers: HTTPFields = [.contentType: ProblemDocument.mediaType]
        if let contentLanguage { headers[.contentLanguage] = contentLanguage.identifier }
        for header in additionalHeaders {
            if let name = HTTPField.Name(header.name) { headers[name] = header.value }
        }
        let body = about(request.uri.path).body
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
