import Foundation

extension RuleSet {
    /// The screen's finding for a JSON record (``RecordScreen``) with, when some chain is left, its
    /// failures reported from the same reading of the record
    /// (``RecordScreen/screen(_:now:scenario:reportsFailures:report:)``): the errors a full
    /// validation adds, in its order and with its messages, made without a validation context and
    /// without decoding the fields that pass. `errors` is `nil` when the screen cannot decide some
    /// chain: the chains of `pending` then run in full. `nil` when the rule set has no screen or
    /// the record cannot be screened.
    func screenedErrors(
        of record: borrowing InputRecord, now: Date, scenario: String?, mode: ValidationMode,
        localization: Localization?
    ) -> (pending: ChainSelection, errors: [ValidationError]?)? {
        guard let screenHandle else { return nil }
        var errors: [ValidationError] = []
        let found = validators.withUnsafeBufferPointer { chains in
            screenHandle.withObject { screen in
                screen.screen(record, now: now, scenario: scenario, reportsFailures: true) {
                    chain, entry, value, failure in
                    // Room for a few errors at once: an invalid record rarely has just one.
                    if errors.isEmpty { errors.reserveCapacity(4) }
                    let attribute = chains[chain].attribute
                    errors.append(
                        chains[chain].error(
                            for: failure, ruleAt: entry, path: attribute, value: value, ruleSet: self,
                            kept: (chain: chain, entry: entry), localization: localization,
                            isSecret: RuleSet.isSecret(attribute, among: secrets)))
                    return mode != .firstError || chains[chain].ruleSeverity(at: entry) == .warning
                }
            }
        }
        guard let found else { return nil }
        return (found.pending, found.failuresReported ? errors : nil)
    }

    /// ``screenedErrors(of:now:scenario:mode:localization:)`` as the `rules` strategy's screening:
    /// the outcome it answers with when the screen reported every failure, else the chains left.
    func screening(of record: borrowing InputRecord, in environment: StrategyEnvironment) -> RecordScreening? {
        guard screenHandle != nil else { return nil }
        guard
            let found = screenedErrors(
                of: record, now: environment.now, scenario: environment.scenario, mode: environment.mode,
                localization: environment.localization)
        else { return RecordScreening(pendingChains: nil) }
        // A record that passes is settled `unknown` by the chains left: none.
        guard !found.pending.isEmpty, let errors = found.errors else {
            return RecordScreening(pendingChains: found.pending)
        }
        return RecordScreening(driven: RulesStrategy.outcome(errors: errors))
    }
}
