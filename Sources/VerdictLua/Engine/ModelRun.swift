import Verdict

/// One model, scenario and set of options resolved against one rule-set version: what
/// ``RuleEngine`` needs to validate records, prepared once per call rather than once per record.
///
/// Records are validated in a ``Session``, which holds the Lua runtime of a batch: a JSON record
/// takes the strategy chain's JSON path (strategies screen its text first), any other record the
/// general one. Both give the chain's `RecordVerdict` with the errors of `strict` added.
///
/// A class: a session holds its run by reference, where a copy of the struct retained each of its
/// fields, about a thousand instructions a validation of one record (a server validates one a
/// request).
final class ModelRun {
    let plan: ModelPlan
    let sources: RuleSources
    let pool: RuntimePool
    let scenario: String
    let options: EvaluationOptions
    /// How messages read: the locale of ``options`` in the rule set's catalogs; `nil` for English.
    let localization: Localization?
    /// The environment every record is evaluated in; a session adds its runtime.
    private let environment: StrategyEnvironment
    /// The scenario's safe attributes, for `strict`.
    private let safeAttributes: Set<String>

    /// - Parameter collectsRemoteChecks: whether the rules strategy hands back the model's remote
    ///   checks (a verdict's `RecordVerdict.remote`) rather than leaving them unsent.
    ///   - catalogs: the rule set's message catalogs, where the locale of `options` is looked up.
    init(
        plan: ModelPlan, sources: RuleSources, pool: RuntimePool, scenario: String,
        options: EvaluationOptions, catalogs: MessageCatalogs = .shipped, collectsRemoteChecks: Bool = false
    ) {
        self.plan = plan
        self.sources = sources
        self.pool = pool
        self.scenario = scenario
        self.options = options
        localization = catalogs.localization(for: options.locale)
        var environment = StrategyEnvironment(
            now: options.now, isReachable: options.isReachable, scenario: scenario, mode: options.mode,
            extras: options.extras)
        environment.localization = localization
        environment.collectsRemoteChecks = collectsRemoteChecks && plan.definition.hasRemoteRules
        self.environment = environment
        safeAttributes = options.strict ? plan.definition.safeAttributes(in: scenario) : []
    }

    /// Runs `body` in a session holding a Lua runtime of the version when the model uses Lua.
    /// - Parameter records: how many records the session validates: a batch of several gets
    ///   decisions of its own for the strategies' constant answers (see
    ///   `ValidationService.withOwnConstantDecisions()`), which one record would only pay for.
    func withSession<T>(records: Int = 1, _ body: (Session) -> T) -> T {
        let service = records > 1 ? plan.service.withOwnConstantDecisions() : plan.service
        guard plan.definition.usesLua else { return body(Session(self, service, environment: environment)) }
        do {
            return try pool.withRuntime(sources) { runtime in
                var environment = self.environment
                environment.runtime = runtime
                guard let deadline = options.deadline else {
                    return body(Session(self, service, environment: environment))
                }
                runtime.state.setCallDeadline(deadline)
                defer { runtime.state.clearCallDeadline() }
                return body(Session(self, service, environment: environment))
            }
        } catch {
            return body(Session(self, service, environment: environment, unavailable: error))
        }
    }

    /// A run with the Lua runtime of one batch of records (or the reason none could be prepared).
    /// What every record needs is taken out of the run once, here, rather than once a record.
    struct Session {
        let run: ModelRun
        /// The run's environment with the batch's runtime.
        let environment: StrategyEnvironment
        /// Why no runtime could be prepared: every record is then invalid, saying so.
        let unavailable: (any Error)?
        private let service: ValidationService
        private let version: Int
        private let strict: Bool
        private let explains: Bool
        /// The model's mode, or the options' over it.
        private let enforcement: EnforcementMode

