import Foundation
import Verdict

/// Reads CSV (RFC 4180) with a header row that names the attributes.
///
/// Each later row is a record: an object from header names to typed values (see ``CSVField``).
/// Blank lines are skipped. A row with the wrong number of fields, a stray quote, or invalid
/// UTF-8 is an error item with its line and column, and reading goes on at the next line. A
/// header that is broken, has an empty name, or repeats a name is thrown: nothing else can be
/// read. A record longer than ``maximumRecordLength`` (say, after an unbalanced quote) is reported
/// at the line it starts on, and reading goes on at the next line.
struct CSVRecordReader: BufferedRecordReader, PausableRecordReader {
    /// The longest record that is buffered whole.
    let maximumRecordLength: Int
    private var buffer: ChunkBuffer
    /// The line and column of `buffer.start`.
    private var position = TextPosition()
    private var header: [String]?
    private var index = 0
    var waitsForInput = true

    /// The input's name.
    var name: String { buffer.name }
    var input: ByteInput { buffer.input }

    /// Reads on from a buffer that may already hold the first bytes.
    init(buffer: ChunkBuffer, maximumRecordLength: Int) {
        self.buffer = buffer
        self.maximumRecordLength = maximumRecordLength
    }

    mutating func next() throws(InputError) -> RecordItem? {
        while let (row, start) = try nextRow() {
            let location = RecordLocation(file: name, line: start.line, index: index)
            switch row {
            case .failure(let error):
                if header == nil {
                    throw .content(
                        "malformed header: \(error.reason)", file: name, line: error.line)
                }
                index += 1
                return RecordItem(location: location, result: .failure(error))
            case .success(let fields):
                if fields.count == 1, !fields[0].isQuoted, fields[0].text.isEmpty { continue }
                guard let header else {
                    header = try Self.names(fields, file: name, line: start.line)
                    continue
                }
                index += 1
                return Self.item(fields, header: header, at: location)
            }
        }
        return nil
    }

    /// The record of a row's fields under the header's names, or why the row does not fit the header.
    static func item(_ fields: [CSVField], header: [String], at location: RecordLocation) -> RecordItem {
        guard fields.count == header.count else {
            let reason =
                "record has \(fields.count) field\(fields.count == 1 ? "" : "s"), the header has \(header.count)"
            let error = RecordReadError(file: location.file, line: location.line, column: nil, reason: reason)
            return RecordItem(location: location, result: .failure(error))
        }
        var object = [String: Value](minimumCapacity: header.count)
        for (name, field) in zip(header, fields) {
            if let value = field.value { object[name] = value }
        }
        return RecordItem(location: location, result: .success(InputRecord(.object(object))))
    }

    /// Frames up to `maximumCount` rows and leaves their reading to the batch.
    mutating func nextBatch(maximumCount: Int) throws(InputError) -> RecordBatch? {
        try nextBatch(maximumCount: maximumCount, mayWait: true)
    }

    /// Frames up to `maximumCount` rows and leaves their reading to the batch; only the first may
    /// wait for a writer, and only if `mayWait`.
    ///
    /// A row that ends at its first line end (its quotes even before it: no quoted field goes on
    /// past it) is only found here; any other row — across lines, or not all buffered — and the
    /// header are read here as ``next()`` reads them.
    mutating func nextBatch(maximumCount: Int, mayWait: Bool) throws(InputError) -> RecordBatch? {
        defer { waitsForInput = true }
        var batch: CSVBatch?
        var items: [RecordItem] = []
        while (batch?.count ?? items.count) < maximumCount {
            guard let header else {
                waitsForInput = mayWait && items.isEmpty
                guard let item = try next() else { break }
                items.append(item)
                continue
            }
            if batch == nil {
                var framed = CSVBatch(file: name, header: header)
                for item in items { framed.append(item) }
                batch = framed
            }
            let start = buffer.start
            if let (contentEnd, end) = singleLineRow(from: start) {
                if contentEnd > start {
                    buffer.bytes.withUnsafeBufferPointer {
                        batch?.append(
                            row: UnsafeBufferPointer(rebasing: $0[start..<end]), line: position.line, index: index)
                    }
                    index += 1
                }
                // The row holds no line end: only its own moves the position to the next line. Its
                // last byte is passed too, so a CR that ended the line before it is forgotten.
                position.advance(over: buffer.bytes, max(start, contentEnd - 1)..<end)
                buffer.consume(to: end)
                continue
            }
            waitsForInput = mayWait && batch?.count == 0
            guard let item = try next() else { break }
            batch?.append(item)
        }
        if let batch { return batch.count == 0 ? nil : RecordBatch(csv: batch) }
        return items.isEmpty ? nil : RecordBatch(items: items)
    }

