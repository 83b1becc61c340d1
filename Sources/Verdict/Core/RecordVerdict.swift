/// The verdict on one record: which strategy decided and why, the errors, and the remote checks
/// still to send. A ``ValidationService`` decides one; a rule engine adds the errors of `strict`
/// and the version of the rule set that produced it.
///
/// Beside ``ValidationReport`` — the errors of a rule set, a model or an input — this is the one
/// result a validation returns.
///
/// The remote tail: a validation that collects remote checks instead of sending them (a rule
/// engine's `prepare`, or a service whose environment
/// ``StrategyEnvironment/collectsRemoteChecks``) returns a verdict with ``remote`` set.
/// ``completed(with:)`` sends them and returns the final verdict:
/// - Every check passes: the verdict is unchanged.
/// - A check fails: the record is invalid, decided by the strategy that left the checks (`rules`,
///   which would have decided so had it awaited its remote rules, before the strategies after it,
///   such as `default`, were asked), with the reason `N rules failed`. The failures follow the
///   local errors, in chain order; in first-error mode only the first is kept. Each is worded as
///   ``RemotePhase`` says. No usable answer, or none sent because the host is offline, is a
///   failure: never a silent pass.
///
/// ```swift
/// let verdict = try service.decide(record)
/// verdict.isValid   // false
/// verdict.strategy  // "rules"
/// verdict.errors    // [Age should be a number.]
/// ```
public struct RecordVerdict: Sendable, Hashable {
    /// What the strategy chain decided, shared by copies and by every record a constant strategy
    /// decides (see `RecordVerdict+Storage.swift`).
    @usableFromInline let decision: Decision
    /// The errors of `strict`: one per input key that is not a safe attribute of the scenario.
    public let strictErrors: [ValidationError]
    /// The version of the rule set that produced this verdict (it grows with each reload); 0 when
    /// a service decided without a rule engine.
    public let version: Int
    /// Whether the record is valid: the chain decided valid and `strict` found nothing. Kept, not
    /// computed: a reporter asks it of every record, and reads it then without opening the decision.
    public let isValid: Bool
    /// The explanation, when one was asked for; `nil` keeps an unexplained verdict (the rule) a
    /// null pointer here rather than an empty explanation's arrays.
    private let explained: ExplanationBox?

    /// Creates a verdict.
    /// - Parameters:
    ///   - strategy: the strategy that decided; `nil` when none did.
    ///   - outcome: its outcome (answer, errors, reason); when none decided, an answer other than
    ///     valid with the reason why.
    ///   - rewrittenValues: values filters wrote back in the strategies that ran.
    ///   - strictErrors: the errors of `strict`.
    ///   - version: the version of the rule set.
    ///   - explanation: how the verdict was reached, when asked for.
    ///   - remote: the remote checks left to send, if any.
    public init(
        strategy: String?, outcome: StrategyOutcome, rewrittenValues: [String: Value] = [:],
        strictErrors: [ValidationError] = [], version: Int = 0, explanation: Explanation? = nil,
        remote: RemotePhase? = nil
    ) {
        self.init(
            Decision(
                strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues,
                remote: remote.flatMap { $0.isEmpty ? nil : $0 }, remoteCheckOwner: nil, remoteFailureCount: 0),
            strictErrors: strictErrors, version: version, explanation: explanation)
    }

    /// A verdict around a chain's decision: a rule engine adds the errors of `strict`, the rule
    /// set's version and the explanation. The decision and the errors are taken, not copied: a
    /// rule engine makes one verdict a record, and lending them cost a retain and a release.
    package init(
        _ decision: consuming Decision, strictErrors: consuming [ValidationError] = [], version: Int = 0,
        explanation: Explanation? = nil
    ) {
        isValid = decision.outcome.result == .valid && strictErrors.isEmpty
        self.decision = decision
        self.strictErrors = strictErrors
        self.version = version
        explained = explanation.map(ExplanationBox.init)
    }

    /// The name of the strategy that decided; `nil` when none did.
    @inlinable public var strategy: String? { decision.strategy }
    /// The deciding strategy's outcome (its answer, errors and reason); when none decided, or the
    /// object was `nil`, an answer other than valid with the reason why.
    @inlinable public var outcome: StrategyOutcome { decision.outcome }
    /// Why, when the deciding strategy said.
    @inlinable public var reason: String? { decision.outcome.reason }
    /// Values filters wrote back in the strategies that ran (a rules strategy's `trim`, `default`, …).
    public var rewrittenValues: [String: Value] { decision.rewrittenValues }
    /// How the verdict was reached, when it was asked for (``ValidationService/explain(_:in:)``, a
    /// rule engine's `explains` option).
    public var explanation: Explanation? { explained?.explanation }

    /// The errors: the deciding strategy's, then those of `strict`, then the failures of remote
    /// checks.
    @inlinable public var errors: [ValidationError] {
        let chain = decision.outcome.errors
        guard !strictErrors.isEmpty else { return chain }
        let local = chain.count - decision.remoteFailureCount
        return Array(chain[..<local]) + strictErrors + chain[local...]
    }

