public import Verdict

/// Why a request body was refused, as an RFC 9457 problem: the error the integrations throw and
/// answer with `application/problem+json`.
///
/// | status | type (after ``RequestRules/problemTypePrefix``) | when |
/// |---|---|---|
/// | 422 | `invalid-body` | the body breaks rules: `errors` lists them, worded in the request's language |
/// | 422 | `undecodable-body` | the body passes the rules, but is not the type the handler reads |
/// | 400 | `bad-json` | a JSON body that is not JSON (line and column in `detail`) |
/// | 400 | `bad-form` | a form body with a bad `%` escape or bytes that are not UTF-8 |
/// | 400 | `bad-request` | JSON that is not an object |
/// | 413 | `body-too-large` | the body is past ``RequestRules/maxBodyBytes`` |
/// | 415 | `unsupported-media-type` | no `Content-Type`, another type, or another charset than UTF-8; `Accept` lists the types read |
/// | 500 | `internal` | the rules could not run (a model a reload removed); ``underlyingError`` says why, the answer does not |
///
/// A 422's `errors` are `{"attribute", "rule", "message", "key", "params", "value"}` objects
/// (``ErrorReport``), and its `Content-Language` (``contentLanguage``) names
/// the language of their messages. `title` and `detail` are English.
public struct ValidationProblem: Error, Sendable, CustomStringConvertible {
    /// The answer's body.
    public var document: ProblemDocument
    /// The errors of the body, for a 422 `invalid-body`; empty otherwise.
    public let errors: [ValidationError]
    /// The language of the errors' messages, sent as `Content-Language`; `nil` when the answer has
    /// no messages.
    public let contentLanguage: LocaleTag?
    /// Headers the answer carries besides `Content-Type` (`Accept` with a 415).
    public let additionalHeaders: [(name: String, value: String)]
    /// What went wrong inside the server, for a 500: for the log, never for the answer.
    public let underlyingError: (any Error)?

    /// A problem of kind `slug` (the `type` URI after `typePrefix`). Verdict's own modules make
    /// their problems through it (`verdict serve`'s routing and hop problems); users get theirs from
    /// the factories below.
    package init(
        _ slug: String, _ title: String, status: Int, _ detail: String, typePrefix: String = defaultTypePrefix,
        extensions: [ProblemDocument.Extension] = [], errors: [ValidationError] = [],
        contentLanguage: LocaleTag? = nil, headers: [(String, String)] = [], underlyingError: (any Error)? = nil
    ) {
        document = ProblemDocument(
            type: typePrefix + slug, title: title, status: status, detail: detail, extensions: extensions)
        self.errors = errors
        self.contentLanguage = contentLanguage
        self.additionalHeaders = headers.map { (name: $0.0, value: $0.1) }
        self.underlyingError = underlyingError
    }

    /// `tag:verdict,2025:`: the prefix of the `type` URIs of `verdict serve`'s problems, and of the
    /// integrations' unless set otherwise (``RequestRules/problemTypePrefix``). A `tag:` URI names the
    /// kind of problem without being meant to be dereferenced (RFC 9457 §3.1.1).
    public static let defaultTypePrefix = "tag:verdict,2025:"

    /// The HTTP status code (a framework's own status type is the integration's `status`).
    public var statusCode: Int { document.status }

    /// The answer's body: ``document`` as JSON.
    public var body: [UInt8] { document.json }

    /// `STATUS title: detail`.
    public var description: String { "\(document.status) \(document.title): \(document.detail)" }

    /// The same problem about a request path (`instance`).
    public func about(_ path: String) -> ValidationProblem {
        var copy = self
        copy.document.instance = path
        return copy
    }

