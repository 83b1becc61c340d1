import Foundation
import Synchronization
import Verdict
import VerdictLua

/// A candidate rule set tried on live traffic (`verdict serve --candidate DIR|URL`): every record
/// `/v1/validate` answers is validated again with the candidate, off the answer's path, and the two
/// answers compared as `verdict diff` compares them (``AnswerChange``).
///
/// Answers always come from the active rule set. The candidate runs on workers of its own, at most
/// ``maximumWaiting`` validations waiting or running; past that a record is not tried (shed) and
/// counted. Agreements and disagreements are counted in `/metrics`
/// (`verdict_candidate_decisions_total{agreement}`), and each disagreement is logged in the
/// decision log with the candidate's answer. Models with remote rules are not tried: their
/// answers wait for remote checks the candidate would send again.
final class CandidateShadow: Sendable {
    /// The candidate's engine.
    let engine: RuleEngine
    /// The most candidate validations waiting or running at once.
    let maximumWaiting: Int
    private let pool: WorkerPool
    /// Candidate validations waiting or running.
    private let inFlight = Atomic<Int>(0)
    private let onOutcome: @Sendable (Outcome) -> Void

    /// What became of one record tried.
    enum Outcome: String, Sendable {
        /// Both rule sets answered alike.
        case agree
        /// They answered differently.
        case disagree
        /// Not tried.
        case shed
    }

    /// A shadow over `engine`, validating on `threads` workers of its own.
    /// - Parameter onOutcome: called for every record, once its outcome is known (for `/metrics`).
    init(
        engine: RuleEngine, threads: Int = 1, maximumWaiting: Int = 256,
        onOutcome: @escaping @Sendable (Outcome) -> Void = { _ in }
    ) {
        self.engine = engine
        self.maximumWaiting = maximumWaiting
        self.onOutcome = onOutcome
        pool = WorkerPool(threads: max(1, threads))
    }

    /// Lets the workers end once what is queued has run.
    func stop() { pool.stop() }

    /// Tries a record the active rule set answered with `active`, without waiting for it: the
    /// comparison is counted and a disagreement logged when it is done.
    /// - Parameters:
    ///   - input: the record without its secrets, for the decision log.
    ///   - revision: the active rules' revision, for the decision log.
    func shadow(
        _ record: Value, input: Value, model: ModelDefinition, scenario: String?, options: EvaluationOptions,
        active: RecordVerdict, revision: String, log: DecisionLog?
    ) {
        guard !model.hasRemoteRules else { return count(.shed) }
        // Handed to a worker as it is, with no task or continuation: the answer's path pays one
        // atomic add and a queue append.
        guard inFlight.add(1, ordering: .relaxed).newValue <= maximumWaiting else {
            inFlight.subtract(1, ordering: .relaxed)
            return count(.shed)
        }
        let started = ContinuousClock.now
        pool.run(
            1,
            { [self] _, _ in
                defer { inFlight.subtract(1, ordering: .relaxed) }
                let candidate: RecordVerdict
                do {
                    candidate = try engine.validate(record, model: model.name, scenario: scenario, options: options)
                } catch {
                    // The candidate lacks the model or the scenario: a disagreement of its own.
                    candidate = RecordVerdict(
                        strategy: nil, outcome: StrategyOutcome(.invalid, reason: "candidate: \(error)"))
                }
                let agrees = AnswerChange(from: active, to: candidate) == .unchanged
                count(agrees ? .agree : .disagree)
                guard !agrees, let log else { return }
                var decision = Decision(
                    model: model.name, scenario: scenario ?? "default", revision: revision, verdict: active,
                    duration: ContinuousClock.now - started, input: input)
                decision.candidate = candidate
                log.record(decision)
            }, finished: {})
    }

    private func count(_ outcome: Outcome) { onOutcome(outcome) }
}
