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
    mutating func append(_ line: ArraySlice<UInt8>, at location: RecordLocation) {
        let start = bytes.count
        bytes.append(contentsOf: line)
        entries.append(.line(start..<bytes.count, location))
    }

    /// Adds a record that needs no parsing (an error found while framing).
    mutating func append(_ item: RecordItem) {
        entries.append(.done(item))
    }

    /// Reads every line, in order: each record shares the batch's bytes.
    func items() -> [RecordItem] {
        entries.map { entry in
            switch entry {
            case .done(let item):
                return item
            case .line(let range, let location):
                return JSONLinesRecordReader.item(reading: bytes, in: range, at: location)
            }
        }
    }
}
