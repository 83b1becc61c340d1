extension JSONParser {
    /// Checks the value at `position` exactly as ``parseValue()`` would and moves past it, without
    /// building strings: a string is only scanned unless it has an escape or non-ASCII bytes, in
    /// which case ``parseString()`` decodes it (so the same texts are accepted, with the same errors).
    /// Numbers, literals, arrays and objects are parsed.
    /// - Returns: whether the value is a string whose bytes between the quotes are its UTF-8 as is.
    @discardableResult
    mutating func skipValue() throws(JSONReadError) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            _ = try parseValue()
            return false
        }
        position += 1
        return try skipString()
    }

    /// Moves past a string whose opening quote was just consumed, validating it in place: eight
    /// bytes at a time up to the first quote, backslash or control character, then the UTF-8 of a
    /// non-ASCII string. An escape, a control character or no end goes through ``parseString()``,
    /// which decodes (or rejects) it exactly as a full read would.
    /// - Returns: `true` when the string has no escape (its bytes are its UTF-8 as is).
    @inline(__always)
    mutating func skipString() throws(JSONReadError) -> Bool {
        // Inlined into the record reader's loop: most strings are short, plain ASCII, and done here.
        if let end = plainStringEnd() {
            position = end
            return true
        }
        return try skipStringSlowly()
    }

    /// Where the plain ASCII string at `position` ends (past its closing quote); `nil` when it
    /// holds an escape, a control character or a non-ASCII byte, or has no end.
    @inline(__always)
    private func plainStringEnd() -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = position
        var high: UInt64 = 0
        while i &+ 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let special = Self.specialBytes(word)
            if special != 0 {
                // The lowest flag is exact (borrows only run upwards), so it is the first special byte.
                let offset = special.trailingZeroBitCount &>> 3
                high |= word & ((1 &<< (UInt64(offset) &* 8)) &- 1)
                i &+= offset
                break
            }
            high |= word
            i &+= 8
        }
        while i < count {
            let c = base[i]
            if c == UInt8(ascii: "\"") { return high & 0x8080_8080_8080_8080 == 0 ? i &+ 1 : nil }
            if c == UInt8(ascii: "\\") || c < 0x20 { return nil }
            high |= UInt64(c)
            i &+= 1
        }
        return nil
    }

    /// ``skipString()`` for a string with non-ASCII bytes, an escape, a control character or no
    /// end: valid UTF-8 without escapes is still taken as is; anything else is decoded (or rejected)
    /// the usual way.
    @inline(never)
    private mutating func skipStringSlowly() throws(JSONReadError) -> Bool {
        let start = position
        if let base = bytes.baseAddress {
            var i = start
            while i < bytes.count {
                let c = base[i]
                if c == UInt8(ascii: "\"") {
                    let text = UnsafeBufferPointer(start: base + start, count: i &- start)
                    guard UTF8Bytes.firstInvalid(in: text) == nil else { break }
                    position = i &+ 1
                    return true
                }
                if c == UInt8(ascii: "\\") || c < 0x20 { break }
                i &+= 1
            }
        }
        // An escape, invalid UTF-8, a control character or no end: decode (or fail) the usual way.
        position = start
        _ = try parseString()
        return !bytes[start..<(position - 1)].contains(UInt8(ascii: "\\"))
    }
}
