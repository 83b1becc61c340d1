import Foundation
import Synchronization
import Verdict

/// Idle Lua runtimes of the rule-set version being served; many tasks validate at once, each
/// with a runtime of its own — no global lock around Lua.
///
/// A runtime is checked out under a mutex, used by one task, and returned. A validation always
/// gets a runtime of the version it started with: runtimes are prepared from that version's
/// sources when none is idle (about 50 µs plus compiling the rule files), and runtimes of a
/// version no longer served are dropped when returned.
final class RuntimePool: Sendable {
    private struct Box: @unchecked Sendable {  // a runtime is only touched by the task that checked it out
        let runtime: RuleRuntime
        /// The thread that returned it: the one whose core's caches hold its memory.
        let thread: ObjectIdentifier
    }

    private struct Inventory {
        var idle: [Box] = []
        var servedVersion = 0
    }

    private let inventory = Locked(Inventory())
    let limits: LuaLimits
    let maximumIdle: Int
    /// Whether the runtimes run a model's Lua rules over a JSON record in one call (``LuaRecordDriver``).
    let drivesRecords: Bool

    init(
        limits: LuaLimits, maximumIdle: Int = max(2, ProcessInfo.processInfo.activeProcessorCount * 2),
        drivesRecords: Bool = true
    ) {
        self.limits = limits
        self.maximumIdle = maximumIdle
        self.drivesRecords = drivesRecords
    }

    /// Serves `version` from now on, keeping `runtime` (already prepared for it) idle.
    func serve(version: Int, adopting runtime: RuleRuntime?) {
        runtime?.drivesRecords = drivesRecords
        let dropped: [Box] = inventory.withLock { inventory in
            inventory.servedVersion = version
            let old = inventory.idle
            inventory.idle = runtime.map { [Box(runtime: $0, thread: ObjectIdentifier(Thread.current))] } ?? []
            return old
        }
        _ = dropped  // released outside the lock
    }

    /// The Lua stack tops of the idle runtimes (for tests: each must be 0).
    var idleStackTops: [Int32] { inventory.withLock { $0.idle.map { $0.runtime.state.stackTop } } }

    /// The records the idle runtimes' record drivers ran, and the validation contexts they made
    /// (for tests).
    var drivenRecords: Int { inventory.withLock { $0.idle.reduce(0) { $0 + $1.runtime.drivenRecords } } }
    var drivenContexts: Int { inventory.withLock { $0.idle.reduce(0) { $0 + $1.runtime.drivenContexts } } }

    /// Runs `body` with a runtime prepared from `sources`: the one this thread used last when it is
    /// idle, so that a worker's runtime stays in its core's caches. (Handed from worker to worker
    /// batch after batch, the all-Lua side-by-side row kept 1.48 of its 2 cores busy.)
    func withRuntime<T>(_ sources: RuleSources, _ body: (RuleRuntime) throws -> T) throws -> T {
        let thread = ObjectIdentifier(Thread.current)
        let box: Box? = inventory.withLock { inventory in
            let sameVersion = { (box: Box) in box.runtime.version == sources.version }
            guard
                let i = inventory.idle.lastIndex(where: { sameVersion($0) && $0.thread == thread })
                    ?? inventory.idle.lastIndex(where: sameVersion)
            else { return nil }
            return inventory.idle.remove(at: i)
        }
        let runtime = try box?.runtime ?? RuleRuntime.prepared(from: sources, pool: self)
        defer {
            runtime.unbind()
            let returned = Box(runtime: runtime, thread: thread)
            // A runtime holding half its cap — a rule that hoards in globals, or garbage after a
            // memory error — is dropped, not reused: a fresh one starts from the files again, so a
            // leaking rule cannot leave the engine failing every later validation.
            let isLean = runtime.state.memoryInUse <= limits.memoryCap / 2
            inventory.withLock { inventory in
                if isLean, inventory.servedVersion == sources.version, inventory.idle.count < maximumIdle {
                    inventory.idle.append(returned)
                }
            }
        }
        return try body(runtime)
    }
}

extension RuleRuntime {
    /// A runtime with every rule file of `sources` run, its functions registered in load order.
    static func prepared(from sources: RuleSources, pool: RuntimePool) throws -> RuleRuntime {
        let runtime = try RuleRuntime(version: sources.version, limits: pool.limits)
        runtime.drivesRecords = pool.drivesRecords
        var loader = RuleFileLoader(runtime: runtime, pool: pool, sources: sources)
        for file in sources.files { loader.load(file.name, source: file.text) }
        let problems = loader.issues.filter { !$0.isWarning }
        guard problems.isEmpty, runtime.functions.count == sources.expectedFunctions else {
            let reason = problems.first?.description ?? "the rule files defined different functions this time"
            throw EngineError(message: "could not prepare a Lua runtime: \(reason)")
        }
        return runtime
    }
}
