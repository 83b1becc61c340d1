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

    /// Reads every row, in order, to the records ``CSVRecordReader/next()`` reads.
    ///
    /// Each row that fits the header is written as a JSON object — its fields under the header's
    /// names, each as JSON that reads back as the field's value — and read by the JSON fast path,
    /// as a JSON line is: its fields are located, decoded only when a rule reads them, and a
    /// screen can clear the record without building it. Unless `screening` is `false`: then each
    /// row that fits is the object of its fields, as ``CSVRecordReader/next()`` makes it.
    func items(screening: Bool = true) -> [RecordItem] {
        let keys = header.map(Self.jsonKey)
        var json: [UInt8] = []
        json.reserveCapacity(bytes.count + bytes.count / 2 + 64)
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(entries.count)
        var framed: [FramedRecord] = []
        framed.reserveCapacity(entries.count)
        let file = RecordLocation.batchName(file)
        bytes.withUnsafeBufferPointer { buffer in
            for entry in entries {
                switch entry {
                case .done(let item):
                    framed.append(.done(item))
                case .row(let range, let line, let index):
                    let location = RecordLocation(file: file, line: line, index: index)
                    switch CSVScanner.scan(UnsafeBufferPointer(rebasing: buffer[range]), from: 0, isAtEnd: true) {
                    case .record(let fields, _):
                        let start = json.count
                        if screening, fields.count == header.count, Self.append(fields, under: keys, to: &json) {
                            ranges.append(start..<json.count)
                            framed.append(.located(location))
                        } else {
                            json.removeSubrange(start...)
                            framed.append(.done(CSVRecordReader.item(fields, header: header, at: location)))
                        }
                    case .malformed(let reason, let offset):
                        framed.append(.done(malformed(reason, at: offset, row: range, in: location)))
                    case .needsMore:
                        preconditionFailure("a scan to the end of the input needs no more bytes")
                    }
                }
            }
        }
        return FramedRecord.items(framed, reading: json, in: ranges)
    }

    /// The error of a row in `bytes[row]` found broken at `offset` within it: the row starts a
    /// line, so the error's column is counted from the line's first.
    private func malformed(_ reason: String, at offset: Int, row: Range<Int>, in location: RecordLocation)
        -> RecordItem
    {
        var position = TextPosition()
        position.line = location.line
        position.advance(over: bytes, row.lowerBound..<(row.lowerBound + offset))
        let error = RecordReadError(file: file, line: position.line, column: position.column, reason: reason)
        return RecordItem(location: location, result: .failure(error))
    }

    /// `"name":` for a header's name.
    private static func jsonKey(_ name: String) -> [UInt8] {
        var key: [UInt8] = [UInt8(ascii: "\"")]
        var name = name
        name.withUTF8 { utf8 in JSONWriter.escape(utf8) { key.append(contentsOf: $0) } }
        key += [UInt8(ascii: "\""), UInt8(ascii: ":")]
        return key
    }

    /// Appends a row's fields as a JSON object under `keys`, leaving out absent ones; `false` when
    /// some field has no JSON that reads back as its value (then what was appended is to be dropped).
    private static func append(_ fields: [CSVField], under keys: [[UInt8]], to json: inout [UInt8]) -> Bool {
        json.append(UInt8(ascii: "{"))
        var isFirst = true
        for (key, field) in zip(keys, fields) {
            if field.isAbsent { continue }
            if !isFirst { json.append(UInt8(ascii: ",")) }
            isFirst = false
            json.append(contentsOf: key)
            guard field.appendJSON(to: &json) else { return false }
        }
        json.append(UInt8(ascii: "}"))
        return true
    }
}
