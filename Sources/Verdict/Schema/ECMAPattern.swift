/// Translates a regular expression of Verdict's dialect (ICU's, as `NSRegularExpression` reads
/// it) into ECMA-262's, the dialect of JSON Schema's `pattern`, read with the `u` flag (code
/// points), as validators such as ajv and Python's `regress` read it.
///
/// The translation never matches less than the original: where the dialects differ it takes a
/// superset and says the result is not exact.
/// - `\d`, `\w`, `\s` are Unicode classes in ICU and ASCII ones in ECMA-262: they become their ASCII
///   part or any non-ASCII character (`\d` → `[^\x00-/:-\x7F]`); `\D`, `\W`, `\S` become their
///   complements' ASCII negations.
/// - ICU's `.` stops at every line terminator (`\v`, `\f`, U+0085 too): it becomes a class that
///   says so, exactly. ICU's `$` also matches before a final line terminator: it becomes a
///   lookahead that allows one.
/// - What ECMA-262 cannot say or says differently — `\b`, lookbehind, possessive and atomic
///   groups, inline flags, `\p{…}`, set operations in classes, shorthand classes inside a class —
///   gives no translation (`nil`).
enum ECMAPattern {
    /// A translated pattern and whether it matches exactly what the original matches.
    struct Translation: Sendable, Hashable {
        /// The ECMA-262 pattern.
        var pattern: String
        /// Whether it matches exactly the strings the original matches.
        var isExact: Bool
    }

    /// ICU's line terminators, which `.` does not match.
    private static let dot = #"[^\n\v\f\r\u0085\u2028\u2029]"#
    /// ICU's `$`: the end, or before a line terminator that ends the text.
    private static let end = #"(?=(?:\r\n|[\n\v\f\r\u0085\u2028\u2029])?$)"#
    /// The characters ECMA-262 lets be escaped outside a class under the `u` flag.
    private static let syntaxCharacters = Set("^$\\.*+?()[]{}|/")

    /// The translation of `pattern`, or `nil` when ECMA-262 cannot say it.
    static func translate(_ pattern: String) -> Translation? {
        var reader = Reader(Array(pattern.unicodeScalars))
        var out = ""
        var exact = true
        while let c = reader.next() {
            switch c {
            case "\\":
                guard let escaped = reader.next() else { return nil }
                guard let piece = escape(escaped, reader: &reader, inClass: false, exact: &exact) else { return nil }
                out += piece
            case ".":
                out += dot
            case "$":
                out += end
                exact = false
            case "^", "|", ")":
                out.unicodeScalars.append(c)
            case "(":
                if reader.peek() == "?" {
                    reader.skip()
                    guard let kind = reader.next() else { return nil }
                    switch kind {
                    case ":", "=", "!": out += "(?" + String(kind)
                    case "<":
                        // A named group; lookbehind (`(?<=`, `(?<!`) is left out.
                        guard let first = reader.peek(), first != "=", first != "!" else { return nil }
                        out += "(?<"
                    default: return nil
                    }
                } else {
                    out += "("
                }
            case "*", "+", "?":
                out.unicodeScalars.append(c)
                guard quantifierSuffix(&reader, into: &out) else { return nil }
            case "{":
                guard let bounds = reader.quantifierBounds() else { return nil }
                out += "{" + bounds + "}"
                guard quantifierSuffix(&reader, into: &out) else { return nil }
            case "}", "]":
                out += "\\" + String(c)
            case "[":
                guard let set = characterClass(&reader, exact: &exact) else { return nil }
                out += set
            default:
                out.unicodeScalars.append(c)
            }
        }
        return Translation(pattern: out, isExact: exact)
    }

    /// A lazy `?` after a quantifier is kept; a possessive `+` cannot be said.
    private static func quantifierSuffix(_ reader: inout Reader, into out: inout String) -> Bool {
        if reader.peek() == "?" {
            reader.skip()
            out += "?"
        } else if reader.peek() == "+" {
            return false
        }
        return true
    }

