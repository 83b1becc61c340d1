import Verdict

/// Why one record of an input could not be read: the input is not what it claims at this place.
///
/// Its description names the file and line, then the column where there is one:
/// `events.jsonl:7:23: expected ',' or '}' after object field`.
struct RecordReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input's name.
    let file: String
    /// The 1-based line of the problem.
    let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars, when known.
    let column: Int?
    /// What is wrong.
    let reason: String

    /// `file:line:column: reason`, or `file:line: reason` without a column.
    var description: String {
        if let column { return "\(file):\(line):\(column): \(reason)" }
        return "\(file):\(line): \(reason)"
    }

    /// A JSON syntax error in text that starts at `line`, `column` of `file`.
    static func json(_ error: JSONReadError, file: String, line: Int, column: Int = 1)
        -> RecordReadError
    {
        RecordReadError(
            file: file, line: line + error.line - 1,
            column: error.line == 1 ? column + error.column - 1 : error.column, reason: error.reason
        )
    }

    /// A value that is not an object where a record was expected.
    static func notAnObject(_ kind: Value.Kind, at location: RecordLocation) -> RecordReadError {
        let found: String
        switch kind {
        case .null: found = "null"
        case .array: found = "an array"
        case .object: found = "an object"
        case .int, .double, .largeInteger: found = "a number"
        case .bool: found = "a boolean"
        case .string: found = "a string"
        case .date: found = "a date"
        case .data: found = "binary data"
        }
        return RecordReadError(
            file: location.file, line: location.line, column: nil,
            reason: "a record must be an object, found \(found)")
    }

    /// A line longer than the reader accepts.
    static func lineTooLong(limit: Int, file: String, line: Int) -> RecordReadError {
        RecordReadError(
            file: file, line: line, column: nil,
            reason: "line is longer than \(ByteCount(limit)), skipped")
    }
}

/// A byte count for messages: `64 MiB`, `512 KiB`, `300 bytes`.
struct ByteCount: CustomStringConvertible {
    let bytes: Int
    init(_ bytes: Int) { self.bytes = bytes }

    var description: String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
