public import Verdict

/// What a request body is validated against, and how it is read: a Swift ``Verdict/RuleSet`` or a
/// model of a rule-file `RuleEngine` (VerdictLua), the largest body taken, the formats read.
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
/// A rule engine is read when each request arrives, so a reload (`RuleEngine.reload()`)
/// changes the rules of the next request, never of one under way.
public struct RequestRules: Sendable {
    /// What validates the records: a rule set, or a rule engine's model (``Source``).
    private let source: Source
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
    public static let defaultMaxBodyBytes = BodyReader.defaultMaxBodyBytes
    /// `tag:verdict,2025:`, the prefix of the problems of `verdict serve`.
    public static let defaultProblemTypePrefix = ValidationProblem.defaultTypePrefix

    /// What validates the records, for the rule engine's side (VerdictLua's `RequestRules(model:in:)`),
    /// which this module does not depend on.
    package struct Source: Sendable {
        /// The catalogs messages are worded from, as they are when a request arrives.
        package var catalogs: @Sendable () -> MessageCatalogs
        /// Validates a record in a scenario and language, with the client of remote rules.
        package var validate:
            @Sendable (_ record: [String: Value], _ scenario: String?, _ locale: LocaleTag, _ remote: RemoteValidator)
                async throws -> Outcome

        /// The JSON Schema of the records that pass, in a scenario and language.
        package var schema: @Sendable (_ scenario: String?, _ locale: LocaleTag?) throws -> ModelSchema

        /// A source.
        package init(
            catalogs: @escaping @Sendable () -> MessageCatalogs,
            schema: @escaping @Sendable (String?, LocaleTag?) throws -> ModelSchema,
            validate: @escaping @Sendable ([String: Value], String?, LocaleTag, RemoteValidator) async throws -> Outcome
        ) {
            self.catalogs = catalogs
            self.schema = schema
            self.validate = validate
        }
    }

    /// What validating a record gave.
    package struct Outcome: Sendable {
        /// The errors.
        package var errors: [ValidationError]
        /// What filters wrote.
        package var rewrittenValues: [String: Value]
        /// When a strategy refused the record without an error: its name and reason.
        package var refusal: (strategy: String?, reason: String?)?

        /// An outcome.
        package init(
            errors: [ValidationError], rewrittenValues: [String: Value],
            refusal: (strategy: String?, reason: String?)? = nil
        ) {
            self.errors = errors
            self.rewrittenValues = rewrittenValues
            self.refusal = refusal
        }
    }

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
        let source = Source(
            catalogs: { catalogs },
            schema: { scenario, locale in
                rules.jsonSchema(SchemaOptions(scenario: scenario, locale: locale, catalogs: catalogs))
            }
        ) { record, scenario, locale, remote in
            let report =
                rules.hasRemoteRules
                ? await rules.validate(record, scenario: scenario, locale: locale, catalogs: catalogs, remote: remote)
                : rules.validate(record, scenario: scenario, locale: locale, catalogs: catalogs)
            return Outcome(errors: report.errors, rewrittenValues: report.rewrittenValues)
        }
        self.init(source: source, scenario: scenario, maxBodyBytes: maxBodyBytes, formats: formats)
    }

    /// Rules from another source (a rule engine's model).
    package init(source: Source, scenario: String?, maxBodyBytes: Int, formats: [BodyFormat]) {
        self.source = source
        self.scenario = scenario
        self.maxBodyBytes = maxBodyBytes
        self.formats = formats.isEmpty ? BodyFormat.allCases : formats
        self.problemTypePrefix = Self.defaultProblemTypePrefix
        self.formValues = .typed
        self.remote = RemoteValidator()
    }

    /// The catalogs messages are worded from: the rule set's, or the engine's as it is now.
    public var catalogs: MessageCatalogs { source.catalogs() }

    /// The JSON Schema of the bodies that pass (``Verdict/ModelSchema``), as `verdict schema`
    /// exports it: sound (it never rejects a body the rules accept), its messages in `locale`.
    /// - Throws: what a rule-file model's schema throws (a model a reload removed).
    public func jsonSchema(locale: LocaleTag? = nil) throws -> ModelSchema {
        try source.schema(scenario, locale)
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
        try reader.format(contentType: contentType, contentLength: contentLength, accepting: formats)
    }

    /// How bodies are read: within ``maxBodyBytes``, with problems named by ``problemTypePrefix``.
    public var reader: BodyReader { BodyReader(maxBodyBytes: maxBodyBytes, problemTypePrefix: problemTypePrefix) }

    /// The 413 problem of a body past ``maxBodyBytes``, for the integration that collects it.
    public var bodyTooLarge: ValidationProblem { reader.bodyTooLarge }

    /// The record of a body (``BodyReader/record(from:format:)``).
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
        try reader.record(from: bytes, format: format)
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
        let seen = formValues.values(of: record, readAs: format)
        let outcome: Outcome
        do {
            outcome = try await source.validate(seen, scenario, locale, remote)
        } catch {
            throw .internal(error, typePrefix: problemTypePrefix)
        }
        let (errors, rewrites, refusal) = (outcome.errors, outcome.rewrittenValues, outcome.refusal)
        guard errors.isEmpty && refusal == nil else {
            throw .invalidBody(errors, locale: locale, refusal: refusal, typePrefix: problemTypePrefix)
        }
        return ValidatedBody(
            record: record, rewrittenValues: rewrites, format: format, locale: locale,
            problemTypePrefix: problemTypePrefix)
    }
}
