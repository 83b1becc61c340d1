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
final class RecordScreen: Sendable {
    /// One chain: where its key and rules are in the flat arrays, and what it needs.
    private struct Chain: Sendable {
        /// Its attribute's slot in `fieldSlots`: chains of one attribute read one field.
        let fieldSlot: Int
        /// Its rules: `steps[stepStart..<stepEnd]`.
        let stepStart: Int
        let stepEnd: Int
        let allowsEmpty: Bool
        /// Whether the chain ends at its first failure (``Validate/stopsAtFirstError``).
        let stopsAtFirstError: Bool
        /// Where the chain is in `scenarioBound` when it names scenarios (it is asked whether it
        /// is active), else -1: a chain holds no reference, so reading one costs no retain.
        let scenarioBoundIndex: Int
    }

    /// One rule, with which empty values it skips.
    private struct Step: Sendable {
        /// The rule's check, kept alive by `checks`: called without a retain per record.
        let check: UnretainedReference<ScreenCheck>
        /// Which empty values the chain skips it on: the chain's own decision (`emptySkips`).
        let emptySkip: EmptySkip
        /// The slot in `fieldSlots` of the attribute the rule compares with
        /// (``ScreenableRule/operandAttribute``), else -1.
        let operandSlot: Int
    }

    // Flat arrays, read through buffers: a record costs no copies and no retains.
    private let chains: [Chain]
    private let fieldSlots: FieldSlots
    private let steps: [Step]
    private let checks: [ScreenCheck]
    /// The chains that name scenarios.
    private let scenarioBound: [Validate]

    /// The screen of a rule set's chains; `nil` when some chain or rule cannot be screened.
    init?(_ validators: [Validate]) {
        guard validators.count <= ChainSelection.capacity else { return nil }
        var chains: [Chain] = []
        var attributes: [String] = []
        var steps: [Step] = []
        var checks: [ScreenCheck] = []
        var scenarioBound: [Validate] = []
        for chain in validators {
            guard !chain.isConditional, !chain.hasStructure, !chain.hasCustomEmptiness else { return nil }
            let stepStart = steps.count
            let emptySkips = chain.emptySkips
            for (index, entry) in chain.entries.enumerated() {
                guard let rule = ScreenableRules.screenable(entry.rule), rule.isScreenable else { return nil }
                let check = ScreenCheck.make(rule)
                checks.append(check)
                steps.append(
                    Step(
                        check: UnretainedReference(check), emptySkip: emptySkips[index],
                        operandSlot: rule.operandAttribute.map { Self.slot(of: $0, in: &attributes) } ?? -1))
            }
            let fieldSlot = Self.slot(of: chain.attribute, in: &attributes)
            var scenarioBoundIndex = -1
            if chain.isScenarioBound {
                scenarioBoundIndex = scenarioBound.count
                scenarioBound.append(chain)
            }
            chains.append(
                Chain(
                    fieldSlot: fieldSlot, stepStart: stepStart, stepEnd: steps.count,
                    allowsEmpty: chain.allowsEmpty, stopsAtFirstError: chain.stopsAtFirstError,
                    scenarioBoundIndex: scenarioBoundIndex))
        }
        // Chains and the attributes their rules compare with: a rule set that names more has no screen.
        guard attributes.count <= FieldSlots.capacity else { return nil }
        self.chains = chains
        fieldSlots = FieldSlots(attributes)
        self.steps = steps
        self.checks = checks
        self.scenarioBound = scenarioBound
    }

    /// The slot of `attribute` among `attributes`, added when it is not there yet.
    private static func slot(of attribute: String, in attributes: inout [String]) -> Int {
        if let slot = attributes.firstIndex(of: attribute) { return slot }
        attributes.append(attribute)
        return attributes.count - 1
    }

    /// The active chains that `record` does not certainly pass, which a validation must still run
    /// (empty: the record is valid); `nil` when the record cannot be screened (not an object, or
    /// keys with escapes).
    func pendingChains(of record: borrowing InputRecord, now: Date, scenario: String?) -> ChainSelection? {
        screen(record, now: now, scenario: scenario, reportsFailures: false) { _, _, _, _ in true }?.pending
    }

    /// A failure the screen reports: rule `entry` of chain `chain` failed on `value`. Answers
    /// whether to go on (`false`: first-error mode stops the validation).
    typealias FailureReport = (_ chain: Int, _ entry: Int, _ value: Value, _ failure: RuleFailure) -> Bool

