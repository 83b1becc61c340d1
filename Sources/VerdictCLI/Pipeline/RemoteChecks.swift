import Dispatch
import Verdict
import VerdictLua

/// The remote phase of `verdict validate`: sends the checks of a window's records that have
/// `remote` rules and puts their final verdicts in place, before the window is reported.
///
/// The worker threads only prepare records (``RuleEngine/prepare(_:model:scenario:options:)``:
/// the strategy chain, with a Lua runtime), so no worker ever waits on the network. The records
/// left with checks are then completed from tasks, at most ``maxConcurrentRecords`` at a time,
/// each check bounded by its rule's `timeout`, while the reading thread waits for the window:
/// output stays in input order and memory stays bounded by the window. With `--offline` nothing
/// is sent and every check fails as `could not be checked: … not sent, offline`.
struct RemoteChecks: Sendable {
    /// The client that carries the checks.
    let remote: RemoteValidator
    /// How many records' checks may be in flight at once (`--remote-concurrency`).
    var maxConcurrentRecords = Self.defaultConcurrentRecords

    /// The default of ``maxConcurrentRecords``: enough to hide a round trip's latency without
    /// flooding a small server.
    static let defaultConcurrentRecords = 16

    /// Completes the pending verdicts of a window.
    /// - Parameter outcomes: the window's outcomes, batch by batch, as the workers left them.
    /// - Returns: the same outcomes, in the same order, each pending one with its final verdict.
    func complete(_ outcomes: [[RecordOutcome]]) -> [[RecordOutcome]] {
        var places: [(batch: Int, item: Int)] = []
        var pending: [RecordVerdict] = []
        for (batch, batchOutcomes) in outcomes.enumerated() {
            for (item, outcome) in batchOutcomes.enumerated() {
                guard let verdict = outcome.awaitingRemote else { continue }
                places.append((batch, item))
                pending.append(verdict)
            }
        }
        guard !pending.isEmpty else { return outcomes }
        let verdicts = AsyncWait.blocking { [self, pending] in await completeAll(pending) }
        var completed = outcomes
        for (place, verdict) in zip(places, verdicts) {
            completed[place.batch][place.item] = completed[place.batch][place.item].completed(with: verdict)
        }
        return completed
    }

    /// Completes verdicts, at most ``maxConcurrentRecords`` at a time.
    /// - Returns: the final verdicts, in the order given.
    func completeAll(_ pending: [RecordVerdict]) async -> [RecordVerdict] {
        var verdicts = pending
        let remote = self.remote
        let limit = Swift.max(1, maxConcurrentRecords)
        await withTaskGroup(of: (Int, RecordVerdict).self) { group in
            var next = 0
            while next < Swift.min(limit, pending.count) {
                let index = next
                group.addTask { (index, await pending[index].completed(with: remote)) }
                next += 1
            }
            for await (index, verdict) in group {
                verdicts[index] = verdict
                if next < pending.count {
                    let index = next
                    group.addTask { (index, await pending[index].completed(with: remote)) }
                    next += 1
                }
            }
        }
        return verdicts
    }
}
