import Verdict

/// Reads a `.json` input: an array of records, one object, or several values one after another.
///
/// A top-level array is streamed: the reader parses one element at a time from a chunk buffer, so
/// a file of millions of records takes little memory. Each element is reported with the line it
/// starts on. A malformed element is an error item; the reader then skips to the next `,` or `]`
/// outside strings and brackets and goes on. Outside an array, values are read one after another
/// (one object, or concatenated objects); there an error ends the input, since nothing marks where
/// the next record starts. A record larger than ``maximumRecordLength`` is not buffered further:
/// the parser's error at that point is reported.
struct JSONRecordReader: BufferedRecordReader, PausableRecordReader {
    private enum State {
        case start, firstElement, element, afterElement, afterArray, stream, finished
    }

    /// The largest record that is buffered whole.
    let maximumRecordLength: Int
    private var buffer: ChunkBuffer
    private var state = State.start
    /// The line and column of `buffer.start`.
    private var position = TextPosition()
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
        while true {
            // Every state below reads on from a byte that is not whitespace; with one buffered, it
            // does not wait (a record cut off in the middle still waits for its end).
            if !waitsForInput, state != .finished, !hasBufferedText, !buffer.canRefillWithoutWaiting { return nil }
            switch state {
            case .finished:
                return nil
            case .start:
                guard let c = try peek() else {
                    state = .finished
                    return nil
                }
                if c == UInt8(ascii: "[") {
                    advance(to: buffer.start + 1)
                    state = .firstElement
                } else {
                    state = .stream
                }
            case .firstElement:
                guard let c = try peek() else {
                    return structuralError("unexpected end of input in array")
                }
                if c == UInt8(ascii: "]") {
                    advance(to: buffer.start + 1)
                    state = .afterArray
                } else {
                    state = .element
                }
            case .element:
                guard try peek() != nil else {
                    return structuralError("unexpected end of input, expected a value")
                }
                return try readRecord(inArray: true)
            case .afterElement:
                guard let c = try peek() else {
                    return structuralError("unexpected end of input in array, expected ',' or ']'")
                }
                if c == UInt8(ascii: ",") {
                    advance(to: buffer.start + 1)
                    state = .element
                } else if c == UInt8(ascii: "]") {
                    advance(to: buffer.start + 1)
                    state = .afterArray
                } else {
                    let item = errorItem("expected ',' or ']' after array element")
                    try skipElement()
                    return item
                }
            case .afterArray:
                state = .finished
                guard try peek() != nil else { return nil }
                return errorItem("unexpected text after the JSON array")
            case .stream:
                guard try peek() != nil else {
                    state = .finished
                    return nil
                }
                return try readRecord(inArray: false)
            }
        }
    }

    // MARK: Records

    /// Parses the value at `buffer.start`, reading more of the input while it is cut off.
    private mutating func readRecord(inArray: Bool) throws(InputError) -> RecordItem {
        let location = RecordLocation(file: name, line: position.line, index: index)
        index += 1
        while true {
            let start = buffer.start
            let outcome = buffer.bytes.withUnsafeBufferPointer { bytes in
                Result { () throws(JSONReadError) in
                    try JSONReader().readValue(in: bytes, at: start)
                }
            }
            let canGrow = !buffer.isAtEnd && buffer.available <= maximumRecordLength
            switch outcome {
            case .success(let (value, end)):
                if end == buffer.bytes.count, canGrow {
                    try buffer.refill(toAtLeast: 2 * buffer.available)
                    continue
                }
                advance(to: end)
                if inArray { state = .afterElement }
                return .checked(value, at: location)
            case .failure(let error):
                if error.isTruncated, canGrow {
                    try buffer.refill(toAtLeast: 2 * buffer.available)
                    continue
                }
                let failure = RecordReadError.json(
                    error, file: name, line: location.line, column: position.column)
                if inArray {
                    try skipElement()
                } else {
                    state = .finished
                }
                return RecordItem(location: location, result: .failure(failure))
            }
        }
    }

    /// An error item at the current position that ends the input.
    private mutating func structuralError(_ reason: String) -> RecordItem {
        state = .finished
        return errorItem(reason)
    }

    private mutating func errorItem(_ reason: String) -> RecordItem {
        let location = RecordLocation(file: name, line: position.line, index: index)
        index += 1
        let error = RecordReadError(
            file: name, line: position.line, column: position.column, reason: reason)
        return RecordItem(location: location, result: .failure(error))
    }

    // MARK: Bytes

    /// Whether a byte other than whitespace is buffered.
    private var hasBufferedText: Bool {
        buffer.bytes[buffer.start...].contains { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
    }

    /// Skips whitespace, reading as needed; the next byte, or `nil` at the end of the input.
    private mutating func peek() throws(InputError) -> UInt8? {
        while true {
            let bytes = buffer.bytes
            var i = buffer.start
            while i < bytes.count {
                let c = bytes[i]
                if c != 0x20, c != 0x0A, c != 0x0D, c != 0x09 {
                    advance(to: i)
                    return c
                }
                i += 1
            }
            advance(to: i)
            guard try buffer.refill() else { return nil }
        }
    }

    /// Skips a malformed element: up to the next `,` or `]` outside strings and brackets.
    private mutating func skipElement() throws(InputError) {
        state = .afterElement
        var depth = 0
        var inString = false
        var escaped = false
        while true {
            let bytes = buffer.bytes
            var i = buffer.start
            while i < bytes.count {
                let c = bytes[i]
                if inString {
                    if escaped {
                        escaped = false
                    } else if c == UInt8(ascii: "\\") {
                        escaped = true
                    } else if c == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if c == UInt8(ascii: "\"") {
                    inString = true
                } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                    depth += 1
                } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") || c == UInt8(ascii: ",") {
                    if depth == 0 {
                        advance(to: i)
                        return
                    }
                    if c != UInt8(ascii: ",") { depth -= 1 }
                }
                i += 1
            }
            advance(to: i)
            guard try buffer.refill() else {
                state = .finished
                return
            }
        }
    }

    /// Consumes bytes up to `offset`, counting lines and columns.
    private mutating func advance(to offset: Int) {
        position.advance(over: buffer.bytes, buffer.start..<offset)
        buffer.consume(to: offset)
    }
}
