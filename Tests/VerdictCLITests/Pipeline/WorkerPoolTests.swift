import Foundation
import Synchronization
import Testing

@testable import VerdictCLI

@Suite struct WorkerPoolTests {
    /// What the jobs of a test saw: each index run, by which thread, and the windows finished.
    final class Tally: Sendable {
        let runs = Mutex<[Int: [Int]]>([:])
        let threads = Mutex<Set<UInt64>>([])
        let finished = Mutex<[Int: Int]>([:])

        func ran(window: Int, index: Int) {
            runs.withLock { $0[window, default: []].append(index) }
            threads.withLock { _ = $0.insert(UInt64(pthread_self())) }
        }
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
            pool.run(count, { index in tally.ran(window: window, index: index) }) {
                let complete = tally.runs.withLock { ($0[window] ?? []).count } == count
                tally.finished.withLock { $0[window, default: 0] += complete ? 1 : 100 }
                done.leave()
            }
        }
        done.wait()
        for window in 0..<windows {
            let count = window % 4 == 3 ? 0 : 1 + window * 3
            #expect(tally.runs.withLock { ($0[window] ?? []).sorted() } == Array(0..<count))
            #expect(tally.finished.withLock { $0[window] } == 1, "window \(window)")
        }
        #expect(tally.threads.withLock { $0.count } <= threads)
    }

    /// Stopping lets the jobs already queued finish, then the workers end.
    @Test func jobsQueuedBeforeStopStillRun() {
        let pool = WorkerPool(threads: 2)
        let tally = Tally()
        let done = DispatchGroup()
        done.enter()
        pool.run(
            40,
            { index in
                usleep(200)
                tally.ran(window: 0, index: index)
            },
            finished: { done.leave() })
        pool.stop()
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(tally.runs.withLock { ($0[0] ?? []).sorted() } == Array(0..<40))
    }
}
