/// Collects the steps of one validation that is being explained: the rules strategy and the rule
/// chains add rule steps as they run, the strategy chain adds its strategies.
///
/// A validation carries one only when explained (``ValidationContext/recorder``,
/// ``StrategyEnvironment/recorder``); every other validation checks for it and records nothing.
/// It holds at most ``maximumSteps`` rule steps, so a deep record cannot grow an explanation
/// without bound.
public final class ExplanationRecorder: Sendable {
    /// The most rule steps one explanation keeps.
    public static let maximumSteps = 10_000

    private let state = Locked(Explanation())

    /// Creates an empty recorder.
    public init() {}

    /// What was recorded so far.
    public var explanation: Explanation { state.withLock { $0 } }

    /// Adds a rule step (past ``maximumSteps``, marks the explanation truncated instead).
    public func record(_ step: RuleStep) {
        state.withLock { explanation in
            if explanation.rules.count < Self.maximumSteps {
                explanation.rules.append(step)
            } else {
                explanation.isTruncated = true
            }
        }
    }

    /// Adds a rule step for each rule of `chain`, from its `from`-th on, all with one outcome
    /// (a chain skipped as a whole, the rest of a chain after a stop).
    func record(_ chain: Validate, path: String, from start: Int = 0, outcome: RuleStep.Outcome) {
        for entry in chain.entries.dropFirst(start) {
            record(RuleStep(attribute: path, rule: entry.rule.name, outcome: outcome, origin: entry.origin))
        }
    }

    /// Sets the strategy steps.
    public func record(strategies: [StrategyStep]) {
        state.withLock { $0.strategies = strategies }
    }
}
