internal import CVerdictAllocator
import Dispatch
import Foundation
import Verdict
import VerdictLua

/// Reads, validates and reports records, in parallel, in input order, with flat memory.
///
/// The reading thread frames records into batches; a window of batches is parsed, validated and
/// formatted on every core at once (by a ``WorkerPool`` of one thread a job, each worker writing
/// its batches' results into a buffer of its own) while the reading thread writes the window
/// before it (in input order) and reads the window after it. At most three windows of
/// `window × batchSize` records are in memory, however large the input.
struct ValidationPipeline {
    let engine: RuleEngine
    let model: String
    let scenario: String?
    let options: EvaluationOptions
    let jobs: Int
    let progress: ProgressBar?
    var batchSize = 256
    /// The remote phase, for a model with `remote` rules: a window's checks are sent before it is reported.
    var remoteChecks: RemoteChecks?
    /// The field each result carries (`--id`).
    var identifier: RecordIdentifier?
    /// Which record each result carries (`--emit`).
    var emission = Emission.verdict
    /// Where each record's decision is logged (`--decision-log`), with the rules' revision.
    var decisionLog: (log: DecisionLog, revision: String)?
    /// Counts failures by attribute and rule and stops the run at an error limit (`--summary`,
    /// `--report`, `--max-errors`); `nil` when nothing asks, and a record costs nothing more.
    var tally: FailureTally?

    /// How many batches are validated at once.
    private var window: Int { Swift.max(1, jobs * 4) }

    /// Validates every file and returns the totals.
    func run(files: [String], inputFormat: InputFormat?, reporter: any RecordReporter) -> RunSummary {
        // Batches, their bytes and their results are made and freed hundreds of times a second on
        // every thread: kept by the allocator, their pages fault once, not each time (page faults,
        // 100,000 side-by-side records, two jobs: 4,176 -> 1,998; wall time 0.099 -> 0.090 s).
        verdict_allocator_keep_freed(64 << 20)
        var summary = RunSummary()
        let workers = jobs > 1 ? WorkerPool(threads: jobs) : nil
        defer { workers?.stop() }
        // Workers format what they validate, unless this thread needs the outcomes themselves:
        // remote checks complete them, a tally counts them.
        let formatters =
            workers != nil && remoteChecks == nil && tally == nil ? WorkerFormatters(reporter, count: jobs) : nil
        for file in files where tally?.isStopped != true {
            do {
                var reader = try RecordSource.open(file, format: inputFormat)
                progress?.start(reader.input, recordsSoFar: summary.records)
                try run(&reader, workers: workers, formatters: formatters, reporter: reporter, summary: &summary)
                progress?.finish()
            } catch {
                progress?.finish()
                summary.unreadableInputs += 1
                reporter.inputFailed(file: file, error: error)
            }
        }
        return summary
    }

    private func run(
        _ reader: inout any RecordReader, workers: WorkerPool?, formatters: WorkerFormatters?,
        reporter: any RecordReporter, summary: inout RunSummary
    ) throws(InputError) {
        // With more than one job, a window is validated while the one before it is reported and
        // the one after it is read, so no core waits for the reading thread.
        var inFlight: WindowEvaluation?
        while true {
            var batches: [RecordBatch] = []
            // While a window is in flight, take only what is at hand: its results must not wait for a writer.
            while batches.count < window,
                let batch = try reader.nextBatch(maximumCount: batchSize, mayWait: batches.isEmpty && inFlight == nil)
            {
                batches.append(batch)
            }
            let next = batches.isEmpty ? nil : startEvaluating(batches, on: workers, formatters: formatters)
            if let inFlight {
                report(inFlight.results(), to: reporter, summary: &summary, isWholeWindow: inFlight.isWholeWindow)
                // Stopped at the error limit: the window read ahead is dropped unreported.
                if tally?.isStopped == true {
                    next?.wait()
                    return
                }
            } else if next == nil {
                return
            }
            inFlight = next
        }
    }

