import Dispatch
import Verdict

/// Asynchronous work run from synchronous code — the pipeline's reading thread, a command's
/// `run()` — which blocks until it ends.
enum AsyncWait {
    /// Runs `work` in a detached task and blocks the calling thread (never a worker or a thread of
    /// the task pool) until it ends.
    static func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let slot = ResultSlot<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            slot.store(await work())
            done.signal()
        }
        done.wait()
        guard let value = slot.take() else { preconditionFailure("the awaited work ended without a result") }
        return value
    }
}

/// One value handed from a task to a waiting thread (behind a ``Locked``, which ThreadSanitizer sees).
private final class ResultSlot<T: Sendable>: Sendable {
    private let value = Locked<T?>(nil)

    func store(_ result: T) { value.withLock { $0 = result } }

    func take() -> T? { value.withLock { $0.take() } }
}
