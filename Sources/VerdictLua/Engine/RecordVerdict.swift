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
    public var explanation: Explanation? { explained?.explanation }
    /// The explanation behind one reference: a verdict is copied for every record on its way to
    /// the output, and an unexplained one (the rule) then carries a null pointer, not an empty
    /// explanation's arrays.
    private let explained: ExplanationBox?

    /// Creates a verdict.
    public init(
        decision: ServiceDecision, strictErrors: [ValidationError] = [], version: Int,
        explanation: Explanation? = nil
    ) {
        self.decision = decision
        self.strictErrors = strictErrors
        self.version = version
        explained = explanation.map(ExplanationBox.init)
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

/// An explanation held by reference (see ``RecordVerdict``).
private final class ExplanationBox: Sendable, Hashable {
    let explanation: Explanation

    init(_ explanation: Explanation) { self.explanation = explanation }

    static func == (a: ExplanationBox, b: ExplanationBox) -> Bool { a.explanation == b.explanation }

    func hash(into hasher: inout Hasher) { hasher.combine(explanation) }
}
