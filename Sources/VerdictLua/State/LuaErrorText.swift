/// A Lua error message split into the `file:line:` prefix Lua puts in front and the text.
///
/// `rules/user.lua:3: attempt to call a nil value` gives file `rules/user.lua`, line 3.
/// A prefix repeated by re-raising (`coroutine.wrap` adds its own) is removed as well.
///
/// Linear in the message's length whatever it holds: a script chooses its error messages, and a
/// message of millions of colons or of repeated prefixes must not make reading it quadratic.
struct LuaErrorText {
    /// The file of the prefix, if the message has one.
    let file: String?
    /// The line of the prefix, if the message has one.
    let line: Int?
    /// The message without its prefix.
    let text: String

    /// How far into a message a `file:line: ` prefix is looked for (a chunk name is shorter).
    static let prefixSearchLimit = 4096

    /// Splits `message`.
    init(_ message: String) {
        guard let first = Self.prefix(of: message[...]) else {
            self.init(file: nil, line: nil, text: message)
            return
        }
        var rest = first.rest
        while let again = Self.prefix(of: rest), again.file == first.file { rest = again.rest }
        self.init(file: String(first.file), line: first.line, text: String(rest))
    }

    private init(file: String?, line: Int?, text: String) {
        self.file = file
        self.line = line
        self.text = text
    }

    /// The first `something:digits: ` of a single-line prefix, if any, and what follows it.
    ///
    /// Reads bytes, at most ``prefixSearchLimit`` of them: only the start of the first line can
    /// hold the prefix.
    private static func prefix(of message: Substring) -> (file: Substring, line: Int, rest: Substring)? {
        let bytes = message.utf8
        let end =
            bytes.index(bytes.startIndex, offsetBy: prefixSearchLimit, limitedBy: bytes.endIndex) ?? bytes.endIndex
        var i = bytes.startIndex
        while i < end {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\n") { return nil }
            if byte == UInt8(ascii: ":"), i > bytes.startIndex {
                var j = bytes.index(after: i)
                var line = 0
                var digits = 0
                while j < bytes.endIndex, digits < 18, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") {
                    line = line * 10 + Int(bytes[j] - UInt8(ascii: "0"))
                    digits += 1
                    j = bytes.index(after: j)
                }
                if digits > 0, j < bytes.endIndex, bytes[j] == UInt8(ascii: ":") {
                    let space = bytes.index(after: j)
                    if space < bytes.endIndex, bytes[space] == UInt8(ascii: " ") {
                        return (message[..<i], line, message[bytes.index(after: space)...])
                    }
                }
            }
            i = bytes.index(after: i)
        }
        return nil
    }
}
