import Hummingbird
import Verdict

/// An RFC 9457 problem: the `application/problem+json` answer of `verdict serve` to a request it
/// cannot serve.
///
/// The body is `{"type", "title", "status", "detail", "instance"}`: `type` is a `tag:` URI naming
/// the kind of problem (RFC 9457 §3.1.1 allows URIs that are not meant to be dereferenced), `title`
/// its fixed summary, `detail` this occurrence in words, `instance` the request path.
///
/// | status | type (after `tag:verdict,2025:`) | when |
/// |---|---|---|
/// | 400 | `malformed-request` | not HTTP/1.1 the parser can read: request line, header, chunked body |
/// | 400 | `incomplete-request` | the connection closed before the request was whole (logged at debug) |
/// | 400 | `bad-header` | a `Verdict-Hop` or `Verdict-Via` header that cannot be read |
/// | 400 | `bad-json` | the body is not JSON (line and column in `detail`) |
/// | 400 | `bad-request` | JSON of the wrong shape: not an object, a non-object `extra`; `?scenario=` given twice, differently |
/// | 400 | `unknown-scenario` | `?scenario=` names no scenario of the model |
/// | 400 | `unknown-locale` | a schema's `?locale=` names a language no catalog speaks |
/// | 404 | `unknown-model` | no model of that name |
/// | 404 | `unknown-attribute` | the model has no such attribute |
/// | 404 | `not-found` | no endpoint at that path |
/// | 405 | `method-not-allowed` | the path has endpoints, for other methods (listed in `Allow`) |
/// | 413 | `body-too-large` | the body is past the size limit |
/// | 508 | `loop-detected` | a remote check from this server's own chain (see ``RemoteChainPolicy``) |
/// | 508 | `too-many-hops` | a remote check whose chain is `--max-hops` long already |
/// | 503 | `request-timeout` | the answer was not ready within `--request-timeout` |
/// | 500 | `internal` | anything else; the server logs it and keeps serving |
///
/// An unknown scenario is a 400, not a 404: the resource — the model — exists, and the request
/// asks it something it cannot answer, like any other bad query parameter. A malformed request
/// has no path to name: its `instance` is left out.
struct Problem: HTTPResponseError, Sendable, CustomStringConvertible {
    /// The `type` URI.
    let type: String
    /// The fixed summary of the kind.
    let title: String
    /// The HTTP status.
    let status: HTTPResponse.Status
    /// This occurrence, in words.
    let detail: String
    /// The methods the path answers, sent as `Allow` with a 405; empty otherwise.
    let allowedMethods: [String]

    private init(
        _ slug: String, _ title: String, _ status: HTTPResponse.Status, _ detail: String, allowedMethods: [String] = []
    ) {
        self.type = Self.typePrefix + slug
        self.title = title
        self.status = status
        self.detail = detail
        self.allowedMethods = allowedMethods
    }

    /// The prefix of every `type` URI.
    static let typePrefix = "tag:verdict,2025:"

    /// The request is not HTTP the parser can read.
    /// - Parameter error: the parser's error, when known.
    static func malformedRequest(_ error: (any Error)?) -> Problem {
        Problem(
            "malformed-request", "Malformed request", .badRequest,
            "the request is not valid HTTP/1.1" + (error.map { ": \($0)" } ?? ""))
    }

    /// The connection closed before the request was whole.
    static let incompleteRequest = Problem(
        "incomplete-request", "Incomplete request", .badRequest, "the connection closed before the request was whole")

    /// A hop header that cannot be read.
    static func badHeader(_ detail: String) -> Problem {
        Problem("bad-header", "Bad header", .badRequest, detail)
    }

    /// HTTP 508.
    static let loopDetectedStatus = HTTPResponse.Status(code: 508, reasonPhrase: "Loop Detected")

    /// A remote check that comes from this server's own chain.
    static func loopDetected(_ hop: RemoteHop, model: String) -> Problem {
        Problem(
            "loop-detected", "Loop detected", loopDetectedStatus,
            "this request is a remote check that came through this server already (\(hop)): a remote rule of "
                + "model '\(model)' leads back here; refused, so the chain ends")
    }

