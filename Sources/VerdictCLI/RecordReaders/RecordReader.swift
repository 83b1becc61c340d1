/// Reads the records of one input, one at a time, in order.
///
/// Each format has its reader: ``JSONLinesRecordReader``, ``JSONRecordReader``,
/// ``CSVRecordReader``, ``YAMLRecordReader``; ``RecordSource/open(_:format:)`` picks one.
/// A malformed record is an item with an error (see ``RecordItem``) and reading goes on; only a
/// failure of the input itself (a read error, a CSV header that cannot be used) is thrown.
protocol RecordReader {
    /// The input's name, as records are reported under.
    var name: String { get }

    /// What the records are read from: its size and how much of it has been read show progress.
    var input: ByteInput { get }

    /// The next record, or `nil` after the last one.
    /// - Throws: ``InputError`` when the input cannot be read further.
    mutating func next() throws(InputError) -> RecordItem?

    /// The next records, up to `maximumCount`, as a batch that can be parsed on another thread;
    /// `nil` after the last one. The batch's items follow every item returned before it.
    /// - Throws: ``InputError`` when the input cannot be read further.
    mutating func nextBatch(maximumCount: Int) throws(InputError) -> RecordBatch?

    /// Like ``nextBatch(maximumCount:)``, but when `mayWait` is false, returns what is at hand (or
    /// `nil`) rather than wait for a writer, so records that trickle through a pipe are reported as
    /// they come. Readers that cannot tell wait anyway.
    mutating func nextBatch(maximumCount: Int, mayWait: Bool) throws(InputError) -> RecordBatch?
}

extension RecordReader {
    /// The longest record (a JSON Lines line, a JSON or CSV record, a YAML document) any reader
    /// buffers by default: 64 MiB. One cap for every format: a longer one is an error item at the
    /// line it starts on, and reading goes on after it.
    static var defaultMaximumRecordLength: Int { 64 << 20 }

    /// Collects up to `maximumCount` items from ``next()``.
    mutating func nextBatch(maximumCount: Int) throws(InputError) -> RecordBatch? {
        var items: [RecordItem] = []
        while items.count < maximumCount, let item = try next() {
            items.append(item)
        }
        return items.isEmpty ? nil : RecordBatch(items: items)
    }

    /// Waits as ``nextBatch(maximumCount:)`` does.
    mutating func nextBatch(maximumCount: Int, mayWait: Bool) throws(InputError) -> RecordBatch? {
        try nextBatch(maximumCount: maximumCount)
    }

    /// Every remaining record. Meant for tests and small inputs: it holds them all in memory.
    /// - Throws: ``InputError`` when the input cannot be read further.
    mutating func readAll() throws(InputError) -> [RecordItem] {
        var items: [RecordItem] = []
        while let item = try next() { items.append(item) }
        return items
    }
}
