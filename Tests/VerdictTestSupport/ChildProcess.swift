public import Foundation

/// Starts the tests' child processes so that they end with the test process, whatever happens
/// to it.
///
/// A test that crashes or is killed runs no `defer` and no `deinit`: a `verdict serve` it started
/// would go on running, holding its port, until the machine stops. On Linux each child is started
/// through `setpriv --pdeathsig KILL` (util-linux), which asks the kernel to kill it when its
/// parent ends; `setpriv` then runs the program in its place, so the process id, signals and exit
/// status are the program's own. The kernel takes the *thread* that started a child for its
/// parent, so every child is started from one thread that lives as long as the test process,
/// never from a pool thread that may exit while the child still runs.
public enum ChildProcess {
    /// Where `setpriv` is, when the system has it.
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Starts a configured process so that it ends with the test process.
    /// - Throws: what `Process.run()` throws.
    public static func run(_ process: Process) throws {
        #if os(Linux)
            if let setpriv, let program = process.executableURL {
                process.arguments = ["--pdeathsig", "KILL", "--", program.path] + (process.arguments ?? [])
                process.executableURL = URL(fileURLWithPath: setpriv)
            }
        #endif
        try Launcher.shared.perform { try process.run() }
    }
}

/// One thread, alive as long as the process, that starts every child.
private final class Launcher: @unchecked Sendable {
    static let shared = Launcher()

    private let condition = NSCondition()
    /// Work waiting for the thread; guarded by `condition`.
    private var queue: [() -> Void] = []

    private init() {
        let thread = Thread { [self] in serve() }
        thread.name = "child-process launcher"
        thread.start()
    }

    /// Runs `work` on the launcher's thread and waits for it.
    func perform(_ work: @escaping () throws -> Void) throws {
        let outcome = Outcome()
        let job = {
            do { try work() } catch { outcome.failure = error }
            outcome.done.signal()
        }
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
        outcome.done.wait()
        if let failure = outcome.failure { throw failure }
    }

    /// What a job left for the thread that waits for it: set before `done` is signalled.
    private final class Outcome: @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        var failure: (any Error)?
    }

    private func serve() {
        while true {
            condition.lock()
            while queue.isEmpty { condition.wait() }
            let job = queue.removeFirst()
            condition.unlock()
            job()
        }
    }
}
