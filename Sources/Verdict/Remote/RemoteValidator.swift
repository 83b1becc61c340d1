public import Foundation

/// The client of remote rules: posts a value to a rule's URL and reads the answer.
///
/// The protocol is AJWValidator's:
/// - `POST` to the rule's URL, `Accept: application/json`, `Content-Type: application/json`, no
///   cache (the default transports keep none), and the chain's `Verdict-Hop` (and `Verdict-Via`)
///   headers (``hop``), by which servers that call each other recognize a loop.
/// - Body `{"extra": PARAMS, "instance": VALUE}`: the value as JSON (a null value as `""`), and the
///   rule's ``RemoteRule/extra`` merged with the validation's parameters (`{}` when there are none).
///   The key is `extra`, as AJWValidator's code sent it; its README said `extras`.
/// - ``RemoteAnswer/accepted`` only for a 2xx status with the body `true`; ``RemoteAnswer/rejected``
///   for a 2xx `false`. Surrounding JSON white space (space, tab, CR, LF) is ignored, so `true\n`
///   passes — it is the same JSON document. Anything else fails: `"true"`, `True`, `1`,
///   `{"valid":true}`.
///
/// Where Verdict differs from AJWValidator, which ignored the status and treated every other body
/// as a plain "no": a non-2xx status is ``RemoteError/Code/badStatus`` (with the `detail` of an
/// RFC 9457 problem body, as `verdict serve` answers, in its text) and a body that is neither
/// `true` nor `false` is ``RemoteError/Code/unexpectedBody``, so a misrouted URL (a 404 page, an
/// HTML login form) reaches the error handler instead of looking like a rejection. Transport errors
/// are ``RemoteError/Code/transport``, and a check that takes longer than the rule's timeout is
/// cancelled and fails with ``RemoteError/Code/timedOut``. Every one of them fails the rule.
public struct RemoteValidator: Sendable {
    /// The transport that carries requests.
    public var transport: any RemoteTransport
    /// Whether checks may be sent: offline, a ``RemotePhase`` sends nothing and fails every check
    /// with ``RemoteError/Code/offline``. Always reachable by default; pass ``SystemReachability``
    /// to follow the host's network.
    public var reachability: any ReachabilityProvider
    /// Where the checks stand in a chain of servers, sent as the `Verdict-Hop` and `Verdict-Via`
    /// headers (see ``RemoteHop``): ``RemoteHop/origin`` unless a server sends them while serving
    /// a request.
    public var hop: RemoteHop

    /// Creates a client.
    /// - Parameters:
    ///   - transport: the HTTP transport; defaults to ``defaultTransport``.
    ///   - reachability: whether checks may be sent (default: always).
    ///   - hop: the checks' place in a chain of servers; ``RemoteHop/origin`` by default.
    public init(
        transport: any RemoteTransport = RemoteValidator.defaultTransport,
        reachability: any ReachabilityProvider = FixedReachability(true), hop: RemoteHop = .origin
    ) {
        self.transport = transport
        self.reachability = reachability
        self.hop = hop
    }

    /// The platform's transport: `URLSession` on Apple platforms; on Linux ``CurlTransport``,
    /// which loads libcurl only when a check is sent.
    public static var defaultTransport: any RemoteTransport {
        #if os(Linux)
            CurlTransport.shared
        #else
            URLSessionTransport.shared
        #endif
    }

    /// Sends every check at once and returns the answers, in the checks' order, whatever
    /// ``reachability`` says (``RemotePhase`` asks it first).
    /// - Parameters:
    ///   - checks: the checks a validation's local phase left (``RuleSet/remoteChecks(in:mode:)``).
    ///   - parameters: parameters of this validation, merged over each rule's `extra`.
    ///   - isolation: the caller's actor; leave the default.
    /// - Returns: one answer per check; each failure fails its check, nothing throws.
    public func answers(
        to checks: [RemoteCheck], parameters: [String: Value] = [:], isolation: isolated (any Actor)? = #isolation
    ) async -> [RemoteAnswer] {
        var answers = checks.map { RemoteAnswer.failed(.cancelled(url: $0.rule.url)) }
        await withTaskGroup(of: (Int, RemoteAnswer).self, isolation: isolation) { group in
            for (index, check) in checks.enumerated() {
                let rule = check.rule
                let value = check.value
                group.addTask { (index, await self.check(value, against: rule, parameters: parameters)) }
            }
            for await (index, answer) in group { answers[index] = answer }
        }
        return answers
    }

