import Foundation
public import Verdict
public import VerdictLua

/// What a request body is validated against, and how it is read: a Swift ``Verdict/RuleSet`` or a
/// model of a rule-file ``VerdictLua/RuleEngine``, the largest body taken, the formats read.
///
/// The Hummingbird and Vapor integrations read a request through it in four steps, each of which
/// may stop the request with a ``ValidationProblem``:
///
/// 1. ``format(contentType:contentLength:)``: the `Content-Type` must be one of ``formats``
///    (else 415), a declared `Content-Length` at most ``maxBodyBytes`` (else 413) — before any
///    byte of the body is read;
/// 2. the integration collects the body up to ``maxBodyBytes`` (413 past it);
/// 3. ``record(from:format:)``: a JSON object, or a URL-encoded form (else 400);
/// 4. ``validate(_:format:acceptLanguage:)``: the rules (422 with the errors, worded in the best
///    language of `Accept-Language` that ``catalogs`` has).
///
/// ```swift
/// let signup = RequestRules(RuleSet {
///     Validate("email").required().email()
///     Validate("password").required().minLength(12)
/// })
/// let login = try RequestRules(model: "Login", in: RuleEngine(directory: rulesDirectory))
/// ```
///
/// A rule engine is read when each request arrives, so a reload (``VerdictLua/RuleEngine/reload()``)
/// changes the rules of the next request, never of one under way.
public struct RequestRules: Sendable {
    /// The rules.
    private enum Rules: Sendable {
        case ruleSet(RuleSet, catalogs: MessageCatalogs)
        case model(String, engine: RuleEngine)
    }

    private let rules: Rules
    /// The scenario the rules run in; `nil` runs a rule set's every chain, a model's `default`.
    public var scenario: String?
    /// The largest body read, in bytes (1 MiB by default); a larger one is answered 413.
    public var maxBodyBytes: Int
    /// The body formats read; a body in another is answered 415. Both by default.
    public var formats: [BodyFormat]
    /// The prefix of the problems' `type` URIs (`tag:verdict,2025:` by default, as `verdict serve`
    /// answers); set your own to name problems in your API's namespace.
    public var problemTypePrefix: String
    /// How the rules see a form's values: ``FormValues/typed`` (the default) or
    /// ``FormValues/strings``.
    public var formValues: FormValues
    /// The client of remote rules (``Verdict/RemoteRule``): their checks run after the local rules,
    /// and the request waits for them.
    public var remote: RemoteValidator

    /// 1 MiB.
    public static let defaultMaxBodyBytes = 1 << 20
    /// `tag:verdict,2025:`, the prefix of the problems of `verdict serve`.
    public static let defaultProblemTypePrefix = "tag:verdict,2025:"

    /// Rules written in Swift.
    /// - Parameters:
    ///   - rules: the rule set.
    ///   - scenario: the scenario; `nil` runs every chain.
    ///   - catalogs: the catalogs messages are worded from; those Verdict ships by default.
    ///   - maxBodyBytes: the largest body read.
    ///   - formats: the body formats read.
    public init(
        _ rules: RuleSet, scenario: String? = nil, catalogs: MessageCatalogs = .shipped,
        maxBodyBytes: Int = defaultMaxBodyBytes, formats: [BodyFormat] = BodyFormat.allCases
    ) {
        self.init(.ruleSet(rules, catalogs: catalogs), scenario, maxBodyBytes, formats)
    }

    /// A model of a rule-file engine; messages are worded from the engine's catalogs.
    /// - Parameters:
    ///   - model: the model's name.
    ///   - engine: the engine.
    ///   - scenario: the scenario; `nil` is `default`.
    ///   - maxBodyBytes: the largest body read.
    ///   - formats: the body formats read.
    /// - Throws: ``VerdictLua/EngineError`` when the engine has no such model or the model no such
    ///   scenario, so that a typo stops the server at its start rather than every request.
    public init(
        model: String, in engine: RuleEngine, scenario: String? = nil, maxBodyBytes: Int = defaultMaxBodyBytes,
        formats: [BodyFormat] = BodyFormat.allCases
    ) throws(EngineError) {
        guard let definition = engine.model(named: model) else {
            throw .unknownModel(model, known: engine.models.map(\.name))
        }
        if let scenario, definition.scenarios[scenario] == nil {
            throw .unknownScenario(scenario, model: model, known: Array(definition.scenarios.keys))
        }
        self.init(.model(model, engine: engine), scenario, maxBodyBytes, formats)
    }

    private init(_ rules: Rules, _ scenario: String?, _ maxBodyBytes: Int, _ formats: [BodyFormat]) {
        self.rules = rules
        self.scenario = scenario
        self.maxBodyBytes = maxBodyBytes
        self.formats = formats.isEmpty ? BodyFormat.allCases : formats
        self.problemTypePrefix = Self.defaultProblemTypePrefix
        self.formValues = .typed
        self.remote = RemoteValidator()
    }

