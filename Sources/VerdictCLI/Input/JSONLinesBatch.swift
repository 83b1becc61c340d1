import Verdict

/// JSON lines that are framed but not yet parsed, with their bytes copied out of the reader's buffer.
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

    /// Parses every line, in order.
    func items() -> [RecordItem] {
        bytes.withUnsafeBufferPointer { buffer in
            entries.map { entry in
                switch entry {
                case .done(let item):
                    return item
                case .line(let range, let location):
                    return JSONLinesRecordReader.item(
                        parsing: UnsafeBufferPointer(rebasing: buffer[range]), at: location)
                }
            }
        }
    }
}
