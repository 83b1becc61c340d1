import Dispatch
import Foundation
import Verdict
import VerdictLua

/// Reads, validates and reports records, in parallel, in input order, with flat memory.
///
/// The reading thread frames records into batches; a window of batches is parsed and validated on
/// every core at once; results are then reported in input order, and the next window is read. At
/// most `window × batchSize` records are in memory, however large the input.
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

    /// Validates every file and returns the totals.
    func run(files: [String], inputFormat: InputFormat?, reporter: any RecordReporter) -> RunSummary {
        var summary = RunSummary()
        for file in files {
            do {
                var reader = try RecordSource.open(file, format: inputFormat)
                progress?.start(file: file)
                try run(&reader, reporter: reporter, summary: &summary)
                progress?.finish()
            } catch {
                progress?.finish()
                summary.unreadableInputs += 1
                reporter.inputFailed(file: file, error: error)
            }
        }
        return summary
    }

    private func run(_ reader: inout any RecordReader, reporter: any RecordReporter, summary: inout RunSummary)
        throws(InputError)
    {
        let window = Swift.max(1, jobs * 4)
        while true {
            var batches: [RecordBatch] = []
            while batches.count < window,
                let batch = try reader.nextBatch(maximumCount: batchSize, mayWait: batches.isEmpty)
            {
                batches.append(batch)
            }
            if batches.isEmpty { return }
            var outcomes = evaluate(batches)
            if let remoteChecks { outcomes = remoteChecks.complete(outcomes) }
            progress?.suspend()
            for batchOutcomes in outcomes {
                for outcome in batchOutcomes {
                    summary.count(outcome)
                    reporter.report(outcome)
                }
            }
            // Fewer batches than a window: the input ended or is waiting for its writer; show what we have.
            if batches.count < window { reporter.flush() }
            progress?.update(records: summary.records)
        }
    }

    private func evaluate(_ batches: [RecordBatch]) -> [[RecordOutcome]] {
        let results = ResultSlots(count: batches.count)
        let evaluator = RecordEvaluator(
            engine: engine, model: model, scenario: scenario, options: options,
            preparesRemoteChecks: remoteChecks != nil)
        let work: @Sendable (Int) -> Void = { index in
            results.store(index, batches[index].items().map(evaluator.evaluate))
        }
        if jobs == 1 {
            for i in batches.indices { work(i) }
        } else {
            DispatchQueue.concurrentPerform(iterations: batches.count, execute: work)
        }
        return results.values
    }

}

/// Validates one record read from an input; safe to call from every worker at once.
struct RecordEvaluator: Sendable {
    let engine: RuleEngine
    let model: String
    let scenario: String?
    let options: EvaluationOptions
    /// Whether records are only prepared, their remote checks left for ``RemoteChecks``.
    var preparesRemoteChecks = false

    func evaluate(_ item: RecordItem) -> RecordOutcome {
        switch item.result {
        case .failure(let error):
            return RecordOutcome(location: item.location, result: .unreadable(error.reason))
        case .success(let record):
            do {
                if preparesRemoteChecks { return try prepared(record, at: item.location) }
                let verdict = try engine.validate(record, model: model, scenario: scenario, options: options)
                return RecordOutcome(location: item.location, result: .validated(verdict))
            } catch {
                return RecordOutcome(location: item.location, result: .unreadable(error.description))
            }
        }
    }
}

/// One slot per batch, written by exactly one worker each, read after every worker finished.
private final class ResultSlots: @unchecked Sendable {
    private var slots: [[RecordOutcome]]
    init(count: Int) { slots = Array(repeating: [], count: count) }
    func store(_ index: Int, _ value: [RecordOutcome]) {
        slots.withUnsafeMutableBufferPointer { $0[index] = value }
    }
    var values: [[RecordOutcome]] { slots }
}
