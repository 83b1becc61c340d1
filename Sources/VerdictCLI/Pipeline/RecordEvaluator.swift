import Dispatch
import Foundation
import Verdict
import VerdictLua

/// Validates the records read from an input; safe to call from every worker at once.
struct RecordEvaluator: Sendable {
    let engine: RuleEngine
    let model: String
    let scenario: String?
    let options: EvaluationOptions
    /// Whether records are only prepared, their remote checks left for ``RemoteChecks``.
    var preparesRemoteChecks = false
    /// The field each result carries (`--id`).
    var identifier: RecordIdentifier?
    /// Which record each result carries (`--emit`).
    var emission = Emission.verdict
    /// Where each record's decision is logged, with the rules' revision (`--decision-log`).
    var decisionLog: (log: DecisionLog, revision: String)?

    /// The outcomes of a batch's items, in order: the readable records validated together (one
    /// model lookup and one Lua runtime for the batch) — or only prepared, their remote checks left
    /// for ``RemoteChecks`` — the others reported as unreadable.
    func evaluate(_ items: [RecordItem]) -> [RecordOutcome] {
        // Timed only for the decision log: the valid path takes no clock reading.
        let started = decisionLog == nil ? nil : ContinuousClock.now
        let verdicts: BatchVerdicts
        do {
            verdicts = try self.verdicts(for: items)
        } catch {
            verdicts = .failed(error)
        }
        switch consume verdicts {
        case .local(let local):
            if let decisionLog, let started { log(items, local, to: decisionLog, took: ContinuousClock.now - started) }
            // The model as the batch was validated, for the secrets a carried record leaves out.
            let carrier =
                RecordCarrier.isNeeded(identifier: identifier, emission: emission)
                ? RecordCarrier(
                    identifier: identifier, emission: emission, rules: engine.model(named: model)?.rules ?? RuleSet([]))
                : nil
            return Self.outcomes(of: items, moving: local, carrier: carrier)
        case .failed(let error): return Self.outcomes(of: items, failed: error)
        }
    }

    /// Logs each readable record's decision; the time a record took is its share of the batch's.
    private func log(
        _ items: [RecordItem], _ verdicts: [RecordVerdict], to decisionLog: (log: DecisionLog, revision: String),
        took duration: Duration
    ) {
        let rules = engine.model(named: model)?.rules ?? RuleSet([])
        let share = duration / max(1, verdicts.count)
        var decisions: [Decision] = []
        decisions.reserveCapacity(verdicts.count)
        for i in items.indices {
            guard let record = items[i].record, decisions.count < verdicts.count else { continue }
            decisions.append(
                Decision(
                    model: model, scenario: scenario ?? "default", revision: decisionLog.revision,
                    verdict: verdicts[decisions.count], duration: share,
                    input: rules.removingSecrets(from: record.value), source: items[i].location.description))
        }
        decisionLog.log.write(decisions)
    }

    /// The outcomes when the batch could not be validated at all (an unknown model or scenario).
    private static func outcomes(of items: [RecordItem], failed error: EngineError) -> [RecordOutcome] {
        items.map { item in
            if case .failure(let readError) = item.result {
                return RecordOutcome(location: item.location, unreadable: readError.reason)
            }
            return RecordOutcome(location: item.location, unreadable: error.description)
        }
    }

    /// The outcomes of a batch's items, each readable record's verdict moved into its outcome:
    /// taken last to first, popping the array's last verdict moves it instead of copying it, and
    /// each outcome is made in its place.
    private static func outcomes(
        of items: [RecordItem], moving verdicts: consuming [RecordVerdict], carrier: RecordCarrier?
    ) -> [RecordOutcome] {
        var verdicts = verdicts
        return Array(unsafeUninitializedCapacity: items.count) { outcomes, count in
            for i in items.indices.reversed() {
                let outcome: RecordOutcome
                if case .failure(let error) = items[i].result {
                    outcome = RecordOutcome(location: items[i].location, unreadable: error.reason)
                } else if let verdict = verdicts.popLast() {
                    if let carrier {
                        outcome = carrier.outcome(items[i], verdict)
                    } else {
                        outcome = RecordOutcome(location: items[i].location, verdict: verdict)
                    }
                } else {
                    preconditionFailure("a record without its verdict")
                }
                outcomes.initializeElement(at: i, to: outcome)
            }
            count = items.count
        }
    }

    /// The verdicts of a batch's readable records, in order.
    private enum BatchVerdicts {
        /// Validated (locally, when remote checks are left to send).
        case local([RecordVerdict])
        /// The model or scenario is unknown.
        case failed(EngineError)
    }

    /// The verdicts of a batch's readable records, in order: every reader makes ``Verdict/InputRecord``s,
    /// which take the engine's path made for them (JSON lines screened from their text).
    private func verdicts(for items: [RecordItem]) throws(EngineError) -> BatchVerdicts {
        var records: [InputRecord] = []
        records.reserveCapacity(items.count)
        // Indexing borrows each item instead of copying it.
        for i in items.indices {
            if case .success(let record) = items[i].result { records.append(record) }
        }
        if preparesRemoteChecks {
            return .local(try engine.prepare(records, model: model, scenario: scenario, options: options))
        }
        return .local(try engine.validate(records, model: model, scenario: scenario, options: options))
    }
}
