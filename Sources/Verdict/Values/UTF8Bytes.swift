/// UTF-8 checks on raw bytes, for text that arrives as bytes (JSON, Lua strings).
///
/// For Verdict's own modules: the Lua bridge and the command line's record readers. The fuzz
/// package, which compiles those readers outside this package, compiles this file with them.
package enum UTF8Bytes {
    /// The string the bytes spell, or `nil` when they are not valid UTF-8. Several times cheaper
    /// than `String(validating:as:)` (which costs about a thousand instructions even for a short
    /// ASCII text): a whole ASCII text is checked eight bytes at a time.
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard isASCII(bytes) || firstInvalid(in: bytes) == nil else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the `count` bytes at `a` and at `b` are the same: compared a word at a time, without
    /// a call (keys are short, and `memcmp` costs more to call than to run on them). Reads no byte
    /// outside either range.
    @inline(__always)
    package static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let a = UnsafeRawPointer(a)
        let b = UnsafeRawPointer(b)
        if count >= 8 {
            var i = 0
            while i &+ 8 < count {
                guard
                    a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                else { return false }
                i &+= 8
            }
            // The last word overlaps the one before it rather than reading past the end.
            return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var i = 0
        while i < count {
            guard a.load(fromByteOffset: i, as: UInt8.self) == b.load(fromByteOffset: i, as: UInt8.self) else {
                return false
            }
            i &+= 1
        }
        return true
    }

    /// Whether every byte is below 0x80.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var i = 0
        var high: UInt64 = 0
        while i &+ 8 <= bytes.count {
            high |= UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            i &+= 8
        }
        while i < bytes.count {
            high |= UInt64(bytes[i])
            i &+= 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The offset of the first byte that breaks UTF-8 in `slice`, or `nil` when it is valid.
    package static func firstInvalid(in slice: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = slice.count
        while i < n {
            let c = slice[i]
            if c < 0x80 {
                i += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch c {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return i
            }
            guard i + length <= n else { return i }
            let second = slice[i + 1]
            guard second >= lower, second <= upper else { return i }
            for k in 2..<length where slice[i + k] & 0xC0 != 0x80 {
                return i
            }
            i += length
        }
        return nil
    }
}
