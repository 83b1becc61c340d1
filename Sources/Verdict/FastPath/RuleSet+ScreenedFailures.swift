extension RuleSet {
    /// The screen's finding for a JSON record (``RecordScreen``) with, when some chain is left, its
    /// failures reported from the same reading of the record
    /// (``RecordScreen/screen(_:now:scenario:reportsFailures:report:)``): the outcome the `rules`
    /// strategy then answers with holds the errors a full validation adds, in its order and with
    /// its messages, made without a validation context and without decoding the fields that
    /// pass. When the screen cannot decide some chain, the finding lists the chains left, for the
    /// full validation. `nil` when the rule set has no screen.
    func screening(of record: borrowing InputRecord, in environment: StrategyEnvironment) -> RecordScreening? {
        guard let screenHandle else { return nil }
        var errors: [ValidationError] = []
        let mode = environment.mode
        let found = validators.withUnsafeBufferPointer { chains in
            screenHandle.withObject { screen in
                screen.screen(record, now: environment.now, scenario: environment.scenario, reportsFailures: true) {
                    chain, entry, value, failure in
                    // Room for a few errors at once: an invalid record rarely has just one.
                    if errors.isEmpty { errors.reserveCapacity(4) }
                    let attribute = chains[chain].attribute
                    errors.append(
                        chains[chain].error(
                            for: failure, ruleAt: entry, path: attribute, value: value, ruleSet: self,
                            kept: (chain: chain, entry: entry), localization: environment.localization,
                            isSecret: RuleSet.isSecret(attribute, among: secrets)))
                    return mode != .firstError || chains[chain].ruleSeverity(at: entry) == .warning
                }
            }
        }
        guard let found else { return RecordScreening(pendingChains: nil) }
        guard found.failuresReported else { return RecordScreening(pendingChains: found.pending) }
        let refusals = errors.refusalCount
        return RecordScreening(
            driven: StrategyOutcome(
                refusals > 0 ? .invalid : .unknown,
                reason: refusals > 0 ? RulesStrategy.reason(failures: refusals) : nil, errors: errors))
    }
}
