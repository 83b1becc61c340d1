/// Invalid when any rule of a rule set fails, otherwise unknown; the outcome carries the errors.
public struct RulesStrategy: ValidationStrategy {
    /// The rules.
    public let rules: RuleSet

    /// Creates the strategy.
    public init(_ rules: RuleSet) { self.rules = rules }

    public var name: String { "rules" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let report = rules.validate(
            attributeSource(of: object), scenario: environment.scenario, now: environment.now)
        guard !report.isValid else { return .unknown }
        let count = report.errors.count
        return StrategyOutcome(.invalid, reason: "\(count) rule\(count == 1 ? "" : "s") failed", errors: report.errors)
    }
}