    /// The body breaks rules.
    /// - Parameters:
    ///   - errors: the errors, in rule order.
    ///   - locale: the language of their messages.
    ///   - refusal: when the body was refused without an error (a rule file's strategy decided),
    ///     the deciding strategy and its reason.
    public static func invalidBody(
        _ errors: [ValidationError], locale: LocaleTag, refusal: (strategy: String?, reason: String?)? = nil,
        typePrefix: String = defaultTypePrefix
    ) -> ValidationProblem {
        var detail = errors.count == 1 ? "the request body has 1 error" : "the request body has \(errors.count) errors"
        if errors.isEmpty, let refusal {
            detail = "the request body was refused by strategy '\(refusal.strategy ?? "none")'"
            if let reason = refusal.reason, !reason.isEmpty { detail += ": \(reason)" }
        }
        return ValidationProblem(
            "invalid-body", "Invalid request body", status: 422, detail, typePrefix: typePrefix,
            extensions: [.errors(errors)], errors: errors, contentLanguage: locale)
    }

    /// The body passes the rules but is not the type the handler reads.
    public static func undecodableBody(_ error: any Error, as type: Any.Type, typePrefix: String = defaultTypePrefix)
        -> ValidationProblem
    {
        ValidationProblem(
            "undecodable-body", "Request body does not fit", status: 422,
            "the request body passes its rules but is not a \(type): \(Self.describe(error))", typePrefix: typePrefix)
    }

    /// A JSON body that is not JSON.
    public static func badJSON(_ error: JSONReadError, typePrefix: String = defaultTypePrefix) -> ValidationProblem {
        ValidationProblem(
            "bad-json", "Malformed JSON", status: 400, "the body is not JSON: \(error.description)",
            typePrefix: typePrefix)
    }

    /// A form body that cannot be read.
    public static func badForm(_ error: URLEncodedForm.ReadError, typePrefix: String = defaultTypePrefix)
        -> ValidationProblem
    {
        ValidationProblem(
            "bad-form", "Malformed form", status: 400, "the body is not a URL-encoded form: \(error.description)",
            typePrefix: typePrefix)
    }

    /// JSON that is not an object.
    /// - Parameters:
    ///   - kind: the kind of value the body is.
    ///   - what: what the object should have been (`a record`), said instead of the kind; `nil` names
    ///     the kind.
    public static func notAnObject(
        _ kind: Value.Kind, describedAs what: String? = nil, typePrefix: String = defaultTypePrefix
    ) -> ValidationProblem {
        let detail =
            what.map { "the body must be a JSON object (\($0))" }
            ?? "the body must be a JSON object, not \(kind.withArticle)"
        return ValidationProblem("bad-request", "Bad request", status: 400, detail, typePrefix: typePrefix)
    }

    /// The body is past the limit.
    public static func bodyTooLarge(limit: Int, typePrefix: String = defaultTypePrefix) -> ValidationProblem {
        ValidationProblem(
            "body-too-large", "Request body too large", status: 413, "the body is larger than \(limit) bytes",
            typePrefix: typePrefix)
    }

    /// A body in a type or character set that is not read.
    public static func unsupportedMediaType(
        _ reading: BodyFormat.Reading, accepted: [BodyFormat], typePrefix: String = defaultTypePrefix
    ) -> ValidationProblem {
        let names = accepted.map(\.mediaType)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") : names[0]
        let detail: String
        switch reading {
        case .unsupported(nil): detail = "the request has no Content-Type; the body must be \(list)"
        case .unsupported(let type?): detail = "the body is \(type); it must be \(list)"
        case .unsupportedCharset(let format, let charset):
            detail = "the body is \(format.mediaType) in \(charset); it must be UTF-8"
        case .format(let format): detail = "the body is \(format.mediaType); it must be \(list)"
        }
        return ValidationProblem(
            "unsupported-media-type", "Unsupported media type", status: 415, detail, typePrefix: typePrefix,
            headers: [("Accept", names.joined(separator: ", "))])
    }

    /// The rules could not run; the reason stays in the log.
    public static func `internal`(_ error: any Error, typePrefix: String = defaultTypePrefix) -> ValidationProblem {
        ValidationProblem(
            "internal", "Internal server error", status: 500,
            "the request body could not be validated; see the server log",
            typePrefix: typePrefix, underlyingError: error)
    }

    /// A decoding error in words: where and what.
    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch decoding {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            context = c
        @unknown default:
            return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = path.isEmpty ? "" : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): "
        return place + context.debugDescription
    }
}
