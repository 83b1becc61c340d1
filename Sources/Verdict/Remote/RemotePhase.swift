/// The remote phase of a validation: the checks its local phase left, sent all at once, and the
/// answers turned into errors — the same way for a rule set, a model or form, the engine and an
/// input validator.
///
/// How an answer becomes an error (``RemoteCheck/error(for:)``):
/// - `true` (``RemoteAnswer/accepted``): none.
/// - `false` (``RemoteAnswer/rejected``): the rule's own message, `Username doesn't satisfy a
///   remote condition.` or the rule's `message`.
/// - No usable answer — a transport error, a timeout, a non-2xx status, another body, a
///   cancellation — or none sent because the host is offline: the rule could not run, `Username
///   could not be checked: remote check at http://…: HTTP status 503`. Never a silent pass.
///
/// Offline — ``isReachable`` is `false`, or the client's ``RemoteValidator/reachability`` says so —
/// nothing is sent and every check fails with ``RemoteError/Code/offline``. In first-error mode only
/// the first failure is reported.
public struct RemotePhase: Sendable {
    /// The checks, in chain order.
    public let checks: [RemoteCheck]
    /// All errors or the first one.
    public let mode: ValidationMode
    /// Whether checks may be sent at all (the engine's ``StrategyEnvironment/isReachable``).
    public let isReachable: Bool

    /// Creates a phase.
    /// - Parameters:
    ///   - checks: the checks the local phase left (``RuleSet/remoteChecks(in:mode:)``).
    ///   - mode: the mode the local phase ran in.
    ///   - isReachable: `false` to send nothing and fail every check as offline.
    public init(checks: [RemoteCheck], mode: ValidationMode = .allErrors, isReachable: Bool = true) {
        self.checks = checks
        self.mode = mode
        self.isReachable = isReachable
    }

    /// Whether there is nothing to send.
    public var isEmpty: Bool { checks.isEmpty }

    /// Sends every check at once, unless offline.
    /// - Parameters:
    ///   - remote: the client that carries the checks.
    ///   - parameters: parameters of this validation, merged over each rule's `extra`.
    ///   - isolation: the caller's actor; leave the default.
    /// - Returns: one answer per check, in order; offline, every one ``RemoteError/Code/offline``.
    public func answers(
        with remote: RemoteValidator, parameters: [String: Value] = [:], isolation: isolated (any Actor)? = #isolation
    ) async -> [RemoteAnswer] {
        guard !checks.isEmpty else { return [] }
        guard isReachable, remote.reachability.isReachable else {
            return checks.map { .failed(.offline(url: $0.rule.url)) }
        }
        return await remote.answers(to: checks, parameters: parameters, isolation: isolation)
    }

    /// The errors the answers add, in check order; in first-error mode the first one only.
    /// - Parameter answers: one answer per check, in order; a check without one fails as cancelled.
    public func failures(for answers: [RemoteAnswer]) -> [ValidationError] {
        var failures: [ValidationError] = []
        for (index, check) in checks.enumerated() {
            let answer = index < answers.count ? answers[index] : .failed(.cancelled(url: check.rule.url))
            guard let error = check.error(for: answer) else { continue }
            failures.append(error)
            if mode == .firstError, error.severity == .error { break }
        }
        return failures
    }

    /// The explanation steps of the answers: each check passed or failed, in check order.
    /// - Parameter answers: one answer per check, in order; a check without one fails as cancelled.
    public func steps(for answers: [RemoteAnswer]) -> [RuleStep] {
        checks.enumerated().map { index, check in
            let answer = index < answers.count ? answers[index] : .failed(.cancelled(url: check.rule.url))
            let error = check.error(for: answer)
            return RuleStep(
                attribute: check.attribute, rule: check.rule.name, outcome: error.map { .failed($0.key) } ?? .passed,
                origin: check.origin, severity: error?.severity ?? .error)
        }
    }

    /// Sends the checks and returns the errors of those that did not pass.
    /// - Parameters:
    ///   - remote: the client that carries the checks.
    ///   - isolation: the caller's actor; leave the default.
    public func failures(with remote: RemoteValidator, isolation: isolated (any Actor)? = #isolation) async
        -> [ValidationError]
    {
        failures(for: await answers(with: remote, isolation: isolation))
    }
}
