import Foundation
import Hummingbird
import Logging
import Verdict
import VerdictHTTP
import VerdictHummingbird
import VerdictLua

/// The JSON endpoints of the rule workbench (`verdict serve --workbench`), under `/workbench/api/`.
///
/// | method and path | body | answer |
/// |---|---|---|
/// | `GET models[?locale=]` | | the served models with their rules in words, and the rule files |
/// | `GET file?path=NAME` | | `{"path", "text", "version", "history"}` |
/// | `POST check` | `{"path", "text"}` | `{"problems", "warnings", "models"}` of the draft |
/// | `POST examples` | `{"path", "text", "locale"?}` | the problems, then every example's result |
/// | `POST try` | `{"path", "text", "model", "scenario"?, "record", "locale"?}` | the verdict with its explanation |
/// | `POST save` | `{"path", "text", "version", "author"}` + token | the saved version, or 409 with a diff |
/// | `GET samples` | | the files of `--samples`, with their sizes, and the largest upload |
/// | `POST impact` | as for `try`, with `"sample"` or `"upload"` for `"record"` | the problems, then the changes |
///
/// Drafts run in a ``DraftRuleSet`` through the ``DraftQueue``; `remote` rules are never sent from
/// a draft (it could name any address): their steps read "checked by its server after the chain".
/// Saves run one at a time, each as one step — copy of the directory, check, examples, write and
/// reload — so that no two saves are checked each against the other's old file.
struct WorkbenchEndpoints: Sendable {
    /// The engine being served.
    let engine: RuleEngine
    /// The rules directory's files and their history.
    let store: RuleFileStore
    /// The safety checks.
    let guards: WorkbenchGuard
    /// Where drafts and saves wait their turn.
    let drafts: DraftQueue
    /// Where drafts' copies of the rules directory are made.
    let draftFolder: DraftFolder
    /// The samples the Impact panel offers (`--samples`), if any.
    let samples: SampleFolder?
    /// The server's status and metrics, where a save's reload is noted as any other.
    let operations: ServeOperations
    /// The server's log: every save goes in it.
    let logger: Logger

    var settings: WorkbenchSettings { guards.settings }

    // MARK: Reading

    /// `GET /workbench/api/models[?locale=]`.
    func models(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkClient(request, context: context)
        let locale = try self.locale(request.uri.queryParameters.get("locale"), request: request, in: engine)
        let models = engine.models.map { Self.modelValue($0, locale: locale, catalogs: engine.catalogs) }
        let locales = ([LocaleTag.english] + engine.catalogs.locales.filter { $0 != .english }).map {
            Value.string($0.identifier)
        }
        return JSONResponse.make(
            body: JSONResponse.object([
                ("version", .int(engine.version)), ("locale", .string(locale.identifier)),
                ("locales", .array(locales)), ("files", .array(store.ruleFileNames().map(Value.string))),
                ("models", .array(models)),
            ]))
    }

    /// `GET /workbench/api/file?path=NAME`.
    func file(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkClient(request, context: context)
        let path = try filePath(request.uri.queryParameters.get("path") ?? "")
        let contents: RuleFileStore.Contents
        do {
            contents = try store.read(path)
        } catch {
            throw ValidationProblem.http(.internalServerError, detail: Self.text(of: error))
        }
        let history = store.history(of: path).map(Self.historyValue)
        return JSONResponse.make(
            body: JSONResponse.object([
                ("path", .string(path.name)), ("text", .string(contents.text)),
                ("version", .string(contents.version)), ("history", .array(history)),
            ]))
    }

    // MARK: Drafts

    /// `POST /workbench/api/check`: the problems of the directory with the draft in place.
    func check(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkChange(request, context: context)
        let body = try await body(of: request, describedAs: "a draft")
        let (path, text) = try draft(of: body)
        let loaded = try await load(path, text)
        var fields = Self.problemFields(loaded)
        fields.append(("models", .array((loaded.engine?.models ?? []).map { .string($0.name) })))
        return JSONResponse.make(body: JSONResponse.object(fields))
    }

    /// `POST /workbench/api/examples`: the problems, then every model's examples run against the draft.
    func examples(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkChange(request, context: context)
        let body = try await body(of: request, describedAs: "a draft")
        let (path, text) = try draft(of: body)
        let wanted = try optionalString(body, "locale")
        let settings = self.settings
        let outcome = try await queued { [store, engine, draftFolder] in
            let loaded = try Self.loadNow(
                root: store.root, path: path, text: text, configuration: engine.configuration, folder: draftFolder)
            guard let draftEngine = loaded.engine else { return (loaded, ExampleRun.notRun) }
            let locale = try Self.locale(wanted, header: nil, in: draftEngine)
            return (loaded, ExampleRun(engine: draftEngine, locale: locale, budget: settings.examplesTimeBudget))
        }
        var fields = Self.problemFields(outcome.0)
        fields += outcome.1.fields
        return JSONResponse.make(body: JSONResponse.object(fields))
    }

