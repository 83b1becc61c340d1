public import Foundation
import Verdict

/// Rule sets loaded from a directory of Lua rule files, ready to validate records from many tasks.
///
/// ```swift
/// let engine = try RuleEngine(directory: URL(fileURLWithPath: "rules"))
/// let verdict = try engine.validate(record, model: "CalendarEvent", scenario: "create")
/// ```
/// Every `*.lua` file of the directory (sorted by name) is run in its own sandboxed environment
/// and returns one model table or a list of them (see <doc:RuleFiles>). Validation runs
/// the model's strategy chain — by default `rules` then `default` — with a Lua runtime from a pool,
/// so tasks validate in parallel. ``reload()`` is atomic: the new files replace the old only if
/// every file compiles and every model is well formed; otherwise the old set keeps serving.
public final class RuleEngine: Sendable {
    /// How the engine runs Lua.
    public struct Configuration: Sendable {
        /// The instruction budget and time limit per call, and the memory cap per runtime.
        public var limits: LuaLimits
        /// How rule files are named in issues, errors and messages.
        public var fileNaming: FileNaming
        /// The message catalogs the rules directory's own (`locales/*.lua`) are added over: those
        /// Verdict ships, by default.
        public var catalogs: MessageCatalogs
        /// Whether a model's Lua rules run over a JSON record in one call (in deadline mode); off,
        /// every rule is called on its own. For tests that compare the two.
        var drivesRecords = true

        /// Creates a configuration.
        public init(
            limits: LuaLimits = .default, fileNaming: FileNaming = .workingDirectory,
            catalogs: MessageCatalogs = .shipped
        ) {
            self.limits = limits
            self.fileNaming = fileNaming
            self.catalogs = catalogs
        }
    }

    /// The rules directory: the one given, or the one ``reload(from:requiringExamples:)`` last
    /// loaded.
    public var directory: URL { current.withLock { $0.directory } }
    /// The configuration.
    public let configuration: Configuration
    let pool: RuntimePool
    private let current: Locked<Served>
    private let reloading = Locked(0)

    /// The rule set being served and the directory it came from.
    private struct Served {
        var snapshot: RuleSetSnapshot
        var directory: URL
    }

    /// Loads every rule file of a directory.
    /// - Throws: ``RuleLoadFailure`` listing every problem, file by file, as `FILE:LINE: message`.
    public init(directory: URL, configuration: Configuration = .init()) throws(RuleLoadFailure) {
        self.configuration = configuration
        let pool = RuntimePool(limits: configuration.limits, drivesRecords: configuration.drivesRecords)
        self.pool = pool
        let (snapshot, runtime) = try Self.build(
            directory: directory, version: 1, pool: pool, naming: configuration.fileNaming,
            catalogs: configuration.catalogs)
        current = Locked(Served(snapshot: snapshot, directory: directory))
        pool.serve(version: 1, adopting: runtime)
    }

    /// An engine that serves no rules yet: version 0, no models, until a reload succeeds — for a
    /// host whose rules arrive later (a bundle not downloaded yet), which answers "not ready"
    /// meanwhile (see ``hasRules``).
    /// - Parameters:
    ///   - directory: the directory ``reload()`` loads.
    ///   - configuration: how the engine runs Lua and names files.
    public init(awaitingRulesIn directory: URL, configuration: Configuration = .init()) {
        self.configuration = configuration
        pool = RuntimePool(limits: configuration.limits, drivesRecords: configuration.drivesRecords)
        let empty = RuleSetSnapshot(
            version: 0, models: [], sources: RuleSources(version: 0, files: []), catalogs: configuration.catalogs)
        current = Locked(Served(snapshot: empty, directory: directory))
    }

    /// Whether a rule set is being served: false only for an engine made with
    /// ``init(awaitingRulesIn:configuration:)`` until its first successful reload.
    public var hasRules: Bool { version > 0 }

    /// The version of the rule set being served: 1 after loading, one more after each successful
    /// reload (0 while an engine awaits its rules).
    public var version: Int { snapshot.version }

