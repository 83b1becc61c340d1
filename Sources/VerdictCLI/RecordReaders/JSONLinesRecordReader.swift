internal import CVerdictJSON
import Foundation
import Verdict

/// Reads JSON Lines / NDJSON: one JSON object per line.
///
/// Lines end with LF or CRLF; blank lines are skipped and not counted as records. A line that is
/// not valid JSON, or not an object, is an error item with its line and column, and reading goes on
/// with the next line. A line longer than ``maximumLineLength`` is reported as an error without
/// being held whole: the reader drops its bytes as they arrive, so memory stays bounded by the
/// limit plus one chunk.
struct JSONLinesRecordReader: RecordReader {
    /// The longest line that is read; longer lines are errors.
    let maximumLineLength: Int
    private var buffer: ChunkBuffer
    /// How many bytes after `buffer.start` are known to hold no line feed.
    private var scanned = 0
    private var lineNumber = 0
    private var index = 0

    /// The input's name.
    var name: String { buffer.name }
    var input: ByteInput { buffer.input }

    /// Opens a file.
    /// - Throws: ``InputError`` naming the path when it cannot be opened.
    init(
        path: String, chunkSize: Int = ChunkBuffer.defaultChunkSize,
        maximumLineLength: Int = Self.defaultMaximumRecordLength
    ) throws(InputError) {
        let input = try ByteInput(path: path)
        self.init(
            buffer: ChunkBuffer(input: input, chunkSize: chunkSize),
            maximumLineLength: maximumLineLength)
    }

    /// Reads on from a buffer that may already hold the first bytes.
    init(buffer: ChunkBuffer, maximumLineLength: Int = Self.defaultMaximumRecordLength) {
        self.buffer = buffer
        self.maximumLineLength = maximumLineLength
    }

    mutating func next() throws(InputError) -> RecordItem? {
        switch try nextLine() {
        case nil:
            return nil
        case .tooLong(let location)?:
            return Self.tooLong(at: location, limit: maximumLineLength)
        case .text(let range, let location)?:
            return buffer.bytes.withUnsafeBufferPointer { bytes in
                Self.item(parsing: UnsafeBufferPointer(rebasing: bytes[range]), at: location)
            }
        }
    }

    /// Frames up to `maximumCount` lines and leaves their parsing to the batch.
    mutating func nextBatch(maximumCount: Int) throws(InputError) -> RecordBatch? {
        try nextBatch(maximumCount: maximumCount, mayWait: true)
    }

    /// Frames up to `maximumCount` lines; only the first may wait for a writer, and only if `mayWait`.
    ///
    /// Runs of whole lines are only counted here (``verdict_json_lines_frame``); the batch finds
    /// each line again on the thread that reads it. A line too long is framed here, one at a time.
    mutating func nextBatch(maximumCount: Int, mayWait: Bool) throws(InputError) -> RecordBatch? {
        var batch = JSONLinesBatch(file: buffer.name)
        while batch.count < maximumCount {
            let start = buffer.start
            let span = buffer.bytes.withUnsafeBufferPointer { bytes in
                verdict_json_lines_frame(
                    bytes.baseAddress.map { $0 + start }, bytes.count - start, maximumCount - batch.count,
                    maximumLineLength, buffer.isAtEnd)
            }
            if span.consumed > 0 {
                batch.append(
                    lines: start..<(start + span.consumed), of: buffer.bytes, generation: buffer.generation,
                    records: span.records, firstLine: lineNumber + 1, firstIndex: index)
                buffer.consume(to: start + span.consumed)
                scanned = 0
                lineNumber += span.lines
                index += span.records
                continue
            }
            if span.stoppedAtLongLine || buffer.isAtEnd {
                // A line too long, framed (and skipped) as ``next()`` frames it; or the end.
                switch try nextLine(mayWait: mayWait && batch.count == 0) {
                case nil: return batch.count == 0 ? nil : RecordBatch(jsonLines: batch)
                case .tooLong(let location)?: batch.append(Self.tooLong(at: location, limit: maximumLineLength))
                case .text(let range, let location)?:
                    buffer.bytes.withUnsafeBufferPointer {
                        batch.append(Self.item(parsing: UnsafeBufferPointer(rebasing: $0[range]), at: location))
                    }
                }
                continue
            }
            // The rest is the start of a line: read on, unless that would wait for a writer.
            if !(mayWait && batch.count == 0), !buffer.canRefillWithoutWaiting { break }
            try buffer.refill()
        }
        return batch.count == 0 ? nil : RecordBatch(jsonLines: batch)
    }

