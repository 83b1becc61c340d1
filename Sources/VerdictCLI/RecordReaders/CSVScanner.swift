import Verdict

/// Finds the fields of one CSV record (RFC 4180) in buffered bytes.
///
/// Fields are separated by commas and records end with LF, CRLF or a CR alone (the line ends of
/// old Mac tools and some spreadsheet exports, which Python's csv module and most readers accept);
/// a quoted field may hold commas, line ends and doubled quotes (`""` for `"`). The scanner says
/// when it needs more bytes, so a record may span chunks.
enum CSVScanner {
    /// The outcome of scanning from a record's first byte.
    enum Outcome {
        /// The buffer ends inside the record; read more and scan again.
        case needsMore
        /// A record, and the offset just after its line end (or the end of the input).
        case record([CSVField], end: Int)
        /// A broken record: why, and the offset of the problem. The reader skips to the end of
        /// that line.
        case malformed(String, at: Int)
    }

    /// Scans the record that starts at `start`.
    /// - Parameters:
    ///   - bytes: The buffered input.
    ///   - start: The record's first byte.
    ///   - isAtEnd: Whether the input has nothing beyond `bytes`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, isAtEnd: Bool) -> Outcome {
        var fields: [CSVField] = []
        let n = bytes.count
        var i = start
        while true {
            let fieldStart = i
            let field: CSVField
            if i < n, bytes[i] == UInt8(ascii: "\"") {
                var text: [UInt8] = []
                i += 1
                var segment = i
                while true {
                    guard i < n else {
                        return isAtEnd
                            ? .malformed("unterminated quoted field", at: fieldStart) : .needsMore
                    }
                    guard bytes[i] == UInt8(ascii: "\"") else {
                        i += 1
                        continue
                    }
                    if i + 1 == n, !isAtEnd { return .needsMore }
                    text.append(contentsOf: bytes[segment..<i])
                    i += 1
                    guard i < n, bytes[i] == UInt8(ascii: "\"") else { break }
                    text.append(UInt8(ascii: "\""))
                    i += 1
                    segment = i
                }
                guard let string = text.withUnsafeBufferPointer({ UTF8Bytes.string($0) }) else {
                    return .malformed("invalid UTF-8 in field", at: fieldStart)
                }
                field = CSVField(text: string, isQuoted: true)
            } else {
                while i < n {
                    let c = bytes[i]
                    if c == UInt8(ascii: ",") || c == 0x0A || c == 0x0D { break }
                    if c == UInt8(ascii: "\"") {
                        return .malformed(
                            "quote inside an unquoted field; quote the whole field and double its quotes",
                            at: i)
                    }
                    i += 1
                }
                if i == n, !isAtEnd { return .needsMore }
                guard let string = UTF8Bytes.string(UnsafeBufferPointer(rebasing: bytes[fieldStart..<i])) else {
                    return .malformed("invalid UTF-8 in field", at: fieldStart)
                }
                field = CSVField(text: string, isQuoted: false)
            }
            fields.append(field)
            guard i < n else { return .record(fields, end: n) }
            switch bytes[i] {
            case UInt8(ascii: ","):
                i += 1
            case 0x0A:
                return .record(fields, end: i + 1)
            case 0x0D where i + 1 < n:
                return .record(fields, end: bytes[i + 1] == 0x0A ? i + 2 : i + 1)
            case 0x0D:
                // A CR last in the buffer may be the first half of a CRLF.
                return isAtEnd ? .record(fields, end: n) : .needsMore
            default:
                return .malformed("unexpected text after a closing quote", at: i)
            }
        }
    }
}
