import Verdict

/// The strategy a contract check puts after the strategy under test: it answers what it is told,
/// so a chain's decision shows whether the strategy under test stopped the chain or let it go on.
struct NextStrategy: ValidationStrategy {
    /// What it answers, whatever the object.
    let answer: StrategyResult
    /// `next`, or `next (after next)` after a strategy that is itself named `next`.
    let name: String

    /// Creates the strategy that follows `strategy` in a chain.
    init(answering answer: StrategyResult, after strategy: String) {
        self.answer = answer
        self.name = strategy == "next" ? "next (after next)" : "next"
    }

    /// Answers ``answer``.
    func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        StrategyOutcome(answer)
    }
}