    /// The record of one line of JSON.
    static func item(parsing line: UnsafeBufferPointer<UInt8>, at location: RecordLocation)
        -> RecordItem
    {
        do {
            return .checked(try JSONReader().read(line), at: location)
        } catch {
            return RecordItem(
                location: location,
                result: .failure(.json(error, file: location.file, line: location.line)))
        }
    }

    /// The record of one line of JSON read as a ``Verdict/InputRecord`` (which decodes a field only
    /// when a rule reads it), or why the line is not JSON.
    static func item(reading record: Result<InputRecord, JSONReadError>, at location: RecordLocation) -> RecordItem {
        switch record {
        case .success(let record):
            return .checked(record, at: location)
        case .failure(let error):
            return RecordItem(
                location: location,
                result: .failure(.json(error, file: location.file, line: location.line)))
        }
    }

    private static func tooLong(at location: RecordLocation, limit: Int) -> RecordItem {
        RecordItem(
            location: location,
            result: .failure(.lineTooLong(limit: limit, file: location.file, line: location.line)))
    }

    // MARK: Framing

    private enum Line {
        /// A line's bytes in `buffer.bytes`, without its line end; valid until the next refill.
        case text(Range<Int>, RecordLocation)
        case tooLong(RecordLocation)
    }

    /// The next line that is not blank; `nil` at the end, or when it would wait and `mayWait` is false.
    private mutating func nextLine(mayWait: Bool = true) throws(InputError) -> Line? {
        while true {
            let start = buffer.start
            if let newline = findNewline(from: start + scanned) {
                buffer.consume(to: newline + 1)
                scanned = 0
                lineNumber += 1
                if let line = frame(start..<newline) { return line }
                continue
            }
            scanned = buffer.available
            if buffer.isAtEnd {
                guard buffer.available > 0 else { return nil }
                let end = buffer.bytes.count
                buffer.consume(to: end)
                scanned = 0
                lineNumber += 1
                if let line = frame(start..<end) { return line }
                continue
            }
            if buffer.available > maximumLineLength {
                lineNumber += 1
                let location = nextLocation()
                try skipRestOfLine()
                return .tooLong(location)
            }
            if !mayWait, !buffer.canRefillWithoutWaiting { return nil }
            try buffer.refill()
        }
    }

    /// The line in `range` (without its LF), or `nil` when it is blank.
    private mutating func frame(_ range: Range<Int>) -> Line? {
        var end = range.upperBound
        if end > range.lowerBound, buffer.bytes[end - 1] == 0x0D { end -= 1 }
        if range.count > maximumLineLength { return .tooLong(nextLocation()) }
        var i = range.lowerBound
        while i < end, buffer.bytes[i] == 0x20 || buffer.bytes[i] == 0x09 || buffer.bytes[i] == 0x0D { i += 1 }
        if i == end { return nil }
        return .text(range.lowerBound..<end, nextLocation())
    }

    private mutating func nextLocation() -> RecordLocation {
        defer { index += 1 }
        return RecordLocation(file: buffer.name, line: lineNumber, index: index)
    }

    private func findNewline(from offset: Int) -> Int? {
        let count = buffer.bytes.count
        guard offset < count else { return nil }
        return buffer.bytes.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress,
                let hit = memchr(base + offset, 0x0A, count - offset)
            else {
                return nil
            }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Drops bytes through the next line feed, reading as needed.
    private mutating func skipRestOfLine() throws(InputError) {
        scanned = 0
        while true {
            if let newline = findNewline(from: buffer.start) {
                buffer.consume(to: newline + 1)
                return
            }
            buffer.consume(to: buffer.bytes.count)
            guard try buffer.refill() else { return }
        }
    }
}