    /// `POST /workbench/api/try`: one record validated and explained by the draft's rules.
    func tryRecord(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkChange(request, context: context)
        let body = try await body(of: request, describedAs: "a draft and a record")
        let (path, text) = try draft(of: body)
        let modelName = try string(body, "model")
        let scenario = try optionalString(body, "scenario").flatMap { $0.isEmpty ? nil : $0 }
        let wanted = try optionalString(body, "locale")
        guard case .object(let record)? = body["record"] else {
            throw ValidationProblem.badRequest("`record` must be a JSON object")
        }
        let outcome = try await queued { [store, engine, draftFolder] () throws -> (DraftRuleSet, Value?) in
            let loaded = try Self.loadNow(
                root: store.root, path: path, text: text, configuration: engine.configuration, folder: draftFolder)
            guard let draftEngine = loaded.engine else { return (loaded, nil) }
            guard let model = draftEngine.model(named: modelName) else {
                throw ValidationProblem.unknownModel(modelName, known: draftEngine.models.map(\.name))
            }
            if let scenario, model.scenarios[scenario] == nil {
                throw ValidationProblem.unknownScenario(scenario, model: modelName, known: Array(model.scenarios.keys))
            }
            let locale = try Self.locale(wanted, header: nil, in: draftEngine)
            let verdict = try draftEngine.validate(
                .object(record), model: modelName, scenario: scenario,
                options: EvaluationOptions(locale: locale, explains: true))
            return (loaded, Self.verdictValue(verdict, remote: model.hasRemoteRules))
        }
        var fields = Self.problemFields(outcome.0)
        fields.append(("verdict", outcome.1 ?? .null))
        return JSONResponse.make(body: JSONResponse.object(fields))
    }

    // MARK: Saving

    /// What became of a save, decided in one step on the saves' queue.
    private enum SaveOutcome: Sendable {
        /// The draft did not check clean or its examples did not pass: nothing was written.
        case refused(DraftRuleSet, ExampleRun)
        /// The file changed on disk since it was opened: nothing was written.
        case conflict(RuleFileStore.Contents)
        /// The file system refused the write (the reason in words).
        case failed(String)
        /// Written, and the rules reloaded: `nil`, or why the reload was refused.
        case saved(RuleFileStore.HistoryEntry, RuleLoadFailure?)
    }

