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
    /// Where the candidate came from, for logs.
    let source: String
    /// The most candidate validations waiting or running at once.
    let maximumWaiting: Int
    private let workers: ValidationWorkers
    private let counts = Mutex(Counts())
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

    /// What the candidate did so far.
    struct Counts: Sendable, Equatable {
        /// Records both rule sets answered alike.
        var agree = 0
        /// Records they answered differently.
        var disagree = 0
        /// Records not tried: the candidate's workers were busy, or the model has remote rules.
        var shed = 0
    }

    /// A shadow over `engine`, validating on `threads` workers of its own.
    /// - Parameter onOutcome: called for every record, once its outcome is known (for `/metrics`).
    init(
        engine: RuleEngine, source: String, threads: Int = 1, maximumWaiting: Int = 256,
        onOutcome: @escaping @Sendable (Outcome) -> Void = { _ in }
    ) {
        self.engine = engine
        self.source = source
        self.maximumWaiting = maximumWaiting
        self.onOutcome = onOutcome
        workers = ValidationWorkers(threads: threads, maximumWaiting: maximumWaiting)
    }

    /// The counts so far.
    var current: Counts { counts.withLock { $0 } }

    /// Lets the workers end once what is queued has run.
    func stop() { workers.stop() }

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
        let engine = self.engine
        let workers = self.workers
        let started = ContinuousClock.now
        Task { [self] in
            let candidate: RecordVerdict
            do {
                candidate = try await workers.run {
                    try engine.validate(record, model: model.name, scenario: scenario, options: options)
                }
            } catch is ValidationWorkers.Busy {
                return count(.shed)
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
        }
    }

    private func count(_ outcome: Outcome) {
        counts.withLock { counts in
            switch outcome {
            case .agree: counts.agree += 1
            case .disagree: counts.disagree += 1
            case .shed: counts.shed += 1
            }
        }
        onOutcome(outcome)
    }
}
