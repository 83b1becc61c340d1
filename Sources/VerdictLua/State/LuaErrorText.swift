/// A Lua error message split into the `file:line:` prefix Lua puts in front and the text.
///
/// `rules/user.lua:3: attempt to call a nil value` gives file `rules/user.lua`, line 3.
/// A prefix repeated by re-raising (`coroutine.wrap` adds its own) is removed as well.
struct LuaErrorText {
    /// The file of the prefix, if the message has one.
    let file: String?
    /// The line of the prefix, if the message has one.
    let line: Int?
    /// The message without its prefix.
    let text: String

    /// Splits `message`.
    init(_ message: String) {
        guard let first = Self.prefix(of: message) else {
            self.init(file: nil, line: nil, text: message)
            return
        }
        var rest = first.rest
        while let again = Self.prefix(of: rest), again.file == first.file { rest = again.rest }
        self.init(file: first.file, line: first.line, text: rest)
    }

    private init(file: String?, line: Int?, text: String) {
        self.file = file
        self.line = line
        self.text = text
    }

    /// The first `something:digits: ` of a single-line prefix, if any.
    private static func prefix(of message: Substring) -> (file: String, line: Int, rest: String)? {
        var index = message.startIndex
        while let colon = message[index...].firstIndex(of: ":") {
            let head = message[..<colon]
            if head.contains("\n") { return nil }
            let digits = message[message.index(after: colon)...].prefix {
                $0.isASCII && $0.isNumber
            }
            let after = digits.endIndex
            if !digits.isEmpty, !head.isEmpty, message[after...].hasPrefix(": "),
                let line = Int(digits)
            {
                let rest = message[message.index(after, offsetBy: 2)...]
                return (String(head), line, String(rest))
            }
            index = message.index(after: colon)
        }
        return nil
    }

    private static func prefix(of message: String) -> (file: String, line: Int, rest: String)? {
        prefix(of: message[...])
    }
}
