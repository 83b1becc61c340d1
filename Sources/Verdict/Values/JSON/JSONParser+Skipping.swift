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

    /// Moves past a string whose opening quote was just consumed.
    /// - Returns: `true` when the string has no escape (its bytes are its UTF-8 as is).
    mutating func skipString() throws(JSONReadError) -> Bool {
        let start = position
        let count = bytes.count
        var i = start
        if let base = bytes.baseAddress {
            while i &+ 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if Self.hasSpecialByte(word) || word & 0x8080_8080_8080_8080 != 0 { break }
                i &+= 8
            }
        }
        while i < count {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") {
                position = i + 1
                return true
            }
            if c == UInt8(ascii: "\\") || c >= 0x80 || c < 0x20 { break }
            i &+= 1
        }
        // An escape, non-ASCII bytes, a control character or no end: decode (or fail) the usual way.
        position = start
        _ = try parseString()
        return !bytes[start..<(position - 1)].contains(UInt8(ascii: "\\"))
    }
}
