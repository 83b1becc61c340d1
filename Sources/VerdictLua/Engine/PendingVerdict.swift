import Verdict

/// A record's verdict before its remote checks: the local phase of
/// ``RuleEngine/validate(_:model:scenario:options:remote:)``, and the checks it left to send.
///
/// ``RuleEngine/prepare(_:model:scenario:options:)`` makes one synchronously, holding a Lua runtime
/// only while the strategy chain runs; ``completed(with:)`` then sends the checks, without any
/// runtime, and returns the final verdict. A host that validates many records — `verdict validate`
/// — prepares them on its worker threads and completes, elsewhere, only those with checks.
///
/// How answers change the verdict:
/// - Every check passes: the verdict is ``local`` unchanged.
/// - A check fails: the record is invalid, decided by `rules` with the reason `N rules failed` —
///   what the rules strategy would have answered had it awaited its remote rules, before the
///   strategies after it (such as `default`) were asked. The failures are appended to the local
///   errors, in chain order; in first-error mode only the first is.
/// - The server said `false`: the rule's own message (`Username doesn't satisfy a remote
///   condition.`, or the rule's `message`).
/// - No usable answer — transport error, timeout, non-2xx status, a body other than `true` or
///   `false` — or not sent because the host is offline (``EvaluationOptions/isReachable`` is
///   `false`): the rule could not run, `Username could not be checked: remote check at URL: …`.
///   Never a silent pass.
public struct PendingVerdict: Sendable {
    /// The verdict of the strategy chain and `strict` without the remote checks: what the
    /// synchronous ``RuleEngine/validate(_:model:scenario:options:)`` returns.
    public let local: RecordVerdict
    /// The remote checks to make, in chain order; empty when there are none.
    public let remoteChecks: [RemoteCheck]
    /// All errors or the first one.
    let mode: ValidationMode
    /// Whether checks may be sent at all.
    let isReachable: Bool
    /// How many errors of ``local`` the rules strategy reported when it decided, else 0.
    let ruleErrorCount: Int

    /// A verdict with nothing left to check.
    init(complete verdict: RecordVerdict) {
        self.init(local: verdict, remoteChecks: [], mode: .allErrors, isReachable: true, ruleErrorCount: 0)
    }

    init(
        local: RecordVerdict, remoteChecks: [RemoteCheck], mode: ValidationMode, isReachable: Bool,
        ruleErrorCount: Int
    ) {
        self.local = local
        self.remoteChecks = remoteChecks
        self.mode = mode
        self.isReachable = isReachable
        self.ruleErrorCount = ruleErrorCount
    }

    /// Whether there are checks to send; when not, ``local`` is the final verdict.
    public var hasRemoteChecks: Bool { !remoteChecks.isEmpty }

    /// Sends the checks, all at once, and returns the final verdict.
    ///
    /// Each check is bounded by its rule's `timeout`. Offline (the options said the host is not
    /// reachable) nothing is sent and every check fails with ``RemoteError/Code/offline``.
    /// - Parameter remote: the client that carries the checks.
    /// - Returns: the verdict with the failures of the checks, if any.
    public func completed(with remote: RemoteValidator) async -> RecordVerdict {
        guard hasRemoteChecks else { return local }
        guard isReachable else {
            return completed(answers: remoteChecks.map { .failed(.offline(url: $0.rule.url)) })
        }
        return completed(answers: await remote.answers(to: remoteChecks))
    }

    /// Applies answers obtained some other way, one per check and in the same order.
    /// - Parameter answers: the answers; a check without one fails as cancelled.
    /// - Returns: the final verdict.
    public func completed(answers: [RemoteAnswer]) -> RecordVerdict {
        var failures: [ValidationError] = []
        for (index, check) in remoteChecks.enumerated() {
            let answer = index < answers.count ? answers[index] : .failed(.cancelled(url: check.rule.url))
            switch answer {
            case .accepted:
                continue
            case .rejected:
                if let error = check.error(for: answer) { failures.append(error) }
            case .failed(let error):
                failures.append(check.unansweredError(error))
            }
            if mode == .firstError, !failures.isEmpty { break }
        }
        guard !failures.isEmpty else { return local }
        var verdict = local
        let count = ruleErrorCount + failures.count
        verdict.isValid = false
        verdict.errors += failures
        verdict.strategy = "rules"
        verdict.reason = RulesStrategy.reason(failures: count)
        return verdict
    }
}
