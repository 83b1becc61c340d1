/// Invalid when any rule of a rule set fails, otherwise unknown; the outcome carries the errors.
///
/// Remote rules cannot run in a synchronous chain. When the environment
/// ``StrategyEnvironment/collectsRemoteChecks``, the outcome lists the checks left to make
/// (``StrategyOutcome/remoteChecks``) so the caller can send them once the chain has answered.
public struct RulesStrategy: ValidationStrategy {
    /// The rules.
    public let rules: RuleSet

    /// Creates the strategy.
    public init(_ rules: RuleSet) { self.rules = rules }

    public var name: String { "rules" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let source = environment.attributes(of: object)
        // The chains a screen of a JSON record could not clear (`nil`: no screen, or not a JSON record).
        let pending = rules.pendingChains(of: source, now: environment.now, scenario: environment.scenario)
        return evaluate(source, in: environment, only: pending)
    }

    /// The outcome for `source` once the rule set's screen has run: only the chains of `pending`
    /// can fail (every chain when `nil`). None left: nothing to report (and no remote check:
    /// remote rules are not screened).
    func evaluate(_ source: any AttributeSource, in environment: StrategyEnvironment, only pending: ChainSelection?)
        -> StrategyOutcome
    {
        if pending?.isEmpty == true { return StrategyOutcome(.unknown) }
        let context = ValidationContext(
            source: source, now: environment.now, scenario: environment.scenario,
            isReachable: environment.isReachable, extras: environment.extras, runtime: environment.runtime)
        let finished = rules.run(in: context, mode: environment.mode, only: pending)
        let report = context.report
        let remoteChecks =
            environment.collectsRemoteChecks && finished ? rules.remoteChecks(in: context, mode: environment.mode) : []
        guard !report.isValid else {
            return StrategyOutcome(.unknown, rewrittenValues: report.rewrittenValues, remoteChecks: remoteChecks)
        }
        let count = report.errors.count
        return StrategyOutcome(
            .invalid, reason: Self.reason(failures: count), errors: report.errors,
            rewrittenValues: report.rewrittenValues, remoteChecks: remoteChecks)
    }

    /// `N rules failed`: the reason of an invalid outcome. The common counts are made once.
    public static func reason(failures count: Int) -> String {
        count < commonReasons.count ? commonReasons[count] : "\(count) rules failed"
    }

    private static let commonReasons = (0..<16).map { "\($0) rule\($0 == 1 ? "" : "s") failed" }
}