    /// The rule set being served, named by its files' bytes: `sha256:` and the SHA-256 of each
    /// rule file's and catalog file's name and contents, in the order they load. Unlike
    /// ``version``, it is the same for the same files in every process, and comes back when a
    /// change is undone.
    public var revision: String { snapshot.revision }

    /// When the rule set being served was loaded.
    public var loadedAt: Date { snapshot.loadedAt }

    /// The models, in file order.
    public var models: [ModelDefinition] { snapshot.orderedModels }

    /// The model with this name.
    public func model(named name: String) -> ModelDefinition? { snapshot.models[name] }

    /// Whether the rule set being served has a model of this name: ``model(named:)`` without
    /// copying the model out (a server asks it of every request, for its metrics' labels).
    package func hasModel(named name: String) -> Bool { snapshot.models.index(forKey: name) != nil }

    /// The message catalogs of the rule set being served: the configuration's, with the rules
    /// directory's `locales/*.lua` over them.
    public var catalogs: MessageCatalogs { snapshot.catalogs }

    /// What the rule set being served loaded with but a person should know: a catalog that
    /// leaves texts in English.
    public var warnings: [RuleFileIssue] { snapshot.warnings }

    /// The rule set being served as one document (`verdict export`), which the core `Verdict`
    /// library loads without Lua: every model, each Lua function marked with where it was written,
    /// and the directory's catalogs.
    public var document: RuleSetDocument { snapshot.document }

    /// ``document`` with the rule files' and catalogs' text (`RuleSetDocument.sources`): the one
    /// document both the core library (its Lua-free models) and ``init(document:configuration:)``
    /// (every model) load.
    public var documentWithSources: RuleSetDocument {
        let snapshot = self.snapshot
        var document = snapshot.document
        document.sources = snapshot.texts
        return document
    }

    /// The rules directory's catalog files (`locales/de.lua`), with the locale each is for.
    package var catalogFiles: [(locale: LocaleTag, file: String)] { snapshot.catalogFiles }

    var snapshot: RuleSetSnapshot { current.withLock { $0.snapshot } }

    /// The Lua stack tops of the idle runtimes: all 0 when every call left its stack as it found it.
    var idleStackTops: [Int32] { pool.idleStackTops }