    /// Reports a window's results in input order: what the workers formatted, or the outcomes,
    /// after sending their remote checks.
    private func report(
        _ results: [BatchResult], to reporter: any RecordReporter, summary: inout RunSummary, isWholeWindow: Bool
    ) {
        if results.first?.formatted != nil {
            progress?.suspend()
            for result in results {
                summary.add(result.counts)
                reporter.write(formatted: result.formatted ?? [])
            }
            if !isWholeWindow { reporter.flush() }
            progress?.update(records: summary.records)
            return
        }
        var outcomes = results.map { $0.outcomes }
        if let remoteChecks { outcomes = remoteChecks.complete(outcomes) }
        progress?.suspend()
        // Indexing borrows each outcome instead of copying it; the reporter takes a batch at a time.
        for b in outcomes.indices {
            if let tally {
                let kept = tally.take(outcomes[b])
                if kept < outcomes[b].count { outcomes[b].removeSubrange(kept...) }
            }
            for i in outcomes[b].indices { summary.count(outcomes[b][i]) }
            reporter.report(outcomes[b])
            if tally?.isStopped == true { break }
        }
        // Fewer batches than a window: the input ended or is waiting for its writer; show what we have.
        if !isWholeWindow || tally?.isStopped == true { reporter.flush() }
        progress?.update(records: summary.records)
    }

    /// Starts validating a window: on this thread at once with one job (no `workers`), else on
    /// the workers, which format the results too when given `formatters`.
    private func startEvaluating(
        _ batches: [RecordBatch], on workers: WorkerPool?, formatters: WorkerFormatters?
    ) -> WindowEvaluation {
        let evaluation = WindowEvaluation(count: batches.count, isWholeWindow: batches.count >= window)
        let evaluator = RecordEvaluator(
            engine: engine, model: model, scenario: scenario, options: options,
            preparesRemoteChecks: remoteChecks != nil, identifier: identifier, emission: emission,
            decisionLog: decisionLog)
        // Explained verdicts would name the screen: CSV rows stay the objects they always were.
        let screening = !options.explains
        let work: @Sendable (Int, Int) -> Void = { index, worker in
            let outcomes = evaluator.evaluate(batches[index].items(screening: screening))
            guard let formatters else { return evaluation.store(index, BatchResult(outcomes: outcomes)) }
            var counts = RunSummary()
            for i in outcomes.indices { counts.count(outcomes[i]) }
            // The outcomes end here, on the worker: freeing them is part of its work too.
            evaluation.store(
                index, BatchResult(formatted: formatters.format(outcomes, on: worker), counts: counts))
        }
        if let workers {
            workers.run(batches.count, work) { evaluation.done.leave() }
        } else {
            for i in batches.indices { work(i, 0) }
            evaluation.done.leave()
        }
        return evaluation
    }
}

/// What a window's batch became: its outcomes, or the results a worker formatted from them with
/// their counts.
private struct BatchResult {
    var outcomes: [RecordOutcome] = []
    var formatted: [UInt8]?
    var counts = RunSummary()
}

/// A reporter for each worker, each writing into a console of its own.
///
/// Unchecked `Sendable`: worker `n` alone uses slot `n` (a ``WorkerPool`` runs one job at a time on
/// each of its threads), so no reporter or console is ever used by two threads at once.
final class WorkerFormatters: @unchecked Sendable {
    private let slots: [(console: Console, reporter: any RecordReporter)]

    /// Formatters of `reporter`'s format and options, one for each of `count` workers.
    init(_ reporter: any RecordReporter, count: Int) {
        slots = (0..<count).map { _ in
            let console = Console.collecting()
            return (console, reporter.formatter(writingInto: console))
        }
    }

    /// The results of `outcomes` as worker number `worker` formats them.
    func format(_ outcomes: [RecordOutcome], on worker: Int) -> [UInt8] {
        slots[worker].reporter.report(outcomes)
        return slots[worker].console.takeWritten()
    }
}

/// A window being validated: one slot per batch, written by exactly one worker each, read after
/// every worker finished.
private final class WindowEvaluation: @unchecked Sendable {
    private var slots: [BatchResult]
    /// Left when every batch is stored.
    let done = DispatchGroup()
    /// Whether the window is as large as a window gets (else the input ended or paused).
    let isWholeWindow: Bool

    init(count: Int, isWholeWindow: Bool) {
        slots = Array(repeating: BatchResult(), count: count)
        self.isWholeWindow = isWholeWindow
        done.enter()
    }

    func store(_ index: Int, _ value: BatchResult) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    /// What every batch became, in order, once the workers are done.
    func results() -> [BatchResult] {
        done.wait()
        return slots
    }

    /// Waits until the workers are done with the window, whose outcomes are not wanted.
    func wait() { done.wait() }
}