    /// The catalogs messages are worded from: the rule set's, or the engine's as it is now.
    public var catalogs: MessageCatalogs {
        switch rules {
        case .ruleSet(_, let catalogs): catalogs
        case .model(_, let engine): engine.catalogs
        }
    }

    /// The language of a request's messages: the best of its `Accept-Language` that ``catalogs``
    /// has, else English (``Verdict/MessageCatalogs/negotiate(_:)``).
    /// - Parameter header: the `Accept-Language` header's values, joined with commas; `nil` when
    ///   the request has none.
    public func locale(acceptLanguage header: String?) -> LocaleTag {
        catalogs.negotiate(AcceptLanguage.tags(in: header ?? ""))
    }

    // MARK: Steps

    /// The format of a body, before it is read.
    /// - Parameters:
    ///   - contentType: the `Content-Type` header.
    ///   - contentLength: the `Content-Length` header, when the request has one.
    /// - Returns: the format to read the body in.
    /// - Throws: ``ValidationProblem`` 415 for a type that is not one of ``formats`` (or not
    ///   UTF-8), 413 for a declared length past ``maxBodyBytes``.
    public func format(contentType: String?, contentLength: Int?) throws(ValidationProblem) -> BodyFormat {
        let reading = BodyFormat.reading(contentType: contentType)
        guard case .format(let format) = reading, formats.contains(format) else {
            throw .unsupportedMediaType(reading, accepted: formats, typePrefix: problemTypePrefix)
        }
        if let contentLength, contentLength > maxBodyBytes { throw bodyTooLarge }
        return format
    }

    /// The 413 problem of a body past ``maxBodyBytes``, for the integration that collects it.
    public var bodyTooLarge: ValidationProblem {
        .bodyTooLarge(limit: maxBodyBytes, typePrefix: problemTypePrefix)
    }

    /// The record of a body.
    ///
    /// JSON is read with ``Verdict/JSONReader`` (a UTF-8 byte order mark first is skipped; a key
    /// given twice keeps its last value) and must be an object; a form is read as
    /// ``URLEncodedForm`` says.
    /// - Parameters:
    ///   - bytes: the body.
    ///   - format: its format.
    /// - Returns: the record.
    /// - Throws: ``ValidationProblem`` 400 for a body that cannot be read, or JSON that is not an
    ///   object.
    public func record(from bytes: UnsafeRawBufferPointer, format: BodyFormat) throws(ValidationProblem) -> [String:
        Value]
    {
        let body = bytes.bindMemory(to: UInt8.self)
        switch format {
        case .json:
            let text = body.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: body[3...]) : body
            let value: Value
            do {
                value = try JSONReader().read(text)
            } catch {
                throw .badJSON(error, typePrefix: problemTypePrefix)
            }
            guard case .object(let fields) = value else {
                throw .notAnObject(value.kind, typePrefix: problemTypePrefix)
            }
            return fields
        case .form:
            do {
                return try URLEncodedForm.read(body)
            } catch {
                throw .badForm(error, typePrefix: problemTypePrefix)
            }
        }
    }

    /// Validates a record; a form's as ``formValues`` says.
    /// - Parameters:
    ///   - record: the record, from ``record(from:format:)``.
    ///   - format: the format it was read from.
    ///   - acceptLanguage: the request's `Accept-Language`, for the language of the messages.
    /// - Returns: the record that passed, with what filters wrote and the language negotiated.
    /// - Throws: ``ValidationProblem`` 422 with the errors when the record breaks the rules (or a
    ///   rule file's strategy refused it); 500 when the model or scenario is gone (a reload removed
    ///   it).
    public func validate(
        _ record: [String: Value], format: BodyFormat, acceptLanguage: String?
    ) async throws(ValidationProblem) -> ValidatedBody {
        let locale = locale(acceptLanguage: acceptLanguage)
        let seen = format == .form ? formValues.values(of: record) : record
        let errors: [ValidationError]
        let rewrites: [String: Value]
        var refusal: (strategy: String?, reason: String?)?
        switch rules {
        case .ruleSet(let set, let catalogs):
            let report =
                set.hasRemoteRules
                ? await set.validate(seen, scenario: scenario, locale: locale, catalogs: catalogs, remote: remote)
                : set.validate(seen, scenario: scenario, locale: locale, catalogs: catalogs)
            (errors, rewrites) = (report.errors, report.rewrittenValues)
        case .model(let model, let engine):
            let verdict: RecordVerdict
            do {
                verdict = try await engine.validate(
                    .object(seen), model: model, scenario: scenario, options: EvaluationOptions(locale: locale),
                    remote: remote)
            } catch {
                throw .internal(error, typePrefix: problemTypePrefix)
            }
            (errors, rewrites) = (verdict.errors, verdict.rewrittenValues)
            if !verdict.isValid { refusal = (verdict.strategy, verdict.reason) }
        }
        guard errors.isEmpty && refusal == nil else {
            throw .invalidBody(errors, locale: locale, refusal: refusal, typePrefix: problemTypePrefix)
        }
        return ValidatedBody(
            record: record, rewrittenValues: rewrites, format: format, locale: locale,
            problemTypePrefix: problemTypePrefix)
    }
}
