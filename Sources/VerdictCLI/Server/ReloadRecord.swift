import Foundation
import Synchronization
import VerdictLua

/// The last reload of the rules directory, as `GET /v1/status` reports it: when it was tried,
/// whether it was accepted, and every problem of a refused one.
final class ReloadRecord: Sendable {
    /// One reload's outcome.
    struct Outcome: Sendable {
        /// When the reload was tried.
        var at: Date
        /// Whether the new rule set is serving.
        var isAccepted: Bool
        /// Every problem of a refused reload, file by file; empty when accepted.
        var problems: [RuleFileIssue]
    }

    private let last = Mutex<Outcome?>(nil)

    /// A record with no reload yet.
    init() {}

    /// The last reload; `nil` before the first.
    var lastOutcome: Outcome? { last.withLock { $0 } }

    /// Records a reload's result, as ``VerdictLua/RuleEngine/watch(every:onReload:)`` reports it.
    func record(_ failure: RuleLoadFailure?) {
        let outcome = Outcome(at: Date(), isAccepted: failure == nil, problems: failure?.issues ?? [])
        last.withLock { $0 = outcome }
    }
}
