/// A reader that can stop before a record it would have to wait for, so that records trickling
/// through a pipe are validated and reported as they come (``RecordReader/nextBatch(maximumCount:mayWait:)``).
protocol PausableRecordReader: RecordReader {
    /// Whether ``RecordReader/next()`` may wait for a writer; when `false`, it returns `nil` instead,
    /// leaving the reader where it was, as long as the input is not ready. `true` outside batches.
    var waitsForInput: Bool { get set }
}

extension PausableRecordReader {
    /// Collects up to `maximumCount` records; only the first may wait for a writer, and only if `mayWait`.
    mutating func nextBatch(maximumCount: Int, mayWait: Bool) throws(InputError) -> RecordBatch? {
        var items: [RecordItem] = []
        defer { waitsForInput = true }
        while items.count < maximumCount {
            waitsForInput = mayWait && items.isEmpty
            guard let item = try next() else { break }
            items.append(item)
        }
        return items.isEmpty ? nil : RecordBatch(items: items)
    }
}
