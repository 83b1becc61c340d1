import Verdict

/// The result of validating one record through the engine: the strategy chain's decision, the
/// errors of `strict`, and the rule-set version that produced them.
public struct RecordVerdict: Sendable, Hashable {
    /// The strategy chain's decision: the deciding strategy, its outcome (answer, errors, reason)
    /// and the values filters wrote back.
    public let decision: ServiceDecision
    /// The errors of `strict`: one per input key that is not a safe attribute of the scenario.
    public let strictErrors: [ValidationError]
    /// The version of the rule set that produced this verdict (it grows with each reload).
    public let version: Int
    /// Whether the record is valid: the chain decided valid and `strict` found nothing. Kept, not
    /// computed: a reporter asks it of every record, and reads it then without opening the decision.
    public let isValid: Bool
    /// How the decision was reached, when it was asked for (``EvaluationOptions/explains``).
    public let explanation: Explanation?

    /// Creates a verdict.
    public init(
        decision: ServiceDecision, strictErrors: [ValidationError] = [], version: Int,
        explanation: Explanation? = nil
    ) {
        self.decision = decision
        self.strictErrors = strictErrors
        self.version = version
        self.explanation = explanation
        isValid = decision.isValid && strictErrors.isEmpty
    }
    /// The errors: the deciding strategy's (the rules'), then those of `strict`, then the failures of
    /// remote checks.
    @inlinable public var errors: [ValidationError] {
        let chain = decision.errors
        guard !strictErrors.isEmpty else { return chain }
        let local = chain.count - decision.remoteFailureCount
        return Array(chain[..<local]) + strictErrors + chain[local...]
    }
    /// The strategy that decided; `nil` when none did.
    @inlinable public var strategy: String? { decision.strategy }
    /// Why, when the deciding strategy said.
    @inlinable public var reason: String? { decision.reason }
    /// Values filters wrote back.
    public var rewrittenValues: [String: Value] { decision.rewrittenValues }
}
