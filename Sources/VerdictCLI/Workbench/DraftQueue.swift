import Dispatch
import Synchronization

/// Runs drafts one at a time on a thread of their own, off the threads that serve requests: a
/// draft's Lua may run up to its limits (an endless loop until its time limit), and meanwhile
/// `/v1/validate` must keep answering.
///
/// At most ``maximumWaiting`` drafts wait; past that a request is refused (503) rather than queued
/// for ever.
final class DraftQueue: Sendable {
    private let queue = DispatchQueue(label: "verdict.workbench.drafts")
    private let waiting = Mutex(0)
    /// The most drafts waiting or running at once.
    let maximumWaiting: Int

    /// A queue letting `maximumWaiting` drafts wait.
    init(maximumWaiting: Int = 8) {
        self.maximumWaiting = maximumWaiting
    }

    /// Too many drafts are waiting.
    struct Busy: Error {}

    /// Runs `work` after the drafts before it.
    /// - Throws: ``Busy`` when ``maximumWaiting`` drafts are waiting already, or what `work` throws.
    func run<Output: Sendable>(_ work: @escaping @Sendable () throws -> Output) async throws -> Output {
        let admitted = waiting.withLock { count -> Bool in
            guard count < maximumWaiting else { return false }
            count += 1
            return true
        }
        guard admitted else { throw Busy() }
        defer { waiting.withLock { $0 -= 1 } }
        return try await withCheckedThrowingContinuation { continuation in
            queue.async { continuation.resume(with: Result { try work() }) }
        }
    }
}
