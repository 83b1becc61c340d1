import Verdict

extension RuleEngine {
    /// Validates one record with a model's strategy chain, then sends the remote checks of its
    /// `remote` rules.
    ///
    /// The order:
    /// 1. The strategy chain decides exactly as in the synchronous
    ///    ``validate(_:model:scenario:options:)``, with a Lua runtime from the pool; `strict` adds
    ///    its errors.
    /// 2. If the chain asked the `rules` strategy, its remote rules run next, without holding a
    ///    runtime: those of the chains active in the scenario whose attribute is not empty and has
    ///    no error yet, all at once, each bounded by its rule's `timeout`. A strategy that decided
    ///    before `rules` (a fresh `timestamp`, `reachability` offline) means nothing is sent; in
    ///    first-error mode nothing is sent after a local error.
    /// 3. A failing check makes the record invalid, decided by `rules`; see ``PendingVerdict`` for
    ///    the messages. A check without a usable answer (server down, timeout, non-2xx, a body other
    ///    than `true`/`false`) fails: never a silent pass. With `options.isReachable == false`
    ///    nothing is sent and every check fails as offline.
    ///
    /// A model without remote rules (``ModelDefinition/hasRemoteRules``) takes the synchronous
    /// path and never suspends.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - model: the model's name.
    ///   - scenario: the scenario; `nil` is `"default"`.
    ///   - options: the time, the network state, the error mode, strictness.
    ///   - remote: the client that carries the checks (a stub transport in tests).
    /// - Returns: the verdict, with the local errors followed by the remote failures.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func validate(
        _ record: Value, model: String, scenario: String? = nil, options: EvaluationOptions = .init(),
        remote: RemoteValidator
    ) async throws(EngineError) -> RecordVerdict {
        let pending = try prepare(record, model: model, scenario: scenario, options: options)
        guard pending.hasRemoteChecks else { return pending.local }
        return await pending.completed(with: remote)
    }

    /// Runs the local phase of ``validate(_:model:scenario:options:remote:)`` and returns the
    /// remote checks it left to send, without sending them.
    ///
    /// Synchronous and safe from every thread at once, like ``validate(_:model:scenario:options:)``,
    /// which it calls for a model without remote rules.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - model: the model's name.
    ///   - scenario: the scenario; `nil` is `"default"`.
    ///   - options: the time, the network state, the error mode, strictness.
    /// - Returns: the local verdict and the checks; ``PendingVerdict/completed(with:)`` finishes it.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func prepare(
        _ record: Value, model: String, scenario: String? = nil, options: EvaluationOptions = .init()
    ) throws(EngineError) -> PendingVerdict {
        let snapshot = self.snapshot
        guard let definition = snapshot.models[model] else {
            throw .unknownModel(model, known: snapshot.orderedModels.map(\.name))
        }
        guard definition.hasRemoteRules else {
            return PendingVerdict(complete: try validate(record, model: model, scenario: scenario, options: options))
        }
        let scenarioName = scenario ?? ScenarioList.defaultScenario
        guard definition.scenarios[scenarioName] != nil else {
            throw .unknownScenario(scenarioName, model: model, known: Array(definition.scenarios.keys))
        }
        var environment = StrategyEnvironment(
            now: options.now, isReachable: options.isReachable, scenario: scenarioName, mode: options.mode,
            extras: options.extras)
        environment.collectsRemoteChecks = true
        var verdict: RecordVerdict
        var checks: [RemoteCheck] = []
        var ruleErrorCount = 0
        do {
            let decision: ServiceDecision
            if definition.usesLua {
                decision = try pool.withRuntime(snapshot.sources) { runtime in
                    environment.runtime = runtime
                    return try ValidationService(definition.strategies).decide(record, in: environment)
                }
            } else {
                decision = try ValidationService(definition.strategies).decide(record, in: environment)
            }
            checks = decision.remoteChecks
            if decision.strategy == "rules" { ruleErrorCount = decision.outcome.errors.count }
            verdict = RecordVerdict(
                isValid: decision.isValid, errors: decision.outcome.errors, strategy: decision.strategy,
                reason: decision.reason, version: snapshot.version, rewrittenValues: decision.rewrittenValues)
        } catch {
            let failure = ValidationError(
                attribute: "", rule: "strategy", key: .ruleError, message: "could not be validated: \(error)")
            verdict = RecordVerdict(
                isValid: false, errors: [failure], strategy: nil, reason: "\(error)", version: snapshot.version,
                rewrittenValues: [:])
        }
        if options.strict {
            let unsafe = Self.strictErrors(record, definition: definition, scenario: scenarioName)
            if !unsafe.isEmpty {
                verdict.errors += unsafe
                verdict.isValid = false
            }
        }
        return PendingVerdict(
            local: verdict, remoteChecks: checks, mode: options.mode, isReachable: options.isReachable,
            ruleErrorCount: ruleErrorCount)
    }

    /// The errors of `strict`: one per input key that is not a safe attribute of the scenario, in
    /// key order.
    static func strictErrors(_ record: Value, definition: ModelDefinition, scenario: String) -> [ValidationError] {
        guard case .object(let fields) = record else { return [] }
        let safe = definition.safeAttributes(in: scenario)
        return fields.keys.sorted().filter { !safe.contains($0) }.map { key in
            ValidationError(
                attribute: key, rule: "strict", key: "unsafeAttribute",
                message: "\(MessageFormatter.displayName(for: key)) is not a safe attribute in scenario '\(scenario)'.",
                value: fields[key] ?? .null)
        }
    }
}
