import Foundation
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
///   strategies after it (such as `default`) were asked. The failures follow the local errors, in
///   chain order; in first-error mode only the first is kept. Each is worded as ``RemotePhase``
///   says: the rule's own message for the server's `false`, `Username could not be checked: remote
///   check at URL: …` when no usable answer came — or none was sent because the host is offline
///   (``EvaluationOptions/isReachable`` is `false`). Never a silent pass.
public struct PendingVerdict: Sendable {
    /// The verdict of the strategy chain and `strict` without the remote checks: what the
    /// synchronous ``RuleEngine/validate(_:model:scenario:options:)`` returns.
    public let local: RecordVerdict
    /// The remote checks to make, how many failures to keep, whether to send at all.
    public let remote: RemotePhase

    /// The remote checks to make, in chain order; empty when there are none.
    public var remoteChecks: [RemoteCheck] { remote.checks }

    /// Whether there are checks to send; when not, ``local`` is the final verdict.
    public var hasRemoteChecks: Bool { !remote.isEmpty }

    /// Sends the checks, all at once, and returns the final verdict.
    ///
    /// Each check is bounded by its rule's `timeout`. Offline nothing is sent and every check fails
    /// with ``RemoteError/Code/offline``.
    /// - Parameter remote: the client that carries the checks.
    /// - Returns: the verdict with the failures of the checks, if any.
    public func completed(with remote: RemoteValidator) async -> RecordVerdict {
        guard hasRemoteChecks else { return local }
        return completed(answers: await self.remote.answers(with: remote))
    }

    /// Applies answers obtained some other way, one per check and in the same order.
    /// - Parameter answers: the answers; a check without one fails as cancelled.
    /// - Returns: the final verdict.
    public func completed(answers: [RemoteAnswer]) -> RecordVerdict {
        var explanation = local.explanation
        explanation?.rules += remote.steps(for: answers)
        return RecordVerdict(
            decision: local.decision.completed(remoteFailures: remote.failures(for: answers)),
            strictErrors: local.strictErrors, version: local.version, explanation: explanation)
    }
}
