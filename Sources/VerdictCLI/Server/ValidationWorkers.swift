import Synchronization

/// The threads `verdict serve` validates on, off the threads that serve requests.
///
/// A validation is synchronous and may run Lua up to its limits; run on Swift's cooperative pool
/// (one thread a core), a few slow requests held every thread and `/health` waited behind them.
/// Here they run on a ``WorkerPool`` of their own, awaited without holding a thread, so the
/// cooperative threads stay free to read requests and answer `/health`.
///
/// At most ``maximumWaiting`` validations wait or run at once; past that a request is refused
/// (``Busy``, answered 503) rather than queued for ever.
final class ValidationWorkers: Sendable {
    private let pool: WorkerPool
    private let admitted = Mutex(0)
    /// The most validations waiting or running at once.
    let maximumWaiting: Int

    /// Starts `threads` workers, letting `maximumWaiting` validations wait.
    init(threads: Int, maximumWaiting: Int) {
        pool = WorkerPool(threads: max(1, threads))
        self.maximumWaiting = maximumWaiting
    }

    /// Too many validations are waiting.
    struct Busy: Error {}

    /// Runs `work` on a worker and returns what it returns.
    /// - Throws: ``Busy`` when ``maximumWaiting`` validations are waiting or running already, or
    ///   what `work` throws.
    func run<Output: Sendable>(_ work: @escaping @Sendable () throws -> Output) async throws -> Output {
        let isAdmitted = admitted.withLock { count -> Bool in
            guard count < maximumWaiting else { return false }
            count += 1
            return true
        }
        guard isAdmitted else { throw Busy() }
        defer { admitted.withLock { $0 -= 1 } }
        return try await withCheckedThrowingContinuation { continuation in
            pool.run(1, { _ in continuation.resume(with: Result { try work() }) }, finished: {})
        }
    }

    /// Lets the workers end once what is queued has run.
    func stop() {
        pool.stop()
    }
}
