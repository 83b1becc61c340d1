/// Consecutive records of one input, handed over as a unit so that parsing can run in parallel.
///
/// A reader frames records (finds where each starts and ends) on its own thread; the costly part,
/// turning bytes into ``Verdict/Value``s, happens in ``items()``, on whichever thread calls it.
struct RecordBatch: Sendable {
    private enum Storage: Sendable {
        case parsed([RecordItem])
        case jsonLines(JSONLinesBatch)
        case csv(CSVBatch)
    }

    private let storage: Storage

    /// A batch of records that are already read.
    init(items: [RecordItem]) {
        storage = .parsed(items)
    }

    /// A batch of JSON lines still to be parsed.
    init(jsonLines: JSONLinesBatch) {
        storage = .jsonLines(jsonLines)
    }

    /// A batch of CSV rows still to be read.
    init(csv: CSVBatch) {
        storage = .csv(csv)
    }

    /// How many records the batch holds.
    var count: Int {
        switch storage {
        case .parsed(let items): items.count
        case .jsonLines(let batch): batch.count
        case .csv(let batch): batch.count
        }
    }

    /// The records, parsed now if they were not yet, in input order.
    /// - Parameter screening: Whether records may take the form the byte-level screen reads (CSV
    ///   rows as JSON objects). `false` keeps each as its reader makes it one at a time, for
    ///   verdicts that explain themselves: their steps would name the screen.
    func items(screening: Bool = true) -> [RecordItem] {
        switch storage {
        case .parsed(let items): items
        case .jsonLines(let batch): batch.items()
        case .csv(let batch): batch.items(screening: screening)
        }
    }
}
