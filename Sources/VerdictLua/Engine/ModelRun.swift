import Verdict

/// One model, scenario and set of options resolved against one rule-set version: what
/// ``RuleEngine`` needs to validate records, prepared once per call rather than once per record.
struct ModelRun {
    let definition: ModelDefinition
    let sources: RuleSources
    let pool: RuntimePool
    let scenario: String
    let options: EvaluationOptions
    private let service: ValidationService
    private let environment: StrategyEnvironment
    /// The scenario's safe attributes, for `strict`.
    private let safeAttributes: Set<String>

    init(definition: ModelDefinition, sources: RuleSources, pool: RuntimePool, scenario: String,
         options: EvaluationOptions) {
        self.definition = definition
        self.sources = sources
        self.pool = pool
        self.scenario = scenario
        self.options = options
        service = ValidationService(definition.strategies)
        environment = StrategyEnvironment(
            now: options.now, isReachable: options.isReachable, scenario: scenario, mode: options.mode,
            extras: options.extras)
        safeAttributes = options.strict ? definition.safeAttributes(in: scenario) : []
    }

    /// Runs `body` with a Lua runtime of the version when the model uses Lua (or the reason none
    /// could be prepared), else with none.
    func withRuntime<T>(_ body: (Result<RuleRuntime?, any Error>) -> T) -> T {
        guard definition.usesLua else { return body(.success(nil)) }
        do {
            return try pool.withRuntime(sources) { body(.success($0)) }
        } catch {
            return body(.failure(error))
        }
    }

    /// Validates one record; a rule or strategy that fails to run — or a Lua runtime that could
    /// not be prepared — makes it invalid, saying why.
    func validate(_ record: Value, in runtime: Result<RuleRuntime?, any Error>) -> RecordVerdict {
        var verdict: RecordVerdict
        do {
            var environment = self.environment
            environment.runtime = try runtime.get()
            let decision = try service.decide(record, in: environment)
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
        if options.strict, case .object(let fields) = record {
            for key in fields.keys.sorted() where !safeAttributes.contains(key) {
                verdict.errors.append(
                    ValidationError(
                        attribute: key, rule: "strict", key: "unsafeAttribute",
                        message:
                            "\(MessageFormatter.displayName(for: key)) is not a safe attribute in scenario '\(scenario)'.",
                        value: fields[key] ?? .null))
                verdict.isValid = false
            }
        }
        return verdict
    }
}
