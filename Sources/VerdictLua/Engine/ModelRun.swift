import Verdict

/// One model, scenario and set of options resolved against one rule-set version: what
/// ``RuleEngine`` needs to validate records, prepared once per call rather than once per record.
struct ModelRun {
    let plan: ModelPlan
    let sources: RuleSources
    let pool: RuntimePool
    let scenario: String
    let options: EvaluationOptions
    private let environment: StrategyEnvironment
    /// The scenario's safe attributes, for `strict`.
    private let safeAttributes: Set<String>
    /// The verdict of every record the chain's screen clears; `nil` when the chain has no screen,
    /// or `strict` must still read each record's keys.
    private let clearedVerdict: RecordVerdict?

    /// - Parameter collectsRemoteChecks: whether the rules strategy hands back the model's remote
    ///   checks (``prepare(_:in:)``) rather than leaving them unsent.
    init(
        plan: ModelPlan, sources: RuleSources, pool: RuntimePool, scenario: String,
        options: EvaluationOptions, collectsRemoteChecks: Bool = false
    ) {
        self.plan = plan
        self.sources = sources
        self.pool = pool
        self.scenario = scenario
        self.options = options
        var environment = StrategyEnvironment(
            now: options.now, isReachable: options.isReachable, scenario: scenario, mode: options.mode,
            extras: options.extras)
        environment.collectsRemoteChecks = collectsRemoteChecks && plan.definition.hasRemoteRules
        self.environment = environment
        safeAttributes = options.strict ? plan.definition.safeAttributes(in: scenario) : []
        if !options.strict, let decision = plan.service.clearedDecision {
            clearedVerdict = RecordVerdict(
                isValid: decision.isValid, errors: [], strategy: decision.strategy, reason: decision.reason,
                version: sources.version, rewrittenValues: [:])
        } else {
            clearedVerdict = nil
        }
    }

    /// Runs `body` with a Lua runtime of the version when the model uses Lua (or the reason none
    /// could be prepared), else with none.
    func withRuntime<T>(_ body: (Result<RuleRuntime?, any Error>) -> T) -> T {
        guard plan.definition.usesLua else { return body(.success(nil)) }
        do {
            return try pool.withRuntime(sources) { body(.success($0)) }
        } catch {
            return body(.failure(error))
        }
    }

    /// Validates one record; a rule or strategy that fails to run — or a Lua runtime that could
    /// not be prepared — makes it invalid, saying why. Remote rules are not sent.
    func validate(_ record: some ListableAttributeSource, in runtime: Result<RuleRuntime?, any Error>)
        -> RecordVerdict
    {
        if let json = record as? JSONRecord { return validate(json: json, in: runtime) }
        return localVerdict(record, in: runtime, screened: nil).verdict
    }

    /// ``validate(_:in:)`` for a JSON record, without casting it: screened first, when the chain
    /// can be.
    func validate(json record: borrowing JSONRecord, in runtime: Result<RuleRuntime?, any Error>) -> RecordVerdict {
        guard case .success = runtime else { return localVerdict(copy record, in: runtime, screened: nil).verdict }
        let screened = plan.service.screen(record, in: environment)
        if let clearedVerdict, screened?.clearsRecord == true { return clearedVerdict }
        return localVerdict(copy record, in: runtime, screened: screened).verdict
    }

    /// The local phase of a validation: the strategy chain and `strict`, and the remote checks the
    /// rules strategy left to send when the run collects them.
    func prepare(_ record: some ListableAttributeSource, in runtime: Result<RuleRuntime?, any Error>)
        -> PendingVerdict
    {
        let screened = screen(record, in: runtime)
        // A chain that can be screened has no remote rules: a cleared record has nothing left to send.
        if let clearedVerdict, screened?.clearsRecord == true { return PendingVerdict(complete: clearedVerdict) }
        return prepare(record, in: runtime, screened: screened)
    }

    /// What the chain's screen finds in a JSON record; `nil` for other records, a chain without a
    /// screen, or a runtime that could not be prepared (the chain reports that).
    private func screen(_ record: some ListableAttributeSource, in runtime: Result<RuleRuntime?, any Error>)
        -> ScreenedChains?
    {
        guard case .success = runtime, let json = record as? JSONRecord else { return nil }
        return plan.service.screen(json, in: environment)
    }

    private func prepare(
        _ record: some ListableAttributeSource, in runtime: Result<RuleRuntime?, any Error>, screened: ScreenedChains?
    ) -> PendingVerdict {
        let (verdict, checks, ruleErrorCount) = localVerdict(record, in: runtime, screened: screened)
        guard !checks.isEmpty else { return PendingVerdict(complete: verdict) }
        return PendingVerdict(
            local: verdict, remoteChecks: checks, mode: options.mode, isReachable: options.isReachable,
            ruleErrorCount: ruleErrorCount)
    }

    /// The chain's verdict and `strict`'s, with the remote checks the rules strategy left to send
    /// and how many errors the rules gave.
    private func localVerdict(
        _ record: some ListableAttributeSource, in runtime: Result<RuleRuntime?, any Error>, screened: ScreenedChains?
    ) -> (verdict: RecordVerdict, checks: [RemoteCheck], ruleErrorCount: Int) {
        var verdict: RecordVerdict
        var checks: [RemoteCheck] = []
        var ruleErrorCount = 0
        do {
            let runtime = try runtime.get()
            let decision: ServiceDecision
            if let screened, let json = record as? JSONRecord {
                // A cleared record needs no environment of its own.
                decision =
                    try screened.clearsRecord
                    ? plan.service.decide(json, in: environment, screened: screened)
                    : plan.service.decide(json, in: environment(for: record, runtime: runtime), screened: screened)
            } else {
                decision = try plan.service.decide(record, in: environment(for: record, runtime: runtime))
            }
            checks = decision.remoteChecks
            if decision.strategy == "rules" { ruleErrorCount = decision.outcome.errors.count }
            verdict = RecordVerdict(
                isValid: decision.isValid, errors: decision.outcome.errors, strategy: decision.strategy,
                reason: decision.reason, version: sources.version, rewrittenValues: decision.rewrittenValues)
        } catch {
            let failure = ValidationError(
                attribute: "", rule: "strategy", key: .ruleError, message: "could not be validated: \(error)")
            verdict = RecordVerdict(
                isValid: false, errors: [failure], strategy: nil, reason: "\(error)", version: sources.version,
                rewrittenValues: [:])
        }
        if options.strict {
            let unsafe = strictErrors(record)
            if !unsafe.isEmpty {
                verdict.errors += unsafe
                verdict.isValid = false
            }
        }
        return (verdict, checks, ruleErrorCount)
    }

    /// The run's environment for one record.
    private func environment(for record: some ListableAttributeSource, runtime: RuleRuntime?) -> StrategyEnvironment {
        var environment = self.environment
        environment.runtime = runtime
        environment.source = record
        return environment
    }

    /// The errors of `strict`: one per input key that is not a safe attribute of the scenario, in
    /// key order.
    private func strictErrors(_ record: some ListableAttributeSource) -> [ValidationError] {
        record.attributeNames.sorted().filter { !safeAttributes.contains($0) }.map { key in
            ValidationError(
                attribute: key, rule: "strict", key: "unsafeAttribute",
                message: "\(MessageFormatter.displayName(for: key)) is not a safe attribute in scenario '\(scenario)'.",
                value: record.value(of: key) ?? .null)
        }
    }
}