    /// Checks a value against a remote rule.
    /// - Parameters:
    ///   - value: the value to send as `instance`.
    ///   - rule: the rule: URL, timeout and `extra` parameters.
    ///   - parameters: parameters of this validation, merged over the rule's `extra`.
    /// - Returns: the answer; never throws, since every failure fails the rule.
    public func check(_ value: Value, against rule: RemoteRule, parameters: [String: Value] = [:]) async
        -> RemoteAnswer
    {
        let request = request(for: value, rule: rule, parameters: parameters)
        guard !Task.isCancelled else { return .failed(.cancelled(url: rule.url)) }
        let transport = self.transport
        do {
            let response = try await withThrowingTaskGroup(of: RemoteResponse?.self) { group in
                group.addTask { try await transport.send(request) }
                group.addTask {
                    try await Task.sleep(for: request.timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let response = first else {
                    throw RemoteError.timedOut(url: rule.url, after: rule.timeout)
                }
                return response
            }
            return Self.answer(to: response, from: rule.url)
        } catch let error as RemoteError {
            return .failed(error)
        } catch {
            return .failed(Self.remoteError(for: error, url: rule.url, timeout: rule.timeout))
        }
    }

    /// The request a check sends.
    /// - Parameters:
    ///   - value: the value to send as `instance` (null is sent as `""`).
    ///   - rule: the rule: URL, timeout and `extra` parameters.
    ///   - parameters: parameters of this validation, merged over the rule's `extra`.
    /// - Returns: the `POST` request with JSON headers and body, and the hop headers.
    public func request(for value: Value, rule: RemoteRule, parameters: [String: Value] = [:]) -> RemoteRequest {
        let extra = rule.extra.merging(parameters) { _, new in new }
        let body: Value = ["instance": value.isNull ? "" : value, "extra": .object(extra)]
        var bytes: [UInt8] = []
        JSONWriter(sortsKeys: true).write(body, into: &bytes)
        var headers = hop.headers
        headers["Accept"] = "application/json"
        headers["Content-Type"] = "application/json"
        return RemoteRequest(url: rule.url, method: "POST", headers: headers, body: Data(bytes), timeout: rule.timeout)
    }

    /// Reads a server's answer: `true` passes, `false` fails, anything else is an error.
    /// - Parameters:
    ///   - response: the status and body.
    ///   - url: the rule's URL, for the error.
    /// - Returns: the answer.
    public static func answer(to response: RemoteResponse, from url: URL) -> RemoteAnswer {
        guard (200...299).contains(response.statusCode) else {
            return .failed(.badStatus(url: url, statusCode: response.statusCode, detail: problemDetail(response.body)))
        }
        let trimmed = trimmingJSONWhitespace(response.body)
        if trimmed.elementsEqual("true".utf8) { return .accepted }
        if trimmed.elementsEqual("false".utf8) { return .rejected }
        return .failed(.unexpectedBody(url: url, statusCode: response.statusCode, body: response.body))
    }

    /// The `detail` of an RFC 9457 problem body (`verdict serve`'s errors), cut to 300 characters;
    /// `nil` for any other body.
    private static func problemDetail(_ body: Data) -> String? {
        guard body.first == UInt8(ascii: "{"), body.count <= 1 << 16,
            case .object(let fields)? = try? JSONReader().read(body),
            case .string(let detail)? = fields["detail"], fields["type"] != nil
        else { return nil }
        return detail.count > 300 ? detail.prefix(300) + "…" : detail
    }

    private static func trimmingJSONWhitespace(_ body: Data) -> Data.SubSequence {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = body.firstIndex(where: { !isSpace($0) }),
            let last = body.lastIndex(where: { !isSpace($0) })
        else { return body[body.startIndex..<body.startIndex] }
        return body[first...last]
    }

    private static func remoteError(for error: any Error, url: URL, timeout: Duration) -> RemoteError {
        if error is CancellationError { return .cancelled(url: url) }
        #if os(Linux)
            if let curlError = error as? CurlTransportError, curlError.isTimeout {
                return .timedOut(url: url, after: timeout)
            }
        #endif
        if let urlError = error as? URLError {
            switch urlError.code {
            case .cancelled: return .cancelled(url: url)
            case .timedOut: return .timedOut(url: url, after: timeout)
            default: break
            }
        }
        return .transport(url: url, reason: Self.reason(error))
    }

    private static func reason(_ error: any Error) -> String {
        if let urlError = error as? URLError {
            return urlError.localizedDescription + " (URLError \(urlError.code.rawValue))"
        }
        return String(describing: error)
    }
}
