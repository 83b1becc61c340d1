import Foundation
import Hummingbird
import HummingbirdCore
import Verdict
import VerdictHTTP
import VerdictBundle
import VerdictHummingbird
import VerdictLua

/// The endpoints of `verdict serve`, over one ``RuleEngine``.
///
/// Every handler reads the rule set being served when the request arrives, so a reload never
/// changes the rules under a request. Whatever goes wrong is thrown as a ``VerdictHTTP/ValidationProblem``.
struct ServeEndpoints: Sendable {
    /// The engine.
    let engine: RuleEngine
    /// The largest request body accepted, in bytes.
    let maxBodyBytes: Int
    /// How request bodies are read: within ``maxBodyBytes``.
    var reader: BodyReader { BodyReader(maxBodyBytes: maxBodyBytes) }
    /// The client of the `remote` rules of `/v1/validate`; each request sends its checks with
    /// its own ``Verdict/RemoteHop``.
    var remote = RemoteValidator()
    /// This server's place in chains of remote checks.
    var chain = RemoteChainPolicy()
    /// The metrics, the last reload and the request timeout (``ServeOperations``).
    let operations: ServeOperations
    /// Where validations run, off the threads that serve requests.
    let workers: ValidationWorkers

    /// `POST /v1/validate/{model}[?scenario=&locale=&explain=1]`: validates the record of the body,
    /// a JSON object or a URL-encoded form (whose text stands for numbers and booleans where it can,
    /// as `FormValues.typed` reads it); another `Content-Type`, or none, is answered 415.
    ///
    /// Answers 200 with `{"valid": BOOL, "errors": [{"attribute", "rule", "message", "key",
    /// "params", "value"}], "strategy": NAME or null, "reason": TEXT or null}` whether the record is valid
    /// or not, and `"cleaned"` — the record as its filters left it — when a filter changed a value. Messages are worded in `?locale=` when given, else in the best language of the
    /// request's `Accept-Language` that the rule set has a catalog for, else in English; the
    /// answer's `Content-Language` names the language they are in. With `?explain=1` the answer also
    /// has `"explanation"`: every strategy asked and every rule with what it did. The model's `remote` rules are checked
    /// after the strategy chain, as ``RuleEngine/validate(_:model:scenario:options:remote:)``
    /// describes: the request waits for them (each bounded by its rule's `timeout`) without holding
    /// a thread, and a check without a usable answer fails its rule.
    ///
    /// For a model with remote rules, a request that is itself a remote check from a chain that
    /// passed through this server, or is `--max-hops` long, is refused with 508
    /// (``RemoteChainPolicy``), and the checks are sent with the chain's ``Verdict/RemoteHop``.
    /// When the client goes away before the answer is ready, the checks in flight are cancelled.
    func validate(_ request: Request, context: ServeRequestContext) async throws -> Response {
        // Timed only for the decision log.
        let started = operations.decisionLog == nil ? nil : Optional.some(ContinuousClock.now)
        let model = try definition(context)
        let query = Self.query(of: request)
        let scenario = try scenarioName(in: query, of: model)
        let locale = try self.locale(in: query, of: request)
        let explains = try flag("explain", in: query)
        var remote: RemoteValidator?
        if model.hasRemoteRules {
            remote = self.remote
            remote?.hop = try chain.hopForChecks(after: context.hop, model: model.name)
        }
        // A JSON body is located in its text, not decoded: the rules read the fields they need.
        let (record, _) = try await request.inputRecord(with: reader, describedAs: "a record")
        let options = EvaluationOptions(
            locale: locale, explains: explains, deadline: ContinuousClock.now + operations.requestTimeout,
            enforcement: operations.enforcement)
        let verdict: RecordVerdict
        if model.hasRemoteRules {
            verdict = try await context.whileConnected(for: operations.requestTimeout) { [self, remote] in
                try await run(record, model: model, scenario: scenario, options: options, remote: remote)
            }
        } else if model.usesLua {
            verdict = try await run(record, model: model, scenario: scenario, options: options, remote: nil)
        } else {
            verdict = try runHere(record, model: model, scenario: scenario, options: options)
        }
        operations.metrics.recordVerdict(verdict, model: model.name, countsRecord: true)
        if operations.decisionLog != nil || operations.candidate != nil {
            let value = record.value
            let input = model.rules.removingSecrets(from: value)
            let revision = operations.revision(of: engine)
            operations.decisionLog?.record(
                Decision(
                    model: model.name, scenario: scenario ?? "default", revision: revision, verdict: verdict,
                    duration: started.map { ContinuousClock.now - $0 } ?? .zero, input: input))
            operations.candidate?.shadow(
                value, input: input, model: model, scenario: scenario,
                options: EvaluationOptions(locale: locale, enforcement: operations.enforcement), active: verdict,
                revision: revision,
                log: operations.decisionLog)
        }
        let rewrites = verdict.rewrittenValues
        let report = VerdictReport(
            isValid: verdict.isValid, errors: verdict.errors, strategy: verdict.strategy, reason: verdict.reason,
            cleaned: rewrites.isEmpty
                ? nil
                : model.rules.removingSecrets(
                    from: .object((record.value.objectValue ?? [:]).merging(rewrites) { _, rewritten in rewritten })
                ).objectValue,
            explanation: verdict.explanation)
        if !verdict.isValid && Self.acceptsProblem(request) {
            // RFC 9457 problem details, its members first, then the verdict's as extensions.
            throw ValidationProblem.invalidRecord(report, model: model.name, locale: locale)
        }
        return JSONResponse.make(body: report.json, contentLanguage: locale.identifier)
    }

