import HTTPTypes
import Verdict
import VerdictHTTP

/// The problems of `verdict serve` besides those every integration answers (``VerdictHTTP/ValidationProblem``'s
/// own `bad-json` and `body-too-large`): the `application/problem+json` answers to a request it cannot
/// serve, through VerdictHummingbird's answer of a thrown problem.
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
/// | 508 | `loop-detected` | a remote check from this server's own chain (see `RemoteChainPolicy`) |
/// | 508 | `too-many-hops` | a remote check whose chain is `--max-hops` long already |
/// | 503 | `request-timeout` | the answer was not ready within `--request-timeout` |
/// | 503 | `rules-not-ready` | no bundle is active yet (`--bundle`): nothing to validate with |
/// | 500 | `internal` | anything else; the server logs it and keeps serving |
///
/// An unknown scenario is a 400, not a 404: the resource — the model — exists, and the request
/// asks it something it cannot answer, like any other bad query parameter. A malformed request
/// has no path to name: its `instance` is left out.
extension ValidationProblem {
    /// The request is not HTTP the parser can read.
    /// - Parameter error: the parser's error, when known.
    static func malformedRequest(_ error: (any Error)?) -> ValidationProblem {
        ValidationProblem(
            "malformed-request", "Malformed request", status: 400,
            "the request is not valid HTTP/1.1" + (error.map { ": \($0)" } ?? ""))
    }

    /// The connection closed before the request was whole.
    static let incompleteRequest = ValidationProblem(
        "incomplete-request", "Incomplete request", status: 400, "the connection closed before the request was whole")

    /// A hop header that cannot be read.
    static func badHeader(_ detail: String) -> ValidationProblem {
        ValidationProblem("bad-header", "Bad header", status: 400, detail)
    }

    /// No rules are active yet: the first bundle has not arrived or was refused.
    static func rulesNotReady(_ detail: String) -> ValidationProblem {
        ValidationProblem("rules-not-ready", "Rules not ready", status: 503, detail)
    }

    /// HTTP 508, Loop Detected (RFC 5842).
    static let loopDetectedStatus = 508

    /// A remote check that comes from this server's own chain.
    static func loopDetected(_ hop: RemoteHop, model: String) -> ValidationProblem {
        ValidationProblem(
            "loop-detected", "Loop detected", status: loopDetectedStatus,
            "this request is a remote check that came through this server already (\(hop)): a remote rule of "
                + "model '\(model)' leads back here; refused, so the chain ends")
    }

    /// A remote check whose chain is as long as allowed.
    static func tooManyHops(_ hop: RemoteHop, limit: Int, model: String) -> ValidationProblem {
        ValidationProblem(
            "too-many-hops", "Too many hops", status: loopDetectedStatus,
            "this request is remote check \(hop.count) of a chain (\(hop)) and model '\(model)' would send more; "
                + "the limit is \(limit) (--max-hops)")
    }

    /// The body is JSON, but not what the endpoint takes.
    static func badRequest(_ detail: String) -> ValidationProblem {
        ValidationProblem("bad-request", "Bad request", status: 400, detail)
    }

    /// The model has no such scenario.
    static func unknownScenario(_ name: String, model: String, known: [String]) -> ValidationProblem {
        ValidationProblem(
            "unknown-scenario", "Unknown scenario", status: 400,
            "model '\(model)' has no scenario '\(name)' (scenarios: \(known.sorted().joined(separator: ", ")))")
    }

    /// No catalog speaks the locale.
    static func unknownLocale(_ tag: LocaleTag, in catalogs: MessageCatalogs) -> ValidationProblem {
        ValidationProblem(
            "unknown-locale", "Unknown locale", status: 400,
            "no messages in locale '\(tag)' (locales: \(catalogs.localeList))")
    }

    /// No model of that name.
    static func unknownModel(_ name: String, known: [String]) -> ValidationProblem {
        ValidationProblem(
            "unknown-model", "Unknown model", status: 404,
            "no model '\(name)' (models: \(known.sorted().joined(separator: ", ")))")
    }

    /// The model has no such attribute.
    static func unknownAttribute(_ name: String, model: String) -> ValidationProblem {
        ValidationProblem(
            "unknown-attribute", "Unknown attribute", status: 404, "model '\(model)' has no attribute '\(name)'")
    }

    /// No endpoint answers this method and path.
    static func notFound(method: String, path: String) -> ValidationProblem {
        ValidationProblem("not-found", "Not found", status: 404, "no endpoint for \(method) \(path)")
    }

    /// The path has endpoints, but none for this method: a 405 with `Allow`.
    static func methodNotAllowed(method: String, path: String, allowed: [String]) -> ValidationProblem {
        ValidationProblem(
            "method-not-allowed", "Method not allowed", status: 405,
            "no endpoint for \(method) \(path); it answers \(allowed.joined(separator: ", "))",
            headers: [("Allow", allowed.joined(separator: ", "))])
    }

    /// The answer was not ready within the request timeout (its remote checks are cancelled).
    static func requestTimeout(_ timeout: Duration) -> ValidationProblem {
        ValidationProblem(
            "request-timeout", "Request timeout", status: 503,
            "the answer was not ready within \(timeout) (--request-timeout)")
    }

    /// Any other HTTP error, with its status.
    static func http(_ status: HTTPResponse.Status, detail: String) -> ValidationProblem {
        ValidationProblem("http-\(status.code)", status.reasonPhrase, status: status.code, detail)
    }

    /// Something the server did not expect; the detail stays in the log (``RequestProblems`` wrote it).
    static let unexpected = ValidationProblem(
        "internal", "Internal server error", status: 500, "the request could not be served; see the server log")
}