    /// `POST /workbench/api/save`: writes the draft when it checks clean and its examples pass, the
    /// file is still at the version the editor opened, and the request carries the token.
    ///
    /// The check runs against a copy of the directory made after every earlier save was written,
    /// and no later save is checked or written until this one is written and reloaded.
    func save(_ request: Request, context: ServeRequestContext) async throws -> Response {
        let peer = context.channel.remoteAddress?.description ?? "?"
        try guards.checkChange(request, context: context)
        do {
            try guards.checkToken(request)
        } catch {
            logger.warning("workbench: save refused from \(peer): \(error)")
            throw error
        }
        let body = try await body(of: request, describedAs: "a draft")
        let (path, text) = try draft(of: body)
        let expected = try string(body, "version")
        let author = Self.author(try optionalString(body, "author") ?? "")
        let settings = self.settings
        let outcome = try await queued(save: true) { [store, engine, draftFolder] () throws -> SaveOutcome in
            let loaded = try Self.loadNow(
                root: store.root, path: path, text: text, configuration: engine.configuration, folder: draftFolder)
            let examples =
                loaded.engine.map { ExampleRun(engine: $0, locale: .english, budget: settings.examplesTimeBudget) }
                ?? ExampleRun.notRun
            guard loaded.issues.isEmpty, examples.failed == 0, examples.notRun == 0 else {
                return .refused(loaded, examples)
            }
            do throws(RuleFileStore.SaveError) {
                let entry = try store.save(path, text: text, expectedVersion: expected, author: author)
                return .saved(entry, engine.reload())
            } catch .conflict(let current) {
                return .conflict(current)
            } catch .failed(let reason) {
                return .failed(reason)
            }
        }
        let entry: RuleFileStore.HistoryEntry
        let failure: RuleLoadFailure?
        switch outcome {
        case .refused(let loaded, let examples):
            logger.warning(
                "workbench: save of \(path.name) by \(author) refused: \(loaded.issues.count) problems, \(examples.failed) examples failing"
            )
            var fields = Self.problemFields(loaded) + examples.fields
            fields.insert(
                ("detail", .string("the draft must check clean and pass its examples to be saved")), at: 0)
            return JSONResponse.make(.unprocessableContent, body: JSONResponse.object(fields))
        case .conflict(let current):
            logger.warning("workbench: save of \(path.name) by \(author) refused: the file changed on disk")
            let diff = UnifiedDiff.make(
                from: current.text, to: text, oldName: "\(path.name) (on disk now)",
                newName: "\(path.name) (your draft)")
            // Not thrown: the conflict names no `instance`, and carries the file as it is now.
            let problem = ProblemDocument(
                type: ValidationProblem.defaultTypePrefix + "conflict", title: "Conflict", status: 409,
                detail: "\(path.name) changed on disk since it was opened; nothing was written",
                extensions: [
                    .init("version", .string(current.version)), .init("text", .string(current.text)),
                    .init("diff", .string(diff)),
                ])
            return JSONResponse.make(.conflict, body: problem.json, contentType: ProblemDocument.mediaType)
        case .failed(let reason):
            logger.error("workbench: save of \(path.name) by \(author) failed: \(reason)")
            throw ValidationProblem.http(.internalServerError, detail: reason)
        case .saved(let saved, let reload):
            entry = saved
            failure = reload
        }
        logger.notice(
            """
            workbench: \(author) saved \(path.name) from \(peer) (\(entry.replacedVersion) -> \(entry.version), \
            previous kept as \(entry.keptFile)); rules version \(engine.version)
            """)
        operations.recordReload(failure, engine: engine, logger: logger)
        return JSONResponse.make(
            body: JSONResponse.object([
                ("path", .string(path.name)), ("version", .string(entry.version)),
                ("rulesVersion", .int(engine.version)), ("saved", Self.historyValue(entry)),
                ("reloadProblems", .array((failure?.issues ?? []).map(Self.issueValue))),
            ]))
    }

    // MARK: Parts

    /// Loads a draft on the draft queue.
    private func load(_ path: RuleFilePath, _ text: String) async throws -> DraftRuleSet {
        try await queued { [store, engine, draftFolder] in
            try Self.loadNow(
                root: store.root, path: path, text: text, configuration: engine.configuration, folder: draftFolder)
        }
    }

    /// Runs a draft's work on the drafts' queue, or a save's on the saves' queue.
    func queued<Output: Sendable>(
        save: Bool = false, _ work: @escaping @Sendable () throws -> Output
    ) async throws -> Output {
        do {
            if save { return try await drafts.runSave(work) }
            return try await drafts.run(work)
        } catch is DraftQueue.Busy {
            throw ValidationProblem.http(
                .serviceUnavailable, detail: "too many drafts are being checked; try again shortly")
        }
    }

    /// Loads a draft now, on the calling thread (one of the queue's).
    static func loadNow(
        root: String, path: RuleFilePath, text: String, configuration: RuleEngine.Configuration, folder: DraftFolder
    ) throws -> DraftRuleSet {
        do {
            return try DraftRuleSet(
                root: root, name: path.name, text: text, configuration: configuration, folder: folder)
        } catch {
            throw ValidationProblem.http(
                .internalServerError, detail: "cannot make the draft's copy of the rules: \(error)")
        }
    }

    /// The JSON object of a request's body, within `limit` bytes (the workbench's limit by default).
    func body(of request: Request, describedAs what: String, limit: Int? = nil) async throws -> [String: Value] {
        var request = request
        return try await request.jsonObject(
            with: BodyReader(maxBodyBytes: limit ?? settings.maxBodyBytes), describedAs: what)
    }

    /// The path and text of a draft, checked.
    func draft(of body: [String: Value]) throws -> (RuleFilePath, String) {
        let path = try filePath(try string(body, "path"))
        let text = try string(body, "text")
        guard text.utf8.count <= settings.maxDraftBytes else {
            throw ValidationProblem.http(
                .contentTooLarge,
                detail:
                    "the draft is \(text.utf8.count) bytes; the workbench takes drafts up to \(settings.maxDraftBytes)")
        }
        return (path, text)
    }

    private func filePath(_ name: String) throws -> RuleFilePath {
        do {
            return try store.path(name)
        } catch {
            throw ValidationProblem.http(.forbidden, detail: error.description)
        }
    }

    /// A body's string at `key`, else 400.
    func string(_ body: [String: Value], _ key: String) throws -> String {
        guard case .string(let text)? = body[key] else {
            throw ValidationProblem.badRequest("`\(key)` must be a string")
        }
        return text
    }