    /// A class `[…]`, its `[` read already.
    private static func characterClass(_ reader: inout Reader, exact: inout Bool) -> String? {
        var out = "["
        if reader.peek() == "^" {
            reader.skip()
            out += "^"
        }
        guard reader.peek() != "]" else { return nil }
        var previous: Unicode.Scalar?
        while let c = reader.next() {
            switch c {
            case "]":
                return out + "]"
            case "[":
                return nil
            case "&" where previous == "&":
                return nil
            case "\\":
                guard let escaped = reader.next() else { return nil }
                guard let piece = escape(escaped, reader: &reader, inClass: true, exact: &exact) else { return nil }
                out += piece
            case "-":
                out += "-"
            default:
                if c == "/" || c == "{" || c == "}" || c == "(" || c == ")" || c == "|" {
                    out += "\\" + String(c)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
            previous = c
        }
        return nil
    }

    /// An escape sequence, its `\` and letter read already.
    private static func escape(_ c: Unicode.Scalar, reader: inout Reader, inClass: Bool, exact: inout Bool)
        -> String?
    {
        switch c {
        case "d", "D", "w", "W", "s", "S":
            // Shorthand classes differ between the dialects; outside a class they become sets
            // that hold every character ICU's do.
            guard !inClass else { return nil }
            exact = false
            switch c {
            case "d": return #"[^\x00-\x2F\x3A-\x7F]"#
            case "D": return "[^0-9]"
            case "w": return #"[^\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x7F]"#
            case "W": return "[^A-Za-z0-9_]"
            case "s": return #"[^\x00-\x08\x0E-\x1F\x21-\x7F]"#
            default: return #"[^\t\n\f\r ]"#
            }
        case "A" where !inClass: return "^"
        case "z" where !inClass: return "$"
        case "Z" where !inClass:
            exact = false
            return end
        case "n", "t", "r", "f": return "\\" + String(c)
        case "e": return #"\x1B"#
        case "a": return #"\x07"#
        case "c":
            guard let letter = reader.next(), letter.properties.isAlphabetic, letter.isASCII else { return nil }
            return "\\c" + String(letter)
        case "x":
            if reader.peek() == "{" {
                reader.skip()
                var digits = ""
                while let d = reader.next(), d != "}" {
                    guard d.properties.isASCIIHexDigit else { return nil }
                    digits.unicodeScalars.append(d)
                }
                guard let value = UInt32(digits, radix: 16), value <= 0xFFFF, !digits.isEmpty else { return nil }
                return "\\u" + String(repeating: "0", count: 4 - String(value, radix: 16).count)
                    + String(value, radix: 16, uppercase: true)
            }
            guard let a = reader.next(), let b = reader.next(), a.properties.isASCIIHexDigit,
                b.properties.isASCIIHexDigit
            else { return nil }
            return "\\x" + String(a) + String(b)
        case "u":
            var digits = ""
            for _ in 0..<4 {
                guard let d = reader.next(), d.properties.isASCIIHexDigit else { return nil }
                digits.unicodeScalars.append(d)
            }
            return "\\u" + digits
        case "1"..."9" where !inClass:
            return "\\" + String(c)
        default:
            if c.properties.isAlphabetic || c.properties.numericType != nil { return nil }
            if c.isASCII {
                if syntaxCharacters.contains(Character(c)) || (inClass && c == "-") { return "\\" + String(c) }
                return String(c)
            }
            return String(c)
        }
    }

    /// Reads a pattern's scalars one by one.
    private struct Reader {
        private let scalars: [Unicode.Scalar]
        private var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        mutating func next() -> Unicode.Scalar? {
            guard index < scalars.count else { return nil }
            defer { index += 1 }
            return scalars[index]
        }

        func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func skip() { index += 1 }

        /// `n}`, `n,}` or `n,m}` after a `{`: the bounds as written; `nil` when the brace does not
        /// open a quantifier.
        mutating func quantifierBounds() -> String? {
            var text = ""
            while let c = next() {
                if c == "}" {
                    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                    guard (1...2).contains(parts.count), let first = parts.first, !first.isEmpty,
                        parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
                    else { return nil }
                    return text
                }
                text.unicodeScalars.append(c)
            }
            return nil
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