        init(
            _ run: ModelRun, _ service: ValidationService, environment: StrategyEnvironment,
            unavailable: (any Error)? = nil
        ) {
            self.run = run
            self.environment = environment
            self.unavailable = unavailable
            self.service = service
            version = run.sources.version
            strict = run.options.strict
            explains = run.options.explains
            enforcement = run.options.enforcement ?? run.plan.definition.mode
        }

        /// Validates a JSON record through the chain's JSON path: a record its screens settle
        /// decodes nothing. Remote rules are not sent.
        func validate(json record: InputRecord) -> RecordVerdict {
            if explains { return explained(record) { try service.decision(record, in: $0) } }
            let decision: RecordVerdict.Decision
            do {
                if let unavailable { throw unavailable }
                decision = try service.decision(record, in: environment)
            } catch {
                decision = Self.failure(error)
            }
            // The decision moved into the verdict: lent while `strict` ran, it was retained.
            let strictErrors = strict ? run.strictErrors(record) : []
            let verdict = RecordVerdict(consume decision, strictErrors: strictErrors, version: version)
            return enforcement == .enforce ? verdict : verdict.enforced(enforcement)
        }

        /// Validates any other record; the strategies read it without converting it.
        func validate(_ record: some ListableAttributeSource) -> RecordVerdict {
            var environment = self.environment
            environment.source = record
            if explains { return explained(record, in: environment) { try service.decision(record, in: $0) } }
            let decision: RecordVerdict.Decision
            do {
                if let unavailable { throw unavailable }
                decision = try service.decision(record, in: environment)
            } catch {
                decision = Self.failure(error)
            }
            let verdict = RecordVerdict(
                decision, strictErrors: strict ? run.strictErrors(record) : [], version: version)
            return enforcement == .enforce ? verdict : verdict.enforced(enforcement)
        }

        /// A record's verdict with its explanation: `decide` runs in an environment that records
        /// every step.
        private func explained(
            _ record: some ListableAttributeSource, in environment: StrategyEnvironment? = nil,
            decide: (StrategyEnvironment) throws -> RecordVerdict.Decision
        ) -> RecordVerdict {
            var environment = environment ?? self.environment
            let recorder = ExplanationRecorder()
            environment.recorder = recorder
            let decision: RecordVerdict.Decision
            do {
                if let unavailable { throw unavailable }
                decision = try decide(environment)
            } catch {
                decision = Self.failure(error)
            }
            return RecordVerdict(
                decision, strictErrors: strict ? run.strictErrors(record) : [], version: version,
                explanation: recorder.explanation
            ).enforced(enforcement)
        }

        /// The decision for a record whose chain could not run — a rule or strategy that failed,
        /// a runtime that could not be prepared: invalid, saying why.
        private static func failure(_ error: any Error) -> RecordVerdict.Decision {
            let failure = ValidationError(
                attribute: "", rule: "strategy", key: .ruleError, message: "could not be validated: \(error)")
            return RecordVerdict.Decision(
                strategy: nil, outcome: StrategyOutcome(.invalid, reason: "\(error)", errors: [failure]))
        }
    }

    /// The errors of `strict`: one per input key that is not a safe attribute of the scenario, in
    /// key order.
    private func strictErrors(_ record: some ListableAttributeSource) -> [ValidationError] {
        let secrets = plan.definition.rules.secrets
        return record.attributeNames.sorted().filter { !safeAttributes.contains($0) }.map { key in
            let isSecret = RuleSet.isSecret(key, among: secrets)
            let value = isSecret ? .string(RuleSet.secretMark) : record.value(of: key) ?? .null
            let params: [String: Value] = ["scenario": .string(scenario)]
            return ValidationError(
                attribute: key, rule: "strict", key: .unsafeAttribute,
                message: MessageFormatter.message(
                    for: .unsafeAttribute, attribute: key, value: value, params: params,
                    model: plan.definition.name, localization: localization),
                params: params, value: value, isSecret: isSecret)
        }
    }
}