    /// The chains `record` does not certainly pass (``pendingChains(of:now:scenario:)``) and, when
    /// `reportsFailures` and some are left, their failures through `report`, from the same reading
    /// of the record: reported as a validation of the record finds them, in its order, without a
    /// validation context — each chain's rules run on its field's value as the record decodes it,
    /// through ``ScreenableRule/outcome(of:value:in:)`` — and without decoding a field that
    /// passes. `failuresReported` is `true` when no chain is left, and `false` when some chain
    /// cannot be decided so (a number or a list, a rule that rewrites its value or needs a
    /// context): the caller then drops what was reported and validates the record in full. `nil`
    /// when the record cannot be screened. (`report` is a closure, not an optional one: an
    /// optional closure escapes, and what it captures would be boxed on the heap for every record.)
    func screen(
        _ record: borrowing InputRecord, now: Date, scenario: String?, reportsFailures: Bool,
        report: FailureReport
    ) -> (pending: ChainSelection, failuresReported: Bool)? {
        // The closures below capture the buffers, not `self`: capturing it would retain the screen,
        // one object every worker shares, for each record (the chains that name scenarios, rare,
        // reach it through `unretained`).
        let unretained = UnretainedReference(self)
        return chains.withUnsafeBufferPointer { chains in
            steps.withUnsafeBufferPointer { steps in
                // Each attribute's field, found in one pass over the record's fields.
                withUnsafeTemporaryAllocation(of: RawField.self, capacity: fieldSlots.count) { found in
                    var answer: (pending: ChainSelection, failuresReported: Bool)?
                    _ = record.withScreenedRecord(now: now) { screened in
                        fieldSlots.fields(of: screened, into: found)
                        let fields = UnsafeBufferPointer(found)
                        var pending = ChainSelection()
                        for i in chains.indices {
                            let chain = chains[i]
                            if chain.scenarioBoundIndex >= 0,
                                !unretained.withObject({
                                    $0.scenarioBound[chain.scenarioBoundIndex].isActive(in: scenario)
                                })
                            {
                                continue
                            }
                            let rules = UnsafeBufferPointer(rebasing: steps[chain.stepStart..<chain.stepEnd])
                            if !Self.clears(
                                fields[chain.fieldSlot], rules, allowsEmpty: chain.allowsEmpty, in: screened,
                                fields: fields)
                            {
                                pending.insert(i)
                            }
                        }
                        guard reportsFailures, !pending.isEmpty else {
                            // No chain left: no failure, every one reported.
                            answer = (pending, reportsFailures)
                            return
                        }
                        let reported = Self.reportFailures(
                            chains, steps, pending: pending, fields: fields, in: screened, report: report)
                        answer = (pending, reported)
                    }
                    return answer
                }
            }
        }
    }

    /// The failures of the chains of `pending` for ``screen(_:now:scenario:reportsFailures:report:)``:
    /// each chain as `Validate` runs it. `false` when some chain cannot be decided. Never inlined:
    /// inlined, it made the screen's loop, which every valid record runs, too large to inline
    /// where it is called (+155 instructions a valid side-by-side record).
    @inline(never)
    private static func reportFailures(
        _ chains: UnsafeBufferPointer<Chain>, _ steps: UnsafeBufferPointer<Step>, pending: ChainSelection,
        fields: UnsafeBufferPointer<RawField>, in record: ScreenedRecord, report: FailureReport
    ) -> Bool {
        // Which attributes have failed so far, a bit a slot.
        guard fields.count <= 64 else { return false }
        var failedSlots: UInt64 = 0
        for i in chains.indices where pending.contains(i) {
            let chain = chains[i]
            let slotBit: UInt64 = 1 << UInt64(chain.fieldSlot)
            // A chain that stops at its first error is skipped once its attribute has one.
            if chain.stopsAtFirstError, failedSlots & slotBit != 0 { continue }
            let field = fields[chain.fieldSlot]
            guard let value = field.plainValue else { return false }
            let isEmpty = value.isEmpty
            let isNull = value.isNull
            if chain.allowsEmpty, isEmpty, !isNull { continue }
            rules: for j in chain.stepStart..<chain.stepEnd {
                let step = steps[j]
                if isEmpty, step.emptySkip.skips(isEmpty: true, isNull: isNull) { continue }
                var stepRecord = record
                if step.operandSlot >= 0 { stepRecord.operand = fields[step.operandSlot] }
                guard let outcome = step.check.withObject({ $0.outcome(of: field, value: value, in: stepRecord) })
                else {
                    return false
                }
                switch consume outcome {
                case .passed:
                    continue
                case .rewritten:
                    return false
                case .failed(let failure):
                    failedSlots |= slotBit
                    if !report(i, j - chain.stepStart, value, failure) { return true }
                    if chain.stopsAtFirstError { break rules }
                }
            }
        }
        return true
    }

    /// Whether a chain with these rules certainly passes on `field`.
    private static func clears(
        _ field: RawField, _ steps: UnsafeBufferPointer<Step>, allowsEmpty: Bool, in record: ScreenedRecord,
        fields: UnsafeBufferPointer<RawField>
    ) -> Bool {
        if field.kind == .composite { return false }
        let isNull = field.isNull
        let isEmpty = field.isEmpty
        if allowsEmpty, isEmpty, !isNull { return true }
        for step in steps {
            if isEmpty, step.emptySkip.skips(isEmpty: true, isNull: isNull) { continue }
            let passes: Bool
            if step.operandSlot >= 0 {
                var record = record
                record.operand = fields[step.operandSlot]
                passes = step.check.withObject { $0.clears(field, in: record) }
            } else {
                passes = step.check.withObject { $0.clears(field, in: record) }
            }
            guard passes else { return false }
        }
        return true
    }
}
