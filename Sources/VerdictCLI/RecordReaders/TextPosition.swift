/// A 1-based line and column in a text, moved forward over the bytes a reader consumes.
///
/// Columns count Unicode scalars (UTF-8 continuation bytes do not count), as editors show them.
struct TextPosition: Sendable, Hashable {
    /// The 1-based line.
    var line = 1
    /// The 1-based column.
    var column = 1

    /// Moves past `bytes[range]`.
    mutating func advance(over bytes: [UInt8], _ range: Range<Int>) {
        var line = self.line
        var column = self.column
        for i in range {
            let c = bytes[i]
            if c == 0x0A {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }
}
