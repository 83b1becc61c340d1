import Verdict

/// CSV rows that are framed but not yet read, with their bytes copied out of the reader's buffer.
///
/// The reading thread only finds where each row ends (``CSVRecordReader/nextBatch(maximumCount:mayWait:)``);
/// the thread that calls ``items()`` scans its fields and makes its record.
struct CSVBatch: Sendable {
    private enum Entry: Sendable {
        /// A row in `bytes[range]`, through its line end: line `line` of the input, its record
        /// `index`. It starts a line, and no quoted field of it goes on past its line end.
        case row(Range<Int>, line: Int, index: Int)
        /// A record that needs no reading (read while framing: a row across lines, or the rows the
        /// buffer did not hold whole).
        case done(RecordItem)
    }

    /// The input's name, as records are reported under.
    let file: String
    /// The column names of the input's header row.
    let header: [String]
    private var bytes: [UInt8] = []
    private var entries: [Entry] = []

    /// An empty batch of rows from the input named `file`, whose header names `header`.
    init(file: String, header: [String]) {
        self.file = file
        self.header = header
    }

    /// How many records the batch holds.
    var count: Int { entries.count }

    /// Adds the row in `row` (through its line end), line `line` of the input and its record `index`.
    mutating func append(row: UnsafeBufferPointer<UInt8>, line: Int, index: Int) {
        // Room for a typical batch at once, rather than growing by doubling.
        if bytes.isEmpty { bytes.reserveCapacity(Swift.max(row.count, 1 << 16)) }
        let start = bytes.count
        bytes.append(contentsOf: row)
        entries.append(.row(start..<bytes.count, line: line, index: index))
    }

    /// Adds a record that needs no reading.
    mutating func append(_ item: RecordItem) {
        entries.append(.done(item))
    }

    /// Reads every row, in order, as ``CSVRecordReader/next()`` reads it.
    func items() -> [RecordItem] {
        bytes.withUnsafeBufferPointer { buffer in
            entries.map { entry in
                switch entry {
                case .done(let item):
                    return item
                case .row(let range, let line, let index):
                    return item(
                        UnsafeBufferPointer(rebasing: buffer[range]), at: range.lowerBound, line: line, index: index)
                }
            }
        }
    }

    /// The record of one row: its fields under the header's names, or why it is broken.
    private func item(_ row: UnsafeBufferPointer<UInt8>, at offset: Int, line: Int, index: Int) -> RecordItem {
        let location = RecordLocation(file: file, line: line, index: index)
        switch CSVScanner.scan(row, from: 0, isAtEnd: true) {
        case .record(let fields, _):
            return CSVRecordReader.item(fields, header: header, at: location)
        case .malformed(let reason, let at):
            // The row starts a line, so its position is the line's first column.
            var position = TextPosition()
            position.line = line
            position.advance(over: bytes, offset..<(offset + at))
            let error = RecordReadError(file: file, line: position.line, column: position.column, reason: reason)
            return RecordItem(location: location, result: .failure(error))
        case .needsMore:
            preconditionFailure("a scan to the end of the input needs no more bytes")
        }
    }
}
