internal import CVerdictJSON
import Foundation
import Verdict

/// JSON lines that are framed but not yet read, with the reader's array of bytes they are in.
///
/// The reading thread only cuts the input into runs of whole lines and counts them; the thread
/// that calls ``items()`` finds each line again, and reads it. A batch keeps the reader's array
/// (``ChunkBuffer/bytes``, which a refill replaces rather than changes) instead of copying its
/// lines out of it; only a batch whose lines span two of the reader's arrays copies them into
/// one of its own.
struct JSONLinesBatch: Sendable {
    private enum Entry: Sendable {
        /// Whole lines in `bytes[range]`: the first is line `firstLine` of the input, and its first
        /// record is the input's record `firstIndex`.
        case lines(Range<Int>, firstLine: Int, firstIndex: Int)
        /// A record that needs no reading (a line too long, found while framing).
        case done(RecordItem)
    }

    /// The input's name, as records are reported under.
    let file: String
    /// The bytes the entries' ranges are in.
    private var bytes: [UInt8] = []
    /// Which of the reader's arrays `bytes` is (``ChunkBuffer/generation``); `nil` before the first
    /// lines, and once the batch has copied its lines into an array of its own.
    private var chunk: Int?
    private var entries: [Entry] = []
    /// How many records the batch holds.
    private(set) var count = 0

    /// An empty batch of records from the input named `file`.
    init(file: String) {
        self.file = file
    }

    /// Adds the whole lines `source[run]` (each through its line feed, the last one perhaps ending
    /// the input) that hold `records` records, the first line being line `firstLine` of the input
    /// and its first record the input's record `firstIndex`. `source` is the reader's array number
    /// `generation`.
    mutating func append(
        lines run: Range<Int>, of source: [UInt8], generation: Int, records: Int, firstLine: Int, firstIndex: Int
    ) {
        count += records
        if chunk == nil, bytes.isEmpty {
            bytes = source
            chunk = generation
        }
        if chunk == generation {
            entries.append(.lines(run, firstLine: firstLine, firstIndex: firstIndex))
            return
        }
        if chunk != nil { ownLines() }
        let start = bytes.count
        bytes.append(contentsOf: source[run])
        entries.append(.lines(start..<bytes.count, firstLine: firstLine, firstIndex: firstIndex))
    }

    /// Copies the lines read so far out of the reader's array into one of the batch's own.
    private mutating func ownLines() {
        var own: [UInt8] = []
        own.reserveCapacity(1 << 16)
        entries = entries.map { entry in
            guard case .lines(let run, let line, let index) = entry else { return entry }
            let start = own.count
            own.append(contentsOf: bytes[run])
            return .lines(start..<own.count, firstLine: line, firstIndex: index)
        }
        bytes = own
        chunk = nil
    }

    /// Adds a record that needs no reading (an error found while framing).
    mutating func append(_ item: RecordItem) {
        entries.append(.done(item))
        count += 1
    }

    /// Reads every line, in order: the records share the batch's bytes and one storage.
    func items() -> [RecordItem] {
        var ranges: [Range<Int>] = []
        var framed: [FramedRecord] = []
        ranges.reserveCapacity(count)
        framed.reserveCapacity(count)
        let file = RecordLocation.batchName(file)
        bytes.withUnsafeBufferPointer { bytes in
            for entry in entries {
                switch entry {
                case .done(let item): framed.append(.done(item))
                case .lines(let run, let line, let index):
                    frame(bytes, run, of: file, firstLine: line, firstIndex: index, into: &ranges, &framed)
                }
            }
        }
        return FramedRecord.items(framed, reading: bytes, in: ranges)
    }

    /// The records of the whole lines in `bytes[run]` of the input `file`: each line's range without
    /// its line end (LF or CRLF), and its place; blank lines are skipped, as they are not records.
    private func frame(
        _ bytes: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, of file: String, firstLine: Int, firstIndex: Int,
        into ranges: inout [Range<Int>], _ framed: inout [FramedRecord]
    ) {
        guard let base = bytes.baseAddress else { return }
        var start = run.lowerBound
        var line = firstLine
        var index = firstIndex
        while start < run.upperBound {
            let feed = memchr(base + start, 0x0A, run.upperBound - start)
            let end = feed.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? run.upperBound
            defer { start = end + 1 }
            if bytes[start] != UInt8(ascii: "{"), verdict_json_line_is_blank(base + start, end - start) {
                line += 1
                continue
            }
            let textEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
            ranges.append(start..<textEnd)
            framed.append(.located(RecordLocation(file: file, line: line, index: index)))
            line += 1
            index += 1
        }
    }
}
