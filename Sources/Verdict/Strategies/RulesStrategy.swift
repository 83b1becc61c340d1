/// Invalid when any rule of a rule set fails, otherwise unknown; the outcome carries the errors.
public struct RulesStrategy: ValidationStrategy {
    /// The rules.
    public let rules: RuleSet

    /// Creates the strategy.
    public init(_ rules: RuleSet) { self.rules = rules }

    public var name: String { "rules" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let context = ValidationContext(
            source: attributeSource(of: object), now: environment.now, scenario: environment.scenario,
            isReachable: environment.isReachable, extras: environment.extras, runtime: environment.runtime)
        rules.run(in: context, mode: environment.mode)
        let report = context.report
        guard !report.isValid else { return StrategyOutcome(.unknown, rewrittenValues: report.rewrittenValues) }
        let count = report.errors.count
        return StrategyOutcome(
            .invalid, reason: "\(count) rule\(count == 1 ? "" : "s") failed", errors: report.errors,
            rewrittenValues: report.rewrittenValues)
    }
}
