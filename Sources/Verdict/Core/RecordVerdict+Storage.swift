extension RecordVerdict {
    /// What a strategy chain decided, immutable and behind one reference.
    ///
    /// Why a reference: the decision of a strategy with a constant answer (`default`: valid) is
    /// made once per service and shared by the verdict of every record it decides, so such a record
    /// allocates nothing; a verdict is then five words, copied for every record on its way to the
    /// output at the cost of one retain for its decision. Visible to inlined code: reading a
    /// verdict's answer from another module is a field load, not a call.
    ///
    /// Package API: a rule engine takes a service's decision and makes its verdict around it.
    @usableFromInline package final class Decision: Sendable {
        @usableFromInline let strategy: String?
        @usableFromInline let outcome: StrategyOutcome
        let rewrittenValues: [String: Value]
        /// The remote checks left to send; `nil` when none are.
        let remote: RemotePhase?
        /// The strategy that left the remote checks, and how many errors it reported (none unless
        /// it decided).
        let remoteCheckOwner: RemoteCheckOwner?
        /// How many of the outcome's errors, at its end, are failures of remote checks.
        @usableFromInline let remoteFailureCount: Int
        /// The mode the verdict is enforced in once its remote checks are answered
        /// (``RecordVerdict/enforced(_:)`` of a verdict that still has some).
        let enforcement: EnforcementMode
        /// What the rules decided, when a dry run answered valid in its place; held by reference,
        /// so that a decision stays small and asking whether there is one is a pointer test.
        @usableFromInline let dryRun: DryRunRefusal?

        /// Creates a decision.
        package init(
            strategy: String?, outcome: StrategyOutcome, rewrittenValues: [String: Value] = [:],
            remote: RemotePhase? = nil, remoteCheckOwner: RemoteCheckOwner? = nil, remoteFailureCount: Int = 0,
            enforcement: EnforcementMode = .enforce, dryRunRefusal: RecordVerdict? = nil
        ) {
            self.strategy = strategy
            self.outcome = outcome
            self.rewrittenValues = rewrittenValues
            self.remote = remote
            self.remoteCheckOwner = remoteCheckOwner
            self.remoteFailureCount = remoteFailureCount
            self.enforcement = enforcement
            dryRun = dryRunRefusal.map(DryRunRefusal.init)
        }

        /// A decision of its own that says what this one says.
        func copy() -> Decision {
            Decision(
                strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues, remote: remote,
                remoteCheckOwner: remoteCheckOwner, remoteFailureCount: remoteFailureCount, enforcement: enforcement,
                dryRunRefusal: dryRun?.verdict)
        }

        /// Whether two decisions say the same.
        func says(sameAs other: Decision) -> Bool {
            strategy == other.strategy && outcome == other.outcome && rewrittenValues == other.rewrittenValues
                && remote?.checks == other.remote?.checks && remoteCheckOwner == other.remoteCheckOwner
                && remoteFailureCount == other.remoteFailureCount && enforcement == other.enforcement
                && dryRun?.verdict == other.dryRun?.verdict
        }

        /// This decision, to be enforced in `mode` once its remote checks are answered.
        func enforced(afterRemoteChecks mode: EnforcementMode) -> Decision {
            Decision(
                strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues, remote: remote,
                remoteCheckOwner: remoteCheckOwner, remoteFailureCount: remoteFailureCount, enforcement: mode)
        }

        /// The decision once the remote checks are answered, none left: unchanged but for that when
        /// none failed, and but for the warnings when only rules of severity warning failed;
        /// otherwise invalid, decided by the strategy that left the checks (`rules`,
        /// which would have decided so had it awaited them), its errors followed by the failures,
        /// with the reason `N rules failed`.
        func completed(remoteFailures failures: [ValidationError]) -> Decision {
            guard failures.refuses else {
                if !failures.isEmpty {
                    // Warnings only: reported, the answer as it was.
                    var outcome = outcome
                    outcome.errors += failures
                    return Decision(
                        strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues, remote: nil,
                        remoteCheckOwner: remoteCheckOwner, remoteFailureCount: remoteFailureCount + failures.count,
                        enforcement: enforcement)
                }
                return Decision(
                    strategy: strategy, outcome: outcome, rewrittenValues: rewrittenValues, remote: nil,
                    remoteCheckOwner: remoteCheckOwner, remoteFailureCount: remoteFailureCount, enforcement: enforcement
                )
            }
            // Checks always come with their owner; a verdict made by hand with checks but no owner
            // is decided by its own strategy.
            let owner =
                remoteCheckOwner ?? RemoteCheckOwner(name: strategy ?? "remote", errorCount: outcome.errors.count)
            return Decision(
                strategy: owner.name,
                outcome: StrategyOutcome(
                    .invalid,
                    reason: RulesStrategy.reason(
                        failures: (owner.errorCount > 0 ? outcome.errors.refusalCount : 0) + failures.refusalCount),
                    errors: outcome.errors + failures, rewrittenValues: outcome.rewrittenValues),
                rewrittenValues: rewrittenValues, remote: nil, remoteCheckOwner: owner,
                remoteFailureCount: remoteFailureCount + failures.count, enforcement: enforcement)
        }
    }

    /// The verdict the rules gave a record a dry run answered valid (``RecordVerdict/dryRunRefusal``).
    @usableFromInline package final class DryRunRefusal: Sendable {
        let verdict: RecordVerdict
        init(_ verdict: RecordVerdict) { self.verdict = verdict }
    }

    /// The strategy that left a decision's remote checks, and how many errors it reported in it
    /// (none unless it decided).
    package struct RemoteCheckOwner: Sendable, Hashable {
        let name: String
        let errorCount: Int
    }
}
