/// Keeps what a ``DiffPipeline`` found in memory, for an answer made at the end rather than lines
/// written as records come (the workbench's Impact panel).
///
/// It keeps the first ``limit`` records whose answer changed and the first ``limit`` that could not
/// be read, in input order, and counts those past the limit; unchanged records are only counted
/// (by the pipeline's ``DiffSummary``).
final class CollectingDiffReporter: DiffReporter {
    /// An input that could not be opened or read to its end.
    struct FailedInput: Sendable {
        /// The input's name.
        let name: String
        /// Why, in words.
        let reason: String
    }

    /// The most records kept of each kind.
    let limit: Int
    /// The first records whose answer changed, in input order.
    private(set) var changes: [RecordComparison] = []
    /// How many more changed but were not kept.
    private(set) var changesLeftOut = 0
    /// The first records that could not be read, in input order.
    private(set) var unreadable: [RecordComparison] = []
    /// How many more could not be read but were not kept.
    private(set) var unreadableLeftOut = 0
    /// The inputs that could not be opened or read to their end.
    private(set) var failedInputs: [FailedInput] = []
    /// The totals, once ``finish(_:)`` has them.
    private(set) var summary = DiffSummary()

    /// A reporter keeping up to `limit` records of each kind.
    init(limit: Int) {
        self.limit = limit
    }

    func report(_ comparison: RecordComparison) {
        switch comparison.change {
        case nil:
            if unreadable.count < limit { unreadable.append(comparison) } else { unreadableLeftOut += 1 }
        case .some(let change) where change.isChange:
            if changes.count < limit { changes.append(comparison) } else { changesLeftOut += 1 }
        case .some:
            break
        }
    }

    func inputFailed(file: String, error: any Error) {
        failedInputs.append(FailedInput(name: file, reason: "\(error)"))
    }

    func finish(_ summary: DiffSummary) {
        self.summary = summary
    }
}
