import Dispatch

/// Runs drafts and saves on threads of their own, off the threads that serve requests: a draft's
/// Lua may run up to its limits (an endless loop until its time limit), and meanwhile
/// `/v1/validate` must keep answering.
///
/// Drafts (``run(_:)``) run one at a time on the drafts' queue. Saves (``runSave(_:)``) run one at
/// a time on a queue of their own, whatever the drafts' queue does: a save's work — its copy of the
/// rules directory, its check, its examples, its write and the reload — is one step that no other
/// save comes between, so every save is checked against the directory as it will be written.
///
/// At most ``maximumWaiting`` drafts and saves wait; past that a request is refused (503) rather
/// than queued for ever.
final class DraftQueue: Sendable {
    private let drafts = DispatchQueue(label: "verdict.workbench.drafts")
    private let saves = DispatchQueue(label: "verdict.workbench.saves")
    private let admission: AdmissionLimit
    /// The most drafts and saves waiting or running at once.
    var maximumWaiting: Int { admission.maximum }

    /// A queue letting `maximumWaiting` drafts and saves wait.
    init(maximumWaiting: Int = 8) {
        admission = AdmissionLimit(maximum: maximumWaiting)
    }

    /// Too many drafts are waiting.
    struct Busy: Error {}

    /// Runs a draft's `work` after the drafts before it.
    /// - Throws: ``Busy`` when ``maximumWaiting`` drafts are waiting already, or what `work` throws.
    func run<Output: Sendable>(_ work: @escaping @Sendable () throws -> Output) async throws -> Output {
        try await run(work, on: drafts)
    }

    /// Runs a save's `work` — all of it, from the copy of the rules directory to the write — after
    /// the saves before it and before the saves after it.
    /// - Throws: ``Busy`` when ``maximumWaiting`` drafts are waiting already, or what `work` throws.
    func runSave<Output: Sendable>(_ work: @escaping @Sendable () throws -> Output) async throws -> Output {
        try await run(work, on: saves)
    }

    private func run<Output: Sendable>(
        _ work: @escaping @Sendable () throws -> Output, on queue: DispatchQueue
    ) async throws -> Output {
        let answer = try await admission.whenAdmitted {
            try await withCheckedThrowingContinuation { continuation in
                queue.async { continuation.resume(with: Result { try work() }) }
            }
        }
        guard let answer else { throw Busy() }
        return answer
    }
}
