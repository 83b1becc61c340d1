import Dispatch
import Verdict

/// Reads records once and validates each against two rule sets (`verdict diff`), handing every
/// record's pair of answers to a reporter in input order.
///
/// The records are read as `verdict validate` reads them (``RecordSource``, the same formats,
/// malformed records reported with their file and line), a window of batches at a time. Each batch
/// is parsed once and validated by both evaluators on one worker; the window's remote checks, if
/// any, are then sent for each side (``RemoteChecks``), and its records compared and reported.
/// Reading, validating and reporting take turns rather than overlap as in ``ValidationPipeline``:
/// a diff is a review, not a stream to keep up with. Memory stays bounded by the window.
struct DiffPipeline {
    /// Validates with the rules as they are.
    let old: RecordEvaluator
    /// Validates with the rules as they would be.
    let new: RecordEvaluator
    /// Worker threads; one validates on the reading thread.
    let jobs: Int
    /// The remote phase, when either side's model has `remote` rules.
    var remoteChecks: RemoteChecks?
    /// Records per batch.
    var batchSize = 256
    /// When to stop: once it has passed, no further window is validated and the summary says so
    /// (``DiffSummary/stoppedAtDeadline``); `nil` reads every input to its end. A window whose
    /// validation ends past it is not reported either: evaluators given the same instant
    /// (``VerdictLua/EvaluationOptions/deadline``) may have cut its answers short.
    var deadline: ContinuousClock.Instant?

    /// How many batches are validated at once.
    private var window: Int { Swift.max(1, jobs * 4) }

    /// Compares every record of the files and returns the totals; an input that cannot be opened or
    /// read to its end is reported to `reporter` and counted, and the next one is read.
    func run(files: [String], inputFormat: InputFormat?, reporter: any DiffReporter) -> DiffSummary {
        run(inputs: files, reporter: reporter) { file throws(InputError) in
            try RecordSource.open(file, format: inputFormat)
        }
    }

    /// Compares every record of the inputs that `open` opens by their names, one input after
    /// another, and returns the totals.
    ///
    /// An input that cannot be opened or read to its end is reported to `reporter` under its name
    /// and counted, and the next one is read. Past ``deadline``, the run stops: the windows
    /// validated before it are reported, the rest are not.
    func run(
        inputs names: [String], reporter: any DiffReporter,
        open: (String) throws(InputError) -> any RecordReader
    ) -> DiffSummary {
        var summary = DiffSummary()
        let workers = jobs > 1 ? WorkerPool(threads: jobs) : nil
        defer { workers?.stop() }
        for name in names where !summary.stoppedAtDeadline {
            do {
                var reader = try open(name)
                while let batches = try nextWindow(of: &reader) {
                    guard !isPastDeadline else {
                        summary.stoppedAtDeadline = true
                        break
                    }
                    let (olds, news) = evaluate(batches, on: workers)
                    guard !isPastDeadline else {
                        summary.stoppedAtDeadline = true
                        break
                    }
                    for b in olds.indices {
                        for i in olds[b].indices {
                            let comparison = RecordComparison(old: olds[b][i], new: news[b][i])
                            summary.count(comparison)
                            reporter.report(comparison)
                        }
                    }
                }
            } catch {
                summary.unreadableInputs += 1
                reporter.inputFailed(file: name, error: error)
            }
        }
        return summary
    }

    /// Whether ``deadline`` has passed.
    private var isPastDeadline: Bool { deadline.map { ContinuousClock.now >= $0 } ?? false }

    /// The next batches of an input, up to a window: waits for the first, takes the others only
    /// when they are at hand; `nil` at the end of the input.
    private func nextWindow(of reader: inout any RecordReader) throws(InputError) -> [RecordBatch]? {
        var batches: [RecordBatch] = []
        while batches.count < window,
            let batch = try reader.nextBatch(maximumCount: batchSize, mayWait: batches.isEmpty)
        {
            batches.append(batch)
        }
        return batches.isEmpty ? nil : batches
    }

    /// Both sides' outcomes of a window's batches, batch by batch, remote checks completed.
    private func evaluate(_ batches: [RecordBatch], on workers: WorkerPool?) -> (
        old: [[RecordOutcome]], new: [[RecordOutcome]]
    ) {
        let slots = Locked([BatchAnswers](repeating: BatchAnswers(), count: batches.count))
        let work: @Sendable (Int, Int) -> Void = { [old, new] index, _ in
            let items = batches[index].items()
            let answers = BatchAnswers(old: old.evaluate(items), new: new.evaluate(items))
            slots.withLock { $0[index] = answers }
        }
        if let workers {
            let done = DispatchSemaphore(value: 0)
            workers.run(batches.count, work) { done.signal() }
            done.wait()
        } else {
            for index in batches.indices { work(index, 0) }
        }
        let answers = slots.withLock { $0 }
        var olds = answers.map(\.old)
        var news = answers.map(\.new)
        if let remoteChecks {
            olds = remoteChecks.complete(olds)
            news = remoteChecks.complete(news)
        }
        return (olds, news)
    }
}

/// One batch's outcomes under each rule set, in input order.
private struct BatchAnswers: Sendable {
    var old: [RecordOutcome] = []
    var new: [RecordOutcome] = []
}
