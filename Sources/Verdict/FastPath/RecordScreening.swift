/// What a strategy's screen found in a JSON record (``ScreeningStrategy/screen(_:in:)``).
///
/// Either the screen settled the strategy's answer — the `rules` strategy's screen settles
/// `unknown` for a record that certainly passes every rule, which the service then hands to the
/// next strategy without evaluating anything — or it found what the full evaluation may skip, and
/// the service hands it back to ``ScreeningStrategy/evaluate(_:screened:in:)``.
package struct RecordScreening: Sendable {
    /// The strategy's answer, when the screen alone settled it.
    package let result: StrategyResult?
    /// The chains of a rule set the screen could not clear (the `rules` strategy's finding): `nil`
    /// when it could not read the record, so every chain runs.
    let pendingChains: ChainSelection?
    /// The whole outcome, when a record driver ran the rules (``RecordDriver``) and it was not a
    /// plain pass: behind one reference, so that a screening the driver did not make stays small
    /// to copy and destroy (the built-in screen makes one a record).
    private let driven: DrivenOutcome?

    /// The outcome a record driver answered with, if it did.
    var outcome: StrategyOutcome? { driven?.outcome }

    /// A screen that settled the strategy's answer.
    package init(settled result: StrategyResult) {
        self.result = result
        pendingChains = nil
        driven = nil
    }

    /// What a rule set's screen found: settled `unknown` when no chain is left to run.
    init(pendingChains: ChainSelection?) {
        self.result = pendingChains?.isEmpty == true ? .unknown : nil
        self.pendingChains = pendingChains
        driven = nil
    }

    /// What a record driver found: settled `unknown` for a record that passed and changed nothing,
    /// else the outcome, which the strategy answers with.
    package init(driven outcome: StrategyOutcome) {
        let isClean =
            outcome.result == .unknown && outcome.errors.isEmpty && outcome.rewrittenValues.isEmpty
            && outcome.remoteChecks.isEmpty && outcome.reason == nil
        result = isClean ? .unknown : nil
        pendingChains = nil
        driven = isClean ? nil : DrivenOutcome(outcome)
    }

    /// A record driver's outcome, held by reference.
    private final class DrivenOutcome: Sendable {
        let outcome: StrategyOutcome

        init(_ outcome: StrategyOutcome) {
            self.outcome = outcome
        }
    }
}
