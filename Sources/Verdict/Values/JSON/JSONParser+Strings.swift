extension JSONParser {
    /// Reads a string whose opening quote was just consumed; leaves `position` after the closing one.
    ///
    /// The fast path scans eight bytes at a time for a quote, a backslash or a control character,
    /// then builds the `String` from the input bytes in one step. A string with escapes is decoded
    /// into `scratch` first.
    mutating func parseString() throws(JSONReadError) -> String {
        let start = position
        let count = bytes.count
        guard let base = bytes.baseAddress else {
            throw endError("unterminated string", at: start - 1)
        }
        var i = start
        var high: UInt64 = 0
        while i &+ 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if Self.hasSpecialByte(word) { break }
            high |= word
            i &+= 8
        }
        while i < count {
            let c = base[i]
            if c == UInt8(ascii: "\"") {
                position = i + 1
                let slice = UnsafeBufferPointer(start: base + start, count: i - start)
                if high & 0x8080_8080_8080_8080 == 0 {
                    return String(decoding: slice, as: UTF8.self)
                }
                return try makeString(validating: slice, sourceStart: start)
            }
            if c == UInt8(ascii: "\\") {
                return try parseEscapedString(start: start, firstEscape: i)
            }
            if c < 0x20 {
                throw syntaxError("unescaped control character in string", at: i)
            }
            high |= UInt64(c)
            i &+= 1
        }
        throw endError("unterminated string", at: start - 1)
    }

    /// Whether any byte of `word` is `"`, `\` or below 0x20.
    @inline(__always)
    static func hasSpecialByte(_ word: UInt64) -> Bool {
        specialBytes(word) != 0
    }

    /// The high bit of each byte of `word` that may be `"`, `\` or below 0x20: the lowest one set
    /// marks the first such byte exactly (a flag above it may be a borrow's echo); zero when none is.
    @inline(__always)
    static func specialBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl) & highs
    }

    /// Makes a string from bytes that contain non-ASCII, rejecting invalid UTF-8.
    private func makeString(validating slice: UnsafeBufferPointer<UInt8>, sourceStart: Int)
        throws(JSONReadError)
        -> String
    {
        if let string = UTF8Bytes.string(slice) { return string }
        let bad = UTF8Bytes.firstInvalid(in: slice) ?? 0
        throw syntaxError("invalid UTF-8 in string", at: sourceStart + bad)
    }

    /// Decodes a string that contains at least one escape, from `firstEscape` on.
    private mutating func parseEscapedString(start: Int, firstEscape: Int) throws(JSONReadError)
        -> String
    {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
        var i = firstEscape
        var high: UInt8 = 0
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                position = i + 1
                if high & 0x80 == 0 {
                    return String(decoding: scratch, as: UTF8.self)
                }
                if let string = scratch.withUnsafeBufferPointer({ UTF8Bytes.string($0) }) { return string }
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<i])
                throw syntaxError(
                    "invalid UTF-8 in string", at: start + (UTF8Bytes.firstInvalid(in: raw) ?? 0))
            }
            if c == UInt8(ascii: "\\") {
                i = try decodeEscape(at: i, stringStart: start)
                continue
            }
            if c < 0x20 { throw syntaxError("unescaped control character in string", at: i) }
            high |= c
            scratch.append(c)
            i += 1
        }
        throw endError("unterminated string", at: start - 1)
    }

    /// Decodes the escape at `offset` (a backslash) into `scratch`; returns the offset after it.
    /// `stringStart` is the offset after the opening quote, where a string cut short is reported.
    private mutating func decodeEscape(at offset: Int, stringStart: Int) throws(JSONReadError)
        -> Int
    {
        guard offset + 1 < bytes.count else {
            throw endError("unterminated string", at: stringStart - 1)
        }
        let simple: UInt8
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            return try decodeUnicodeEscape(at: offset, stringStart: stringStart)
        default:
            throw syntaxError(
                "invalid escape '\\\(describeEscaped(at: offset + 1))' in string", at: offset)
        }
        scratch.append(simple)
        return offset + 2
    }

    private func describeEscaped(at offset: Int) -> String {
        let c = bytes[offset]
        return c > 0x20 && c < 0x7F
            ? String(Character(Unicode.Scalar(c))) : describeByte(at: offset)
    }

    /// Decodes `\uXXXX` (and the low half that must follow a high surrogate) at `offset`.
    private mutating func decodeUnicodeEscape(at offset: Int, stringStart: Int)
        throws(JSONReadError) -> Int
    {
        let first = try hexQuad(at: offset + 2, escape: offset, stringStart: stringStart)
        var scalarValue = UInt32(first)
        var end = offset + 6
        if (0xD800...0xDBFF).contains(first) {
            if end >= bytes.count || bytes[end] == UInt8(ascii: "\\") && end + 1 >= bytes.count {
                throw endError("unterminated string", at: stringStart - 1)
            }
            guard bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u") else {
                throw syntaxError("unpaired UTF-16 surrogate in \\u escape", at: offset)
            }
            let second = try hexQuad(at: end + 2, escape: end, stringStart: stringStart)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw syntaxError("unpaired UTF-16 surrogate in \\u escape", at: offset)
            }
            scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            end += 6
        } else if (0xDC00...0xDFFF).contains(first) {
            throw syntaxError("unpaired UTF-16 surrogate in \\u escape", at: offset)
        }
        appendUTF8(scalarValue)
        return end
    }

    /// Appends the UTF-8 form of a scalar value (never a surrogate) to `scratch`.
    private mutating func appendUTF8(_ v: UInt32) {
        if v < 0x80 {
            scratch.append(UInt8(v))
        } else if v < 0x800 {
            scratch.append(UInt8(0xC0 | v >> 6))
            scratch.append(UInt8(0x80 | v & 0x3F))
        } else if v < 0x10000 {
            scratch.append(UInt8(0xE0 | v >> 12))
            scratch.append(UInt8(0x80 | v >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | v & 0x3F))
        } else {
            scratch.append(UInt8(0xF0 | v >> 18))
            scratch.append(UInt8(0x80 | v >> 12 & 0x3F))
            scratch.append(UInt8(0x80 | v >> 6 & 0x3F))
            scratch.append(UInt8(0x80 | v & 0x3F))
        }
    }

    /// Reads four hex digits at `offset` for the escape that starts at `escape`.
    private func hexQuad(at offset: Int, escape: Int, stringStart: Int) throws(JSONReadError)
        -> UInt16
    {
        var value: UInt16 = 0
        for k in 0..<4 {
            guard offset + k < bytes.count else {
                throw endError("unterminated string", at: stringStart - 1)
            }
            let c = bytes[offset + k]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: throw syntaxError("expected four hex digits after '\\u'", at: escape)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