    /// The remote checks still to send and how to send them; `nil` when there are none — none
    /// were collected, or ``completed(with:)`` answered them.
    public var remote: RemotePhase? { decision.remote }
    /// Whether remote checks are left to send; when not, this verdict is final.
    public var hasRemoteChecks: Bool { decision.remote != nil }
    /// How many of ``errors``, at their end, are failures of remote checks.
    public var remoteFailureCount: Int { decision.remoteFailureCount }

    /// Sends the remote checks, all at once, and returns the final verdict; this verdict when none
    /// are left.
    ///
    /// Each check is bounded by its rule's `timeout`. Offline nothing is sent and every check fails
    /// with `RemoteError.Code.offline`.
    /// - Parameter remote: the client that carries the checks.
    public func completed(with remote: RemoteValidator) async -> RecordVerdict {
        guard let phase = decision.remote else { return self }
        return completed(answers: await phase.answers(with: remote))
    }

    /// Applies answers obtained some other way, one per check and in the same order.
    /// - Parameter answers: the answers; a check without one fails as cancelled.
    /// - Returns: the final verdict.
    public func completed(answers: [RemoteAnswer]) -> RecordVerdict {
        guard let phase = decision.remote else { return self }
        var explanation = self.explanation
        explanation?.rules += phase.steps(for: answers)
        let completed = RecordVerdict(
            decision.completed(remoteFailures: phase.failures(for: answers)), strictErrors: strictErrors,
            version: version, explanation: explanation)
        return completed.enforced(decision.enforcement)
    }

    /// This verdict as `mode` enforces it:
    /// - ``EnforcementMode/enforce``: unchanged.
    /// - ``EnforcementMode/warn``: every error becomes a warning and the record is valid; the
    ///   reason says what would have refused it.
    /// - ``EnforcementMode/dryRun``: valid, with the warnings the rules reported and nothing more;
    ///   what they would have refused is ``dryRunRefusal``.
    ///
    /// A verdict with remote checks left is enforced once they are answered (``completed(with:)``).
    /// A valid verdict is the same in every mode.
    public func enforced(_ mode: EnforcementMode) -> RecordVerdict {
        if mode == .enforce { return self }
        if decision.remote != nil {
            return RecordVerdict(
                decision.enforced(afterRemoteChecks: mode), strictErrors: strictErrors, version: version,
                explanation: explanation)
        }
        guard !isValid else { return self }
        let refusal = reason.map { "\(strategy.map { "\($0): " } ?? "")\($0)" } ?? strategy ?? "invalid"
        switch mode {
        case .enforce:
            return self
        case .warn:
            let warnings = errors.map { error in
                var warning = error
                warning.severity = .warning
                return warning
            }
            return RecordVerdict(
                RecordVerdict.Decision(
                    strategy: strategy,
                    outcome: StrategyOutcome(
                        .valid, reason: "warn mode: would be refused (\(refusal))", errors: warnings,
                        rewrittenValues: outcome.rewrittenValues),
                    rewrittenValues: rewrittenValues, remoteCheckOwner: decision.remoteCheckOwner,
                    remoteFailureCount: remoteFailureCount, enforcement: .warn),
                version: version, explanation: explanation)
        case .dryRun:
            return RecordVerdict(
                RecordVerdict.Decision(
                    strategy: strategy,
                    outcome: StrategyOutcome(
                        .valid, errors: errors.filter(\.isWarning), rewrittenValues: outcome.rewrittenValues),
                    rewrittenValues: rewrittenValues, enforcement: .dryRun, dryRunRefusal: self),
                version: version, explanation: explanation)
        }
    }

    /// What the rules decided when a dry run (``EnforcementMode/dryRun``) answered valid in its
    /// place: the refusal the decision log and the metrics record; `nil` otherwise.
    public var dryRunRefusal: RecordVerdict? { decision.dryRun?.verdict }

    /// Whether a dry run answered valid a record the rules refused: ``dryRunRefusal`` is set.
    @inlinable package var isDryRunRefusal: Bool { decision.dryRun != nil }

    /// Whether the verdict is valid and has warnings to report; read without copying the outcome.
    @inlinable package var isValidWithWarnings: Bool { isValid && !decision.outcome.errors.isEmpty }

    /// Whether two verdicts say the same: decision, errors of `strict`, version and explanation.
    public static func == (lhs: RecordVerdict, rhs: RecordVerdict) -> Bool {
        (lhs.decision === rhs.decision || lhs.decision.says(sameAs: rhs.decision))
            && lhs.strictErrors == rhs.strictErrors
            && lhs.version == rhs.version && lhs.explanation == rhs.explanation
    }

    /// Hashes the strategy, the outcome, the errors of `strict` and the version, which `==`
    /// compares among the rest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(strategy)
        hasher.combine(outcome)
        hasher.combine(strictErrors)
        hasher.combine(version)
    }
}

/// An explanation held by reference (see ``RecordVerdict``).
private final class ExplanationBox: Sendable {
    let explanation: Explanation
    init(_ explanation: Explanation) { self.explanation = explanation }
}
