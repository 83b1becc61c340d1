/// Why a JSON text could not be read, and where.
///
/// `line` and `column` are 1-based. Lines are counted by line feeds (so CRLF text counts right);
/// columns count Unicode scalars, not bytes, so they match what an editor shows. `offset` is the
/// 0-based byte offset of the problem in the buffer that was read.
///
/// ```
/// line 3, column 17: expected ',' or '}' after object field
/// ```
public struct JSONReadError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        /// The text is wrong where it stands.
        case syntax
        /// The text stopped before the value was complete.
        case truncated
    }

    private let kind: Kind
    /// What is wrong, e.g. `unterminated string`.
    public let reason: String
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public let column: Int
    /// The 0-based byte offset of the problem in the bytes that were read.
    public let offset: Int

    private init(kind: Kind, reason: String, line: Int, column: Int, offset: Int) {
        self.kind = kind
        self.reason = reason
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// `line L, column C: reason`.
    public var description: String { "line \(line), column \(column): \(reason)" }

    /// Whether the text ended before the value was complete (an unterminated string, a missing
    /// `}`, a cut-off literal): more bytes could make it valid. Streaming readers use it to read on.
    public var isTruncated: Bool { kind == .truncated }

    /// An error about the text at `offset` of `bytes`; line and column are counted from
    /// `lineOrigin`, the offset where line 1 starts.
    static func syntax(
        _ reason: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, lineOrigin: Int
    ) -> JSONReadError {
        located(.syntax, reason, offset, bytes, lineOrigin)
    }

    /// An error for text that ended too early; reported at `offset` (e.g. an opening quote).
    static func truncated(
        _ reason: String, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, lineOrigin: Int
    ) -> JSONReadError {
        located(.truncated, reason, offset, bytes, lineOrigin)
    }

    private static func located(
        _ kind: Kind, _ reason: String, _ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>,
        _ origin: Int
    ) -> JSONReadError {
        var line = 1
        var column = 1
        var i = min(max(origin, 0), bytes.count)
        let end = min(offset, bytes.count)
        while i < end {
            let c = bytes[i]
            if c == 0x0A {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return JSONReadError(kind: kind, reason: reason, line: line, column: column, offset: offset)
    }
}
