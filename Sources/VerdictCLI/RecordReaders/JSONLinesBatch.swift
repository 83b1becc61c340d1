import Verdict

/// JSON lines that are framed but not yet read, with their bytes copied out of the reader's buffer.
struct JSONLinesBatch: Sendable {
    private enum Entry: Sendable {
        case line(Range<Int>, RecordLocation)
        case done(RecordItem)
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []

    /// How many records the batch holds.
    var count: Int { entries.count }

    /// Adds a line to parse later.
    mutating func append(_ line: UnsafeBufferPointer<UInt8>, at location: RecordLocation) {
        // Room for a typical batch at once, rather than growing by doubling.
        if bytes.isEmpty { bytes.reserveCapacity(Swift.max(line.count * 300, 1 << 16)) }
        let start = bytes.count
        bytes.append(contentsOf: line)
        entries.append(.line(start..<bytes.count, location))
    }

    /// Adds a record that needs no parsing (an error found while framing).
    mutating func append(_ item: RecordItem) {
        entries.append(.done(item))
    }

    /// Reads every line, in order: the records share the batch's bytes and one storage.
    func items() -> [RecordItem] {
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(entries.count)
        for case .line(let range, _) in entries { ranges.append(range) }
        var records = InputRecord.read(bytes, in: ranges).makeIterator()
        return entries.map { entry in
            switch entry {
            case .done(let item):
                return item
            case .line(_, let location):
                // One result per line, in order.
                guard let record = records.next() else { preconditionFailure("a line without its record") }
                return JSONLinesRecordReader.item(reading: record, at: location)
            }
        }
    }
}
