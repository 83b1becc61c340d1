import Synchronization

/// A bound on how much work may wait or run at once: past it, new work is refused at once rather
/// than queued for ever. Shared by the server's validations (``ValidationWorkers``) and the
/// workbench's drafts and saves (``DraftQueue``).
final class AdmissionLimit: Sendable {
    private let admitted = Mutex(0)
    /// The most pieces of work waiting or running at once.
    let maximum: Int

    /// A limit of `maximum` pieces of work at once.
    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Runs `work` if fewer than ``maximum`` are admitted, counting it until it returns; `nil`
    /// when the limit is reached (the caller refuses the work).
    func whenAdmitted<Output>(_ work: () async throws -> Output) async rethrows -> Output? {
        guard admit() else { return nil }
        defer { release() }
        return try await work()
    }

    /// Counts one more piece of work if fewer than ``maximum`` are admitted: `false` when the
    /// limit is reached. Work admitted must be ``release()``d when it ends (for synchronous work,
    /// where ``whenAdmitted(_:)`` would wrap it in an asynchronous call).
    func admit() -> Bool {
        admitted.withLock { count -> Bool in
            guard count < maximum else { return false }
            count += 1
            return true
        }
    }

    /// Counts the end of a piece of work ``admit()`` admitted.
    func release() {
        admitted.withLock { $0 -= 1 }
    }
}