    /// A body's string at `key` when there is one, else 400 for another value.
    func optionalString(_ body: [String: Value], _ key: String) throws -> String? {
        switch body[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw ValidationProblem.badRequest("`\(key)` must be a string")
        }
    }

    private func locale(_ given: String?, request: Request, in engine: RuleEngine) throws -> LocaleTag {
        try Self.locale(given, header: request.headers[values: .acceptLanguage].joined(separator: ","), in: engine)
    }

    /// The locale asked for (`?locale=`, a body's `locale`), else the best of `Accept-Language`,
    /// else English, as the locale whose catalog the texts come from.
    static func locale(_ given: String?, header: String?, in engine: RuleEngine) throws -> LocaleTag {
        if let given, !given.isEmpty {
            guard let tag = LocaleTag(given) else {
                throw ValidationProblem.badRequest("'\(given)' is not a language tag")
            }
            return engine.catalogs.supportedLocale(for: tag)
        }
        return engine.catalogs.negotiate(AcceptLanguage.tags(in: header ?? ""))
    }

    /// The name a save is logged under: what the page sent, printable, at most 80 characters.
    static func author(_ given: String) -> String {
        let printable = given.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == " " }
            .filter { $0.value >= 0x20 && $0.value != 0x7F }
        let name = String(String.UnicodeScalarView(printable)).trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? "anonymous" : String(name.prefix(80))
    }

    private static func text(of error: RuleFileStore.SaveError) -> String {
        switch error {
        case .conflict: "the file changed"
        case .failed(let reason): reason
        }
    }

    // MARK: JSON

    static func problemFields(_ loaded: DraftRuleSet) -> [(String, Value)] {
        [
            ("problems", .array(loaded.issues.map(issueValue))),
            ("warnings", .array(loaded.warnings.map(issueValue))),
        ]
    }

    /// An issue as `verdict check --format json` writes it, with what the page reads besides:
    /// whether it is a warning, and its text as one line.
    static func issueValue(_ issue: RuleFileIssue) -> Value {
        var fields = issue.jsonFields
        fields["warning"] = .bool(issue.isWarning)
        fields["text"] = .string(issue.description)
        return .object(fields)
    }

    static func historyValue(_ entry: RuleFileStore.HistoryEntry) -> Value {
        [
            "time": .string(entry.time), "author": .string(entry.author), "replaced": .string(entry.replacedVersion),
            "version": .string(entry.version), "kept": .string(entry.keptFile),
        ]
    }

    /// A model with its rules in words, in `locale`.
    static func modelValue(_ model: ModelDefinition, locale: LocaleTag, catalogs: MessageCatalogs) -> Value {
        let rules: [Value] = model.rules.describedRules(locale: locale, catalogs: catalogs).map { rule in
            [
                "attribute": .string(rule.attribute), "rule": .string(rule.rule),
                "messages": .array(rule.messages.map(Value.string)), "parameters": .object(rule.parameters),
                "file": rule.origin.map { .string($0.file) } ?? .null,
                "line": rule.origin?.line.map(Value.int) ?? .null,
                "on": .array(rule.onScenarios.map(Value.string)),
                "except": .array(rule.exceptScenarios.map(Value.string)), "conditional": .bool(rule.isConditional),
                "severity": .string(rule.severity.rawValue),
            ]
        }
        return [
            "name": .string(model.name), "file": .string(model.file), "line": model.line.map(Value.int) ?? .null,
            "attributes": .array(model.attributes.map(Value.string)),
            "scenarios": .object(model.scenarios.mapValues { .array($0.map(Value.string)) }),
            "strategies": .array(model.strategyNames.map(Value.string)),
            "summaries": .array(model.ruleSummaries.map(Value.string)), "rules": .array(rules),
            "examples": .int(model.examples.count), "remote": .bool(model.hasRemoteRules),
            "mode": .string(model.mode.rawValue),
        ]
    }

    static func verdictValue(_ verdict: RecordVerdict, remote: Bool) -> Value {
        let errors: [Value] = verdict.errors.map { .object(Dictionary(uniqueKeysWithValues: $0.reportFields)) }
        return [
            "valid": .bool(verdict.isValid), "errors": .array(errors),
            "strategy": verdict.strategy.map(Value.string) ?? .null,
            "reason": verdict.reason.map(Value.string) ?? .null,
            "explanation": verdict.explanation?.value ?? .null,
            "explanationLines": .array((verdict.explanation?.lines ?? []).map(Value.string)),
            "remoteRulesNotSent": .bool(remote),
        ]
    }
}