    /// Validates one record with a model's strategy chain.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - model: the model's name.
    ///   - scenario: the scenario; `nil` is `"default"`.
    ///   - options: the time, the network state, the error mode, strictness.
    /// - Returns: the verdict, with the errors and the deciding strategy. A rule or strategy that
    ///   fails to run makes the record invalid with an error that says why: never a silent pass.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func validate(
        _ record: Value, model: String, scenario: String? = nil, options: EvaluationOptions = .init()
    ) throws(EngineError) -> RecordVerdict {
        let run = try modelRun(model: model, scenario: scenario, options: options)
        return run.withSession { $0.validate(record) }
    }

    /// Validates many records with one model, as ``validate(_:model:scenario:options:)`` validates
    /// each, but resolving the model once and using one Lua runtime for them all: the fast way to
    /// validate a batch of records on one task.
    /// - Returns: one verdict per record, in order.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    ///
    /// Records may be `Value`s, or `InputRecord`s whose fields are decoded only
    /// when a rule reads them.
    public func validate<Record: ListableAttributeSource>(
        _ records: some Collection<Record>, model: String, scenario: String? = nil,
        options: EvaluationOptions = .init()
    ) throws(EngineError) -> [RecordVerdict] {
        let run = try modelRun(model: model, scenario: scenario, options: options)
        return run.withSession(records: records.count) { session in records.map { session.validate($0) } }
    }

    /// Validates JSON records with one model, as ``validate(_:model:scenario:options:)-(Collection,_,_,_)``
    /// does, through the path made for them: no dynamic cast or generic dispatch per record.
    /// - Returns: one verdict per record, in order.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func validate(
        _ records: [InputRecord], model: String, scenario: String? = nil, options: EvaluationOptions = .init()
    ) throws(EngineError) -> [RecordVerdict] {
        let run = try modelRun(model: model, scenario: scenario, options: options)
        return run.withSession(records: records.count) { session in
            // Indexing borrows each record instead of copying it.
            records.indices.map { session.validate(json: records[$0]) }
        }
    }

    /// The model and scenario resolved against the rule set being served.
    func modelRun(
        model: String, scenario: String?, options: EvaluationOptions, collectsRemoteChecks: Bool = false
    ) throws(EngineError) -> ModelRun {
        let snapshot = self.snapshot
        guard let plan = snapshot.plans[model] else {
            throw .unknownModel(model, known: snapshot.orderedModels.map(\.name))
        }
        let scenarioName = scenario ?? ScenarioList.defaultScenario
        guard plan.definition.scenarios[scenarioName] != nil else {
            throw .unknownScenario(scenarioName, model: model, known: Array(plan.definition.scenarios.keys))
        }
        return ModelRun(
            plan: plan, sources: snapshot.sources, pool: pool, scenario: scenarioName, options: options,
            catalogs: snapshot.catalogs, collectsRemoteChecks: collectsRemoteChecks)
    }

    /// Loads the directory again and, if every file compiles and every model is well formed,
    /// serves the new rule set; otherwise keeps serving the current one.
    /// - Returns: `nil` on success, else every problem found.
    @discardableResult
    public func reload() -> RuleLoadFailure? {
        reload(from: directory, requiringExamples: false)
    }

    /// Loads another directory and, if every file compiles, every model is well formed and — when
    /// asked — every model's examples give the verdict they expect, serves it from now on (it
    /// becomes ``directory``); otherwise keeps serving the current rule set. The swap is atomic:
    /// a validation uses the old rule set or the new one, never a mix.
    /// - Parameters:
    ///   - directory: the rules directory to load.
    ///   - requiringExamples: whether a failing example refuses the rule set (see
    ///     ``failingExamples(options:)``).
    /// - Returns: `nil` on success, else every problem found.
    @discardableResult
    public func reload(from directory: URL, requiringExamples: Bool) -> RuleLoadFailure? {
        reloading.withLock { lastTried -> RuleLoadFailure? in
            let next = max(lastTried, snapshot.version) + 1
            lastTried = next
            do throws(RuleLoadFailure) {
                let (snapshot, runtime) = try Self.build(
                    directory: directory, version: next, pool: pool, naming: configuration.fileNaming,
                    catalogs: configuration.catalogs)
                if requiringExamples {
                    let failures = Self.failingExamples(of: snapshot, pool: pool, options: .init())
                    guard failures.isEmpty else {
                        throw RuleLoadFailure(
                            issues: failures, wellFormedModels: snapshot.orderedModels.count, failedExamples: true)
                    }
                }
                current.withLock { $0 = Served(snapshot: snapshot, directory: directory) }
                pool.serve(version: next, adopting: runtime)
                return nil
            } catch {
                return error
            }
        }
    }

    /// Checks a rules directory without serving it: every file compiled, every model, rule name,
    /// argument and option checked.
    public static func check(directory: URL, configuration: Configuration = .init()) -> RuleCheckReport {
        let pool = RuntimePool(limits: configuration.limits)
        let files = (try? ruleFiles(in: directory)) ?? []
        do {
            let (snapshot, _) = try build(
                directory: directory, version: 1, pool: pool, naming: configuration.fileNaming,
                catalogs: configuration.catalogs)
            return RuleCheckReport(
                files: files.count, models: snapshot.orderedModels.count, issues: [], warnings: snapshot.warnings,
                catalogs: snapshot.catalogs, document: snapshot.document)
        } catch {
            return RuleCheckReport(
                files: files.count, models: error.wellFormedModels, issues: error.issues, warnings: error.warnings,
                catalogs: nil)
        }
    }
}
