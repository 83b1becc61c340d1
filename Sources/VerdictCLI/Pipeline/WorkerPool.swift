import Foundation

/// The threads that validate a run's batches when it has more than one job: one per job, started
/// with the run and kept until it ends, each taking the next batch of the windows handed to it.
///
/// Threads of their own rather than Dispatch's: `concurrentPerform` parks its threads when a
/// window's last batch is taken and wakes them for the next window, and the kernel often woke two
/// of them on one core while the other stood idle (seen for 4 to 16 ms at a time in runs of the
/// side-by-side benchmark on two cores). A worker here sleeps only when nothing is queued, which
/// the reading thread, a window ahead, seldom lets happen.
final class WorkerPool: @unchecked Sendable {
    /// One batch to validate: `work(index, worker)`, then `group`'s count goes down by one.
    private struct Job {
        let index: Int
        let work: @Sendable (_ index: Int, _ worker: Int) -> Void
        let group: Group
    }

    /// The batches of one window: `finished` is called once, when the last of them is done.
    private final class Group {
        var left: Int
        let finished: @Sendable () -> Void

        init(left: Int, finished: @escaping @Sendable () -> Void) {
            self.left = left
            self.finished = finished
        }
    }

    /// Guards `queue`, `isStopped` and every group's `left`; workers wait on it for jobs.
    /// Unchecked `Sendable`: all mutable state is read and written with the condition's lock held.
    private let condition = NSCondition()
    /// The jobs not yet taken, in order. A job leaves the queue when it is taken, so that its
    /// window's batches are freed as soon as their last job has run: a queue that kept taken jobs
    /// until it emptied held every window read meanwhile (the reading thread, a window ahead,
    /// seldom lets it empty), and memory grew with the input.
    private var queue: [Job] = []
    private var isStopped = false

    /// Starts `threads` workers, numbered from 0.
    init(threads: Int) {
        for number in 0..<threads {
            let worker = Thread { [self] in work(as: number) }
            worker.name = "verdict worker"
            worker.start()
        }
    }

    /// Queues `work(0, w)` through `work(count - 1, w)`, to run on the workers in that order (`w`
    /// the number of the worker running it); `finished` runs on the worker that ends the last of them.
    func run(
        _ count: Int, _ work: @escaping @Sendable (_ index: Int, _ worker: Int) -> Void,
        finished: @escaping @Sendable () -> Void
    ) {
        guard count > 0 else { return finished() }
        let group = Group(left: count, finished: finished)
        condition.lock()
        for index in 0..<count { queue.append(Job(index: index, work: work, group: group)) }
        // One job wakes one worker: a broadcast would wake them all, to find the queue empty.
        if count == 1 { condition.signal() } else { condition.broadcast() }
        condition.unlock()
    }

    /// Lets the workers end once the queue is empty; jobs already queued still run.
    func stop() {
        condition.lock()
        isStopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// A worker's life: the next job, until the pool is stopped and nothing is left.
    private func work(as number: Int) {
        while let job = take() {
            job.work(job.index, number)
            condition.lock()
            job.group.left -= 1
            let isLast = job.group.left == 0
            condition.unlock()
            if isLast { job.group.finished() }
        }
    }

    /// The next job, waiting for one; `nil` once the pool is stopped and the queue is empty.
    private func take() -> Job? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty {
            if isStopped { return nil }
            condition.wait()
        }
        // The pipeline queues at most two windows, eight jobs a worker: moving the rest up costs
        // little beside a batch's work.
        return queue.removeFirst()
    }
}
