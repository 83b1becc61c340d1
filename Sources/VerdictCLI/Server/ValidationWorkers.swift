/// The threads `verdict serve` validates on, off the threads that serve requests.
///
/// A validation is synchronous and may run Lua up to its limits; run on Swift's cooperative pool
/// (one thread a core), a few slow requests held every thread and `/health` waited behind them.
/// Here they run on a ``WorkerPool`` of their own, awaited without holding a thread, so the
/// cooperative threads stay free to read requests and answer `/health`.
///
/// A validation that runs no Lua is bounded by its record's size, not by the Lua limits, and takes
/// a few microseconds: it runs where it is asked for (``runHere(_:)``), since handing it to a
/// worker and back costs two thread wake-ups, more than the validation itself.
///
/// At most ``maximumWaiting`` validations wait or run at once, wherever they run; past that a
/// request is refused (``Busy``, answered 503) rather than queued for ever.
final class ValidationWorkers: Sendable {
    private let pool: WorkerPool
    private let admission: AdmissionLimit
    /// The most validations waiting or running at once.
    var maximumWaiting: Int { admission.maximum }

    /// Starts `threads` workers, letting `maximumWaiting` validations wait.
    init(threads: Int, maximumWaiting: Int) {
        pool = WorkerPool(threads: max(1, threads))
        admission = AdmissionLimit(maximum: maximumWaiting)
    }

    /// Too many validations are waiting.
    struct Busy: Error {}

    /// Runs `work` on a worker and returns what it returns.
    /// - Throws: ``Busy`` when ``maximumWaiting`` validations are waiting or running already, or
    ///   what `work` throws.
    func run<Output: Sendable>(_ work: @escaping @Sendable () throws -> Output) async throws -> Output {
        let pool = self.pool
        let answer = try await admission.whenAdmitted {
            try await withCheckedThrowingContinuation { continuation in
                pool.run(1, { _, _ in continuation.resume(with: Result { try work() }) }, finished: {})
            }
        }
        guard let answer else { throw Busy() }
        return answer
    }

    /// Runs `work` on the calling thread, counted among the validations waiting or running, and
    /// returns what it returns: for a validation that runs no Lua.
    /// - Throws: ``Busy`` when ``maximumWaiting`` validations are waiting or running already, or
    ///   what `work` throws.
    func runHere<Output>(_ work: () throws -> Output) throws -> Output {
        guard admission.admit() else { throw Busy() }
        defer { admission.release() }
        return try work()
    }

    /// Lets the workers end once what is queued has run.
    func stop() {
        pool.stop()
    }
}
