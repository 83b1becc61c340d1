/// A 1-based line and column in a text, moved forward over the bytes a reader consumes.
///
/// Columns count Unicode scalars (UTF-8 continuation bytes do not count), as editors show them.
/// Lines end with LF, CRLF or a CR alone, as editors count them.
struct TextPosition: Sendable, Hashable {
    /// The 1-based line.
    var line = 1
    /// The 1-based column.
    var column = 1
    /// Whether the last byte passed was a CR, whose line a following LF must not end again.
    private var followsCarriageReturn = false

    /// Moves past `bytes[range]`.
    mutating func advance(over bytes: [UInt8], _ range: Range<Int>) {
        var line = self.line
        var column = self.column
        var followsCarriageReturn = self.followsCarriageReturn
        for i in range {
            let c = bytes[i]
            if c == 0x0A {
                if !followsCarriageReturn {
                    line += 1
                    column = 1
                }
            } else if c == 0x0D {
                line += 1
                column = 1
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            followsCarriageReturn = c == 0x0D
        }
        self.line = line
        self.column = column
        self.followsCarriageReturn = followsCarriageReturn
    }
}
