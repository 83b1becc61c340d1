/// Where a record came from: its input, the line it starts on, and its position in that input.
struct RecordLocation: Sendable, Hashable, CustomStringConvertible {
    /// The input's name as the user gave it (`events.jsonl`), or `<stdin>`.
    let file: String
    /// The 1-based line the record starts on.
    let line: Int
    /// The 0-based position of the record in its input, counting malformed records too.
    let index: Int

    /// `file:line`.
    var description: String { "\(file):\(line)" }
}