    /// Whether the client asks for problem details (`Accept: application/problem+json`, with a
    /// q-value above 0): then an invalid record is answered 422 with its errors.
    static func acceptsProblem(_ request: Request) -> Bool {
        request.headers[values: .accept].joined(separator: ",").split(separator: ",").contains { range in
            let parts = range.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            guard parts.first == "application/problem+json" else { return false }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) }
            return (quality ?? 1) > 0
        }
    }

    /// `POST /v1/remote/{model}/{attribute}[?scenario=]`: AJWValidator's remote check.
    ///
    /// The body is `{"instance": VALUE, "extra": PARAMS}` (`extras`, the spelling of AJWValidator's
    /// README, is read when `extra` is missing). The model's rules run on the record made of
    /// `extra` with `instance` as the attribute's value, and the answer is the body `true` when no
    /// error concerns the attribute — errors of the other attributes, which the record may not
    /// even have, are ignored — else `false`. A rule or strategy that failed to run answers `false`.
    ///
    /// Only the local rules run here: this is the endpoint remote rules call, so it never sends
    /// remote checks itself (a rule pointing at its own server would otherwise call itself without
    /// end).
    func remote(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let model = try definition(context)
        let attribute = Self.decoded(context.parameters.get("attribute") ?? "")
        guard model.attributes.contains(attribute) else {
            throw ValidationProblem.unknownAttribute(attribute, model: model.name)
        }
        let scenario = try scenarioName(in: Self.query(of: request), of: model)
        var request = request
        let body = try await request.jsonObject(with: reader, describedAs: #"{"instance": VALUE, "extra": {...}}"#)
        var record: [String: Value]
        switch body["extra"] ?? body["extras"] {
        case nil, .null?: record = [:]
        case .object(let extra)?: record = extra
        case let other?: throw ValidationProblem.badRequest("extra must be a JSON object, not \(other.kind)")
        }
        record[attribute] = body["instance"] ?? .null
        let options = EvaluationOptions(
            deadline: ContinuousClock.now + operations.requestTimeout, enforcement: operations.enforcement)
        let verdict =
            model.usesLua
            ? try await run(
                InputRecord(.object(record)), model: model, scenario: scenario, options: options, remote: nil)
            : try runHere(InputRecord(.object(record)), model: model, scenario: scenario, options: options)
        operations.metrics.recordVerdict(verdict, model: model.name, countsRecord: false)
        let passes = !verdict.errors.contains {
            $0.severity == .error && ($0.attribute == attribute || $0.attribute.isEmpty)
        }
        return JSONResponse.make(body: Array((passes ? "true" : "false").utf8))
    }

    /// `GET /v1/models`: `{"version": N, "models": [{"name", "file", "attributes", "scenarios",
    /// "strategies"}]}`, models in file order; `scenarios` maps each name to its attributes (`!`
    /// marks active but unsafe ones), `file` is the rule file's name in the rules directory, as
    /// every answer names rule files.
    func models(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let version = engine.version
        var bytes: [UInt8] = Array(#"{"version":\#(version),"models":["#.utf8)
        for (index, model) in engine.models.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            let scenarios = model.scenarios.mapValues { Value.array($0.map(Value.string)) }
            JSONResponse.appendObject(
                [
                    ("name", .string(model.name)),
                    ("file", .string(model.file)),
                    ("attributes", .array(model.attributes.map(Value.string))),
                    ("scenarios", .object(scenarios)),
                    ("strategies", .array(model.strategyNames.map(Value.string))),
                ], to: &bytes)
        }
        bytes.append(contentsOf: "]}".utf8)
        return JSONResponse.make(body: bytes)
    }

    /// `GET /v1/models/{model}/schema[?scenario=&locale=&strict=]`: the model's JSON Schema (draft
    /// 2020-12), as `verdict schema` prints it, as `application/schema+json`. Its messages are in
    /// `?locale=` — a 400 when no catalog speaks it — else in the best language of
    /// `Accept-Language`, named by `Content-Language`; `?strict=true` refuses keys that are not safe
    /// attributes of the scenario.
    func schema(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let model = try definition(context)
        let query = Self.query(of: request)
        let scenario = try scenarioName(in: query, of: model)
        let locale = try schemaLocale(in: query, of: request)
        let strict = try flag("strict", in: query)
        let schema: ModelSchema
        do {
            schema = try model.jsonSchema(scenario: scenario, locale: locale, strict: strict, catalogs: engine.catalogs)
        } catch {
            throw ValidationProblem.badRequest(error.description)
        }
        return JSONResponse.make(
            body: Array(schema.text.utf8), contentType: "application/schema+json", contentLanguage: locale.identifier)
    }

    /// `GET /openapi.json`: the OpenAPI 3.1 document of this server for the rule set being served
    /// (``ServeOpenAPI``), every model's schema in it.
    func openAPI(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let document = try ServeOpenAPI(engine: engine).make()
        return JSONResponse.make(body: Array(document.prettyText.utf8))
    }

    /// `GET /health`: `{"status": "ok", "version": N, "models": COUNT}`.
    func health(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let version = engine.version
        let body = JSONResponse.object([
            ("status", .string("ok")), ("version", .int(version)), ("models", .int(engine.models.count)),
        ])
        return JSONResponse.make(body: body)
    }

    /// `GET /health/ready`: 200 `{"status": "ready", "version": N, "revision": "…"}` once rules are
    /// active; 503 `{"status": "not ready", "reason": "…"}` while an instance started with
    /// `--bundle` has none yet (liveness stays `GET /health`).
    func ready(_ request: Request, context: ServeRequestContext) async throws -> Response {
        guard engine.hasRules else {
            let body = JSONResponse.object([("status", .string("not ready")), ("reason", .string(notReadyReason))])
            return JSONResponse.make(.serviceUnavailable, body: body)
        }
        let revision = operations.bundle?.status.revision ?? engine.revision
        let body = JSONResponse.object([
            ("status", .string("ready")), ("version", .int(engine.version)), ("revision", .string(revision)),
        ])
        return JSONResponse.make(body: body)
    }

    /// Why no rules are active: the last bundle attempt's outcome.
    private var notReadyReason: String {
        guard let attempt = operations.bundle?.status.lastAttempt else { return "no bundle has been fetched yet" }
        let why = [attempt.reason, attempt.detail].compactMap { $0 }.joined(separator: ": ")
        return "no bundle is active yet; the last attempt was \(attempt.outcome.rawValue)"
            + (why.isEmpty ? "" : " (\(why))")
    }

    // MARK: Request parts

    private func definition(_ context: ServeRequestContext) throws -> ModelDefinition {
        let name = context.modelName ?? ""
        if let model = engine.model(named: name) { return model }
        guard engine.hasRules else { throw ValidationProblem.rulesNotReady(notReadyReason) }
        throw ValidationProblem.unknownModel(name, known: engine.models.map(\.name))
    }

    /// The query parameters of a request, read once; `nil` when it has no query, as most have not
    /// (reading even an empty one costs as much as a short one).
    private static func query(of request: Request) -> FlatDictionary<Substring, Substring>? {
        request.uri.query == nil ? nil : request.uri.queryParameters
    }

    /// The `?scenario=` of a request: `nil` (the default scenario) when absent or empty. Given more
    /// than once, it must say the same each time: different values are a 400, not a guess.
    private func scenarioName(in query: FlatDictionary<Substring, Substring>?, of model: ModelDefinition) throws
        -> String?
    {
        guard let query else { return nil }
        let given = query[values: "scenario"].map(String.init)
        if Set(given).count > 1 {
            throw ValidationProblem.badRequest(
                "?scenario= is given \(given.count) times with different values (\(given.joined(separator: ", "))); "
                    + "give it once")
        }
        guard let name = given.first, !name.isEmpty else { return nil }
        guard model.scenarios[name] != nil else {
            throw ValidationProblem.unknownScenario(name, model: model.name, known: Array(model.scenarios.keys))
        }
        return name
    }

    /// A yes-or-no query parameter (`?explain=1`): `1` or `true` is yes, `0`, `false` or absent no.
    private func flag(_ name: String, in query: FlatDictionary<Substring, Substring>?) throws -> Bool {
        guard let query else { return false }
        let given = Set(query[values: Substring(name)].map { String($0).lowercased() })
        guard let text = given.first else { return false }
        guard given.count == 1, ["1", "true", "0", "false"].contains(text) else {
            throw ValidationProblem.badRequest("?\(name)= takes 1 or 0 (true or false), once")
        }
        return text == "1" || text == "true"
    }

    /// The language of a request's messages: `?locale=` when given (once, or the same each time),
    /// else the best of `Accept-Language` the rule set has a catalog for, else English — as the
    /// locale whose catalog the texts come from (`de` for `de-CH` when only `de` has one).
    private func locale(in query: FlatDictionary<Substring, Substring>?, of request: Request) throws -> LocaleTag {
        let given = query?[values: "locale"].map(String.init) ?? []
        if Set(given).count > 1 {
            throw ValidationProblem.badRequest(
                "?locale= is given \(given.count) times with different values (\(given.joined(separator: ", "))); "
                    + "give it once")
        }
        if let text = given.first, !text.isEmpty {
            guard let tag = LocaleTag(text) else {
                throw ValidationProblem.badRequest("?locale=\(text) is not a language tag (de, de-CH, pt-BR)")
            }
            return engine.catalogs.supportedLocale(for: tag)
        }
        let header = request.headers[values: .acceptLanguage]
        // No language asked for: English, as negotiating none gives.
        guard !header.isEmpty else { return .english }
        return engine.catalogs.negotiate(AcceptLanguage.tags(in: header.joined(separator: ",")))
    }

    /// The language of a schema's messages: `?locale=` when given, which a catalog must speak
    /// (else a 400 naming the locales there are), else the best of `Accept-Language`.
    private func schemaLocale(in query: FlatDictionary<Substring, Substring>?, of request: Request) throws
        -> LocaleTag
    {
        let given = query?[values: "locale"].map(String.init) ?? []
        if let text = given.first, !text.isEmpty, let tag = LocaleTag(text), Set(given).count == 1,
            !engine.catalogs.speaks(tag)
        {
            throw ValidationProblem.unknownLocale(tag, in: engine.catalogs)
        }
        return try locale(in: query, of: request)
    }

    /// A path parameter with its percent escapes decoded (Foundation is asked only when there
    /// are some).
    static func decoded(_ text: String) -> String {
        var text = text
        let isEscaped = text.withUTF8 { $0.contains(UInt8(ascii: "%")) }
        return isEscaped ? text.removingPercentEncoding ?? text : text
    }
}
