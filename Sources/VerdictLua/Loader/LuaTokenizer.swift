/// Just enough of a Lua tokenizer to find table structure and names in a rule file: braces,
/// parentheses, names, `=`, `,`, `;`, `[`, strings and the `function` keyword, each with its line.
/// Comments are skipped; other tokens are `other`.
enum LuaTokenizer {
    struct Token: Sendable {
        enum Kind: Equatable, Sendable {
            case open, close, equals, comma, semicolon, string, function, name(String), other
            /// `(` and `)`: the commas of a call's arguments separate no table fields.
            case openParen, closeParen
            /// A `[` that opens an index (`["not"] = true`), not a long string.
            case bracket
        }
        let kind: Kind
        let line: Int
        /// The contents of a quoted string without escapes (a model's name), else `nil`.
        var text: String? = nil
    }

    static func tokens(of b: [UInt8]) -> [Token] {
        var out: [Token] = []
        var i = 0
        var line = 1
        let n = b.count
        func longBracketLevel(at j: Int) -> Int? {
            guard j < n, b[j] == UInt8(ascii: "[") else { return nil }
            var k = j + 1
            var level = 0
            while k < n, b[k] == UInt8(ascii: "=") { level += 1; k += 1 }
            return k < n && b[k] == UInt8(ascii: "[") ? level : nil
        }
        func skipLong(from j: Int, level: Int) -> Int {
            var k = j + level + 2
            while k < n {
                if b[k] == 10 { line += 1 }
                if b[k] == UInt8(ascii: "]") {
                    var m = k + 1
                    var l = 0
                    while m < n, b[m] == UInt8(ascii: "=") { l += 1; m += 1 }
                    if l == level, m < n, b[m] == UInt8(ascii: "]") { return m + 1 }
                }
                k += 1
            }
            return n
        }
        while i < n {
            let c = b[i]
            switch c {
            case 10:
                line += 1
                i += 1
            case 32, 9, 13:
                i += 1
            case UInt8(ascii: "-") where i + 1 < n && b[i + 1] == UInt8(ascii: "-"):
                if let level = longBracketLevel(at: i + 2) {
                    i = skipLong(from: i + 2, level: level)
                } else {
                    while i < n, b[i] != 10 { i += 1 }
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let startLine = line
                var k = i + 1
                var escaped = false
                while k < n, b[k] != c, b[k] != 10 {
                    if b[k] == UInt8(ascii: "\\"), k + 1 < n {
                        if b[k + 1] == 10 { line += 1 }
                        escaped = true
                        k += 1
                    }
                    k += 1
                }
                let text = escaped ? nil : String(decoding: b[(i + 1)..<min(k, n)], as: UTF8.self)
                out.append(Token(kind: .string, line: startLine, text: text))
                i = k + 1
            case UInt8(ascii: "["):
                if let level = longBracketLevel(at: i) {
                    let startLine = line
                    i = skipLong(from: i, level: level)
                    out.append(Token(kind: .string, line: startLine))
                } else {
                    out.append(Token(kind: .bracket, line: line))
                    i += 1
                }
            case UInt8(ascii: "{"):
                out.append(Token(kind: .open, line: line))
                i += 1
            case UInt8(ascii: "}"):
                out.append(Token(kind: .close, line: line))
                i += 1
            case UInt8(ascii: "("):
                out.append(Token(kind: .openParen, line: line))
                i += 1
            case UInt8(ascii: ")"):
                out.append(Token(kind: .closeParen, line: line))
                i += 1
            case UInt8(ascii: ","):
                out.append(Token(kind: .comma, line: line))
                i += 1
            case UInt8(ascii: ";"):
                out.append(Token(kind: .semicolon, line: line))
                i += 1
            case UInt8(ascii: "="):
                if i + 1 < n, b[i + 1] == UInt8(ascii: "=") {
                    out.append(Token(kind: .other, line: line))
                    i += 2
                } else {
                    out.append(Token(kind: .equals, line: line))
                    i += 1
                }
            case UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                i += i + 1 < n && b[i + 1] == UInt8(ascii: "=") ? 2 : 1
                out.append(Token(kind: .other, line: line))
            default:
                if isNameStart(c) {
                    var k = i + 1
                    while k < n, isNameStart(b[k]) || (b[k] >= 48 && b[k] <= 57) { k += 1 }
                    let name = String(decoding: b[i..<k], as: UTF8.self)
                    out.append(Token(kind: name == "function" ? .function : .name(name), line: line))
                    i = k
                } else {
                    out.append(Token(kind: .other, line: line))
                    i += 1
                }
            }
        }
        return out
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95
    }
}
