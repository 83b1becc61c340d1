import Foundation

/// A quick pass over a JSON record that clears it when every rule of a rule set certainly passes,
/// reading the fields' text instead of decoding values, building a context, or making errors.
///
/// Most records of a typical input are valid, and proving that is far cheaper than explaining a
/// failure. The screen answers per chain only "certainly passes" or "not sure": the chains it does
/// not clear — those that fail, or whose value it cannot judge from text (an escaped string, an
/// array) — run in the full validation, which alone reports errors. Skipping a chain that passes
/// changes nothing another chain sees (screened chains never rewrite values, and a chain that
/// passes adds no error), so screening can never change an answer, only skip work.
///
/// A rule set has a screen when every rule can be screened (``ScreenableRule``), no chain needs
/// the running validation (no `when` condition, no `each`/`nested` structure), and it has at most
/// 64 chains. Filters, Lua and custom rules cannot be screened: their rule sets run in full.
struct RecordScreen: Sendable {
    /// One chain: its attribute's key and the rules it runs.
    private struct Chain: Sendable {
        let key: [UInt8]
        let chain: Validate
        let steps: [Step]
        let allowsEmpty: Bool
    }

    /// One rule, with which empty values it skips.
    private struct Step: Sendable {
        let rule: any ScreenableRule
        /// The chain skips it on absent and null values.
        let skipsNull: Bool
        /// The chain skips it on `""`.
        let skipsEmptyString: Bool
    }

    private let chains: [Chain]

    /// The screen of a rule set's chains; `nil` when some chain or rule cannot be screened.
    init?(_ validators: [Validate]) {
        guard validators.count <= ChainSelection.capacity else { return nil }
        var chains: [Chain] = []
        for chain in validators {
            guard !chain.isConditional, chain.elementChain.isEmpty, chain.nestedRules == nil else { return nil }
            var steps: [Step] = []
            for entry in chain.entries {
                guard let rule = entry.rule as? any ScreenableRule, rule.isScreenable else { return nil }
                let skipsNull: Bool
                let skipsEmptyString: Bool
                if let skip = chain.skipOnEmptyOverride {
                    (skipsNull, skipsEmptyString) = (skip, skip)
                } else {
                    switch rule.emptyPolicy {
                    case .skipEmpty: (skipsNull, skipsEmptyString) = (true, true)
                    case .skipNull: (skipsNull, skipsEmptyString) = (true, false)
                    case .checkAll: (skipsNull, skipsEmptyString) = (false, false)
                    }
                }
                steps.append(Step(rule: rule, skipsNull: skipsNull, skipsEmptyString: skipsEmptyString))
            }
            chains.append(
                Chain(key: Array(chain.attribute.utf8), chain: chain, steps: steps, allowsEmpty: chain.allowsEmpty))
        }
        self.chains = chains
    }

    /// The active chains that `record` does not certainly pass, which a validation must still run
    /// (empty: the record is valid); `nil` when the record cannot be screened (not an object, or
    /// keys with escapes).
    func pendingChains(of record: JSONRecord, now: Date, scenario: String?) -> ChainSelection? {
        record.withScreenedRecord(now: now) { screened in
            var pending = ChainSelection()
            // Through buffers: the chains and rules are borrowed, not copied (no retains per record).
            chains.withUnsafeBufferPointer { chains in
                for i in chains.indices where scenario == nil || chains[i].chain.isActive(in: scenario) {
                    if !clears(chains[i], in: screened) { pending.insert(i) }
                }
            }
            return pending
        }
    }

    private func clears(_ chain: borrowing Chain, in record: ScreenedRecord) -> Bool {
        let field = chain.key.withUnsafeBufferPointer { record.field(key: $0) }
        if field.kind == .composite { return false }
        let isNull = field.isNull
        let isEmpty = field.isEmpty
        if chain.allowsEmpty, isEmpty, !isNull { return true }
        return chain.steps.withUnsafeBufferPointer { steps in
            for i in steps.indices {
                if isEmpty, isNull ? steps[i].skipsNull : steps[i].skipsEmptyString { continue }
                guard steps[i].rule.clears(field, in: record) else { return false }
            }
            return true
        }
    }
}