    /// A remote check whose chain is as long as allowed.
    static func tooManyHops(_ hop: RemoteHop, limit: Int, model: String) -> Problem {
        Problem(
            "too-many-hops", "Too many hops", loopDetectedStatus,
            "this request is remote check \(hop.count) of a chain (\(hop)) and model '\(model)' would send more; "
                + "the limit is \(limit) (--max-hops)")
    }

    /// The body is not JSON.
    static func badJSON(_ error: JSONReadError) -> Problem {
        Problem("bad-json", "Malformed JSON", .badRequest, "the body is not JSON: \(error.description)")
    }

    /// The body is JSON, but not what the endpoint takes.
    static func badRequest(_ detail: String) -> Problem {
        Problem("bad-request", "Bad request", .badRequest, detail)
    }

    /// The model has no such scenario.
    static func unknownScenario(_ name: String, model: String, known: [String]) -> Problem {
        Problem(
            "unknown-scenario", "Unknown scenario", .badRequest,
            "model '\(model)' has no scenario '\(name)' (scenarios: \(known.sorted().joined(separator: ", ")))")
    }

    /// No catalog speaks the locale.
    static func unknownLocale(_ tag: LocaleTag, in catalogs: MessageCatalogs) -> Problem {
        Problem(
            "unknown-locale", "Unknown locale", .badRequest,
            "no messages in locale '\(tag)' (locales: \(catalogs.localeList))")
    }

    /// No model of that name.
    static func unknownModel(_ name: String, known: [String]) -> Problem {
        Problem(
            "unknown-model", "Unknown model", .notFound,
            "no model '\(name)' (models: \(known.sorted().joined(separator: ", ")))")
    }

    /// The model has no such attribute.
    static func unknownAttribute(_ name: String, model: String) -> Problem {
        Problem("unknown-attribute", "Unknown attribute", .notFound, "model '\(model)' has no attribute '\(name)'")
    }

    /// No endpoint answers this method and path.
    static func notFound(method: String, path: String) -> Problem {
        Problem("not-found", "Not found", .notFound, "no endpoint for \(method) \(path)")
    }

    /// The path has endpoints, but none for this method.
    static func methodNotAllowed(method: String, path: String, allowed: [String]) -> Problem {
        Problem(
            "method-not-allowed", "Method not allowed", .methodNotAllowed,
            "no endpoint for \(method) \(path); it answers \(allowed.joined(separator: ", "))", allowedMethods: allowed)
    }

    /// The body is past the limit.
    static func bodyTooLarge(limit: Int) -> Problem {
        Problem("body-too-large", "Request body too large", .contentTooLarge, "the body is larger than \(limit) bytes")
    }

    /// The answer was not ready within the request timeout (its remote checks are cancelled).
    static func requestTimeout(_ timeout: Duration) -> Problem {
        Problem(
            "request-timeout", "Request timeout", .serviceUnavailable,
            "the answer was not ready within \(timeout) (--request-timeout)")
    }

    /// Any other HTTP error, with its status.
    static func http(_ status: HTTPResponse.Status, detail: String) -> Problem {
        Problem("http-\(status.code)", status.reasonPhrase, status, detail)
    }

    /// Something the server did not expect; the detail stays in the log.
    static let `internal` = Problem(
        "internal", "Internal server error", .internalServerError, "the request could not be served; see the server log"
    )

    /// `STATUS title: detail`.
    var description: String { "\(status.code) \(title): \(detail)" }

    /// The problem as JSON, with the request path as `instance` when there is one.
    func body(instance: String?) -> [UInt8] {
        var fields: [(String, Value)] = [
            ("type", .string(type)), ("title", .string(title)), ("status", .int(status.code)),
            ("detail", .string(detail)),
        ]
        if let instance { fields.append(("instance", .string(instance))) }
        return JSONResponse.object(fields)
    }

    /// The `application/problem+json` response, with `Allow` for a 405.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = JSONResponse.make(
            status, body: body(instance: request.uri.path), contentType: "application/problem+json")
        if !allowedMethods.isEmpty { response.headers[.allow] = allowedMethods.joined(separator: ", ") }
        return response
    }
}
