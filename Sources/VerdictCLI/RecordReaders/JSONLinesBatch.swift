internal import CVerdictJSON
import Foundation
import Verdict

/// JSON lines that are framed but not yet read, with their bytes copied out of the reader's buffer.
///
/// The reading thread only cuts the input into runs of whole lines and counts them; the thread
/// that calls ``items()`` finds each line again, and reads it.
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
    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    /// How many records the batch holds.
    private(set) var count = 0

    /// An empty batch of records from the input named `file`.
    init(file: String) {
        self.file = file
    }

    /// Adds whole lines (each through its line feed, the last one perhaps ending the input) that
    /// hold `records` records, the first line being line `firstLine` of the input and its first
    /// record the input's record `firstIndex`.
    mutating func append(lines: UnsafeBufferPointer<UInt8>, records: Int, firstLine: Int, firstIndex: Int) {
        // Room for a typical batch at once, rather than growing by doubling.
        if bytes.isEmpty { bytes.reserveCapacity(Swift.max(lines.count, 1 << 16)) }
        let start = bytes.count
        bytes.append(contentsOf: lines)
        entries.append(.lines(start..<bytes.count, firstLine: firstLine, firstIndex: firstIndex))
        count += records
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