    /// Where the row at `start` ends when it is a single buffered line: the end of its text and
    /// of its line end (LF, CRLF or a CR alone; none at the end of the input). `nil` when its line
    /// is not all buffered, or holds an odd number of quotes (a quoted field goes on past it).
    private func singleLineRow(from start: Int) -> (contentEnd: Int, end: Int)? {
        let isAtEnd = buffer.isAtEnd
        return buffer.bytes.withUnsafeBufferPointer { bytes -> (Int, Int)? in
            let n = bytes.count
            guard let base = bytes.baseAddress, start < n else { return nil }
            // The line ends at its first LF or CR, looked for in a window that doubles until it
            // holds one: a file whose lines end in CR alone never has its whole buffer searched
            // for a LF on every line.
            var windowEnd = min(n, start + 256)
            var i = start
            while true {
                i = Self.offset(
                    of: 0x0D, in: base, from: start, to: Self.offset(of: 0x0A, in: base, from: start, to: windowEnd))
                if i < windowEnd || windowEnd == n { break }
                windowEnd = min(n, start + 2 * (windowEnd - start))
            }
            // Its quotes are counted up to there.
            var quotes = 0
            var quote = Self.offset(of: UInt8(ascii: "\""), in: base, from: start, to: i)
            while quote < i {
                quotes &+= 1
                quote = Self.offset(of: UInt8(ascii: "\""), in: base, from: quote + 1, to: i)
            }
            guard quotes & 1 == 0 else { return nil }
            if i == n { return isAtEnd && i > start ? (i, i) : nil }
            if bytes[i] == 0x0A { return (i, i + 1) }
            // A CR last in the buffer may be the first half of a CRLF.
            if i + 1 < n { return (i, bytes[i + 1] == 0x0A ? i + 2 : i + 1) }
            return isAtEnd ? (i, n) : nil
        }
    }

    /// The column names of a header row.
    private static func names(_ fields: [CSVField], file: String, line: Int) throws(InputError)
        -> [String]
    {
        var seen = Set<String>()
        for (n, field) in fields.enumerated() {
            if field.text.isEmpty {
                throw .content(
                    "empty column name in the header (column \(n + 1))", file: file, line: line)
            }
            if !seen.insert(field.text).inserted {
                throw .content(
                    "column name '\(field.text)' appears twice in the header", file: file,
                    line: line)
            }
        }
        return fields.map(\.text)
    }

    /// The fields of the next row, or why it is broken, with the position it starts at; `nil` at the
    /// end, or when the row is not all buffered and the reader must not wait.
    private mutating func nextRow() throws(InputError) -> (
        Result<[CSVField], RecordReadError>, TextPosition
    )? {
        while true {
            let start = buffer.start
            let isAtEnd = buffer.isAtEnd
            if start == buffer.bytes.count, isAtEnd { return nil }
            let outcome = buffer.bytes.withUnsafeBufferPointer {
                CSVScanner.scan($0, from: start, isAtEnd: isAtEnd)
            }
            let rowStart = position
            switch outcome {
            case .needsMore where buffer.available <= maximumRecordLength:
                // Nothing of this row is consumed yet, so pausing here resumes at the same row.
                if !waitsForInput, !buffer.canRefillWithoutWaiting { return nil }
                try buffer.refill(toAtLeast: 2 * buffer.available)
            case .needsMore:
                let error = RecordReadError(
                    file: name, line: rowStart.line, column: nil,
                    reason:
                        "record is longer than \(ByteCount(maximumRecordLength)) (an unbalanced quote?), skipped to the next line"
                )
                try skipLine(from: start)
                return (.failure(error), rowStart)
            case .record(let fields, let end):
                advance(to: end)
                return (.success(fields), rowStart)
            case .malformed(let reason, let offset):
                advance(to: offset)
                let error = RecordReadError(
                    file: name, line: position.line, column: position.column, reason: reason)
                try skipLine(from: offset)
                return (.failure(error), rowStart)
            }
        }
    }

    /// Where the first `byte` in `base[start..<end]` is, or `end`.
    private static func offset(of byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let hit = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Consumes through the line end (LF, CRLF or CR) of the line at `offset`, reading as needed.
    private mutating func skipLine(from offset: Int) throws(InputError) {
        advance(to: offset)
        while true {
            if let end = buffer.bytes[buffer.start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                if buffer.bytes[end] == 0x0D, end + 1 == buffer.bytes.count, try buffer.refill() { continue }
                let crlf = buffer.bytes[end] == 0x0D && end + 1 < buffer.bytes.count && buffer.bytes[end + 1] == 0x0A
                advance(to: end + (crlf ? 2 : 1))
                return
            }
            advance(to: buffer.bytes.count)
            guard try buffer.refill() else { return }
        }
    }

    private mutating func advance(to offset: Int) {
        position.advance(over: buffer.bytes, buffer.start..<offset)
        buffer.consume(to: offset)
    }
}
