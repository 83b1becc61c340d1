import Foundation
import Testing

@testable import VerdictCLI

@Suite struct WorkerPoolTests {
    /// What the jobs of a test saw: each index run, by which thread, and the windows finished.
    /// Guarded by a lock the thread sanitizer sees (a pthread mutex).
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var runs: [Int: [Int]] = [:]
        private var threads: Set<UInt64> = []
        private var finished: [Int: Int] = [:]

        func ran(window: Int, index: Int) {
            lock.withLock {
                runs[window, default: []].append(index)
                threads.insert(UInt64(pthread_self()))
            }
        }

        func finish(window: Int, expecting count: Int) {
            lock.withLock {
                let complete = (runs[window] ?? []).count == count
                finished[window, default: 0] += complete ? 1 : 100
            }
        }

        func runs(of window: Int) -> [Int] { lock.withLock { (runs[window] ?? []).sorted() } }
        func finishes(of window: Int) -> Int? { lock.withLock { finished[window] } }
        var threadCount: Int { lock.withLock { threads.count } }
    }

    /// Windows queued one after the other, more jobs than threads: every job runs once, on at most
    /// as many threads as the pool has, and each window's `finished` runs once, after all of its jobs.
    @Test(arguments: [1, 2, 3])
    func runsEveryJobOnceAndFinishesEachWindowOnce(threads: Int) {
        let pool = WorkerPool(threads: threads)
        defer { pool.stop() }
        let tally = Tally()
        let windows = 12
        let done = DispatchGroup()
        for window in 0..<windows {
            let count = window % 4 == 3 ? 0 : 1 + window * 3
            done.enter()
            pool.run(count, { index, _ in tally.ran(window: window, index: index) }) {
                tally.finish(window: window, expecting: count)
                done.leave()
            }
        }
        done.wait()
        for window in 0..<windows {
            let count = window % 4 == 3 ? 0 : 1 + window * 3
            #expect(tally.runs(of: window) == Array(0..<count))
            #expect(tally.finishes(of: window) == 1, "window \(window)")
        }
        #expect(tally.threadCount <= threads)
    }

    /// Stopping lets the jobs already queued finish, then the workers end.
    @Test func jobsQueuedBeforeStopStillRun() {
        let pool = WorkerPool(threads: 2)
        let tally = Tally()
        let done = DispatchGroup()
        done.enter()
        pool.run(
            40,
            { index, _ in
                usleep(200)
                tally.ran(window: 0, index: index)
            },
            finished: { done.leave() })
        pool.stop()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(tally.runs(of: 0) == Array(0..<40))
    }

    /// What a window's jobs hold is let go once they have run, while later windows are still
    /// queued: the pipeline keeps the queue from emptying, and a queue that kept taken jobs held
    /// every window's batches until then.
    @Test func letsGoOfARunJobWhileLaterJobsAreQueued() {
        final class Payload: Sendable {}
        let pool = WorkerPool(threads: 1)
        defer { pool.stop() }
        weak var released: Payload?
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        // The one worker waits at the gate until every later job is queued.
        done.enter()
        pool.run(1, { _, _ in gate.wait() }, finished: { done.leave() })
        do {
            let payload = Payload()
            released = payload
            done.enter()
            pool.run(1, { _, _ in withExtendedLifetime(payload) {} }, finished: { done.leave() })
        }
        // The one worker runs the payload's job, then stops in this one with a third job queued.
        done.enter()
        pool.run(
            1,
            { _, _ in
                started.signal()
                proceed.wait()
            }, finished: { done.leave() })
        done.enter()
        pool.run(1, { _, _ in }, finished: { done.leave() })
        gate.signal()
        started.wait()
        #expect(released == nil)
        proceed.signal()
        #expect(done.wait(timeout: .now() + 10) == .success)
    }

    /// A job learns which worker runs it: a number below the pool's thread count, and never that of
    /// a worker busy with another job (what lets each worker format into a buffer of its own).
    @Test func eachJobRunsOnANumberedWorkerBusyWithNothingElse() {
        let pool = WorkerPool(threads: 3)
        defer { pool.stop() }
        let busy = Busy()
        let done = DispatchGroup()
        done.enter()
        pool.run(
            300,
            { _, worker in
                busy.start(worker)
                usleep(50)
                busy.end(worker)
            },
            finished: { done.leave() })
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(busy.clashes == 0)
        #expect(busy.workers.isSubset(of: [0, 1, 2]))
        #expect(busy.runs == 300)
    }

    /// Which workers are running a job, and how often one was handed a second.
    final class Busy: @unchecked Sendable {
        private let lock = NSLock()
        private var running: Set<Int> = []
        private var seen: Set<Int> = []
        private var clashCount = 0
        private var runCount = 0

        func start(_ worker: Int) {
            lock.withLock {
                if !running.insert(worker).inserted { clashCount += 1 }
                seen.insert(worker)
                runCount += 1
            }
        }

        func end(_ worker: Int) { _ = lock.withLock { running.remove(worker) } }
        var clashes: Int { lock.withLock { clashCount } }
        var workers: Set<Int> { lock.withLock { seen } }
        var runs: Int { lock.withLock { runCount } }
    }
}
