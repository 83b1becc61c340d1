/// The answer of a ``ValidationService`` with its explanation: the deciding strategy and its
/// outcome, which holds the answer, the reason and any errors.
///
/// A decision is one reference: copying one — into a record's verdict, through a reporter — costs
/// a single retain, and the decision a constant strategy settles is made once and shared.
public struct ServiceDecision: Sendable, Hashable {
    /// The decision's parts, immutable and shared by copies. Visible to inlined code: reading a
    /// verdict's answer from another module is then a field load, not a call.
    @usableFromInline final class Storage: Sendable {
        @usableFromInline let strategy: String?
        @usableFromInline let outcome: StrategyOutcome
        let rewrittenValues: [String: Value]
        let remoteChecks: [RemoteCheck]
        let remoteCheckOwner: RemoteCheckOwner?
        let remoteFailureCount: Int

        init(
            strategy: String?, outcome: StrategyOutcome, rewrittenValues: [String: Value],
            remoteChecks: [RemoteCheck], remoteCheckOwner: RemoteCheckOwner?, remoteFailureCount: Int
        ) {
            self.strategy = strategy
            self.outcome = outcome
            self.rewrittenValues = rewrittenValues
            self.remoteChecks = remoteChecks
            self.remoteCheckOwner = remoteCheckOwner
            self.remoteFailureCount = remoteFailureCount
        }
    }

    /// The strategy that left a decision's remote checks, and how many errors it reported in it
    /// (none unless it decided).
    struct RemoteCheckOwner: Sendable, Hashable {
        let name: String
        let errorCount: Int
    }

    @usableFromInline let storage: Storage

    /// Creates a decision.
    public init(
        strategy: String?, outcome: StrategyOutcome, rewrittenValues: [String: Value] = [:],
        remoteChecks: [RemoteCheck] = []
    ) {
        self.init(
            strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues, remoteChecks: remoteChecks,
            remoteCheckOwner: nil, remoteFailureCount: 0)
    }

    init(
        strategy: String?, outcome: StrategyOutcome, rewrittenValues: [String: Value], remoteChecks: [RemoteCheck],
        remoteCheckOwner: RemoteCheckOwner?, remoteFailureCount: Int
    ) {
        storage = Storage(
            strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues, remoteChecks: remoteChecks,
            remoteCheckOwner: remoteCheckOwner, remoteFailureCount: remoteFailureCount)
    }

    /// The name of the strategy that decided; `nil` when none did.
    @inlinable public var strategy: String? { storage.strategy }
    /// The deciding strategy's outcome (its answer, errors and reason); when none decided, or for
    /// `nil`, an answer other than valid with the reason why.
    @inlinable public var outcome: StrategyOutcome { storage.outcome }
    /// Values filters wrote back in the strategies that ran (a rules strategy's `trim`, `default`, …).
    public var rewrittenValues: [String: Value] { storage.rewrittenValues }
    /// The remote checks the strategies that ran left to make, in chain order; empty unless the
    /// environment ``StrategyEnvironment/collectsRemoteChecks``. The answer does not include them.
    public var remoteChecks: [RemoteCheck] { storage.remoteChecks }
    /// How many of the outcome's errors, at its end, are failures of remote checks.
    public var remoteFailureCount: Int { storage.remoteFailureCount }
    /// The deciding strategy's errors (``outcome``'s).
    @inlinable public var errors: [ValidationError] { storage.outcome.errors }
    /// Whether the object is valid.
    @inlinable public var isValid: Bool { storage.outcome.result == .valid }
    /// Why, in words.
    @inlinable public var reason: String? { storage.outcome.reason }

    /// The decision once the remote checks are answered: unchanged when none failed; otherwise
    /// invalid, decided by the strategy that left the checks (the `rules` strategy, which would
    /// have decided so had it awaited them), its errors followed by the failures, with the reason
    /// `N rules failed`.
    /// - Parameter failures: the errors of the checks that did not pass (``RemotePhase``).
    public func completed(remoteFailures failures: [ValidationError]) -> ServiceDecision {
        guard !failures.isEmpty else { return self }
        // Checks always come with their owner; a decision made by hand with checks but no owner is
        // decided by its own strategy.
        let owner =
            storage.remoteCheckOwner
            ?? RemoteCheckOwner(name: strategy ?? "remote", errorCount: outcome.errors.count)
        return ServiceDecision(
            strategy: owner.name,
            outcome: StrategyOutcome(
                .invalid, reason: RulesStrategy.reason(failures: owner.errorCount + failures.count),
                errors: outcome.errors + failures, rewrittenValues: outcome.rewrittenValues),
            rewrittenValues: rewrittenValues, remoteChecks: remoteChecks, remoteCheckOwner: owner,
            remoteFailureCount: remoteFailureCount + failures.count)
    }

    /// Whether two decisions say the same: strategy, outcome, rewritten values and remote checks.
    public static func == (lhs: ServiceDecision, rhs: ServiceDecision) -> Bool {
        lhs.storage === rhs.storage
            || (lhs.strategy == rhs.strategy && lhs.outcome == rhs.outcome
                && lhs.rewrittenValues == rhs.rewrittenValues && lhs.remoteChecks == rhs.remoteChecks
                && lhs.storage.remoteCheckOwner == rhs.storage.remoteCheckOwner
                && lhs.remoteFailureCount == rhs.remoteFailureCount)
    }

    /// Hashes the strategy, the outcome and the remote checks, which `==` compares among the rest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(strategy)
        hasher.combine(outcome)
        hasher.combine(remoteChecks)
    }
}
