/// Byte-level helpers shared by the hand-written syntax scanners.
///
/// The scanners read a string's UTF-8 bytes in place (no copies, no regex engine). Input always
/// comes from a Swift `String`, so it is well-formed UTF-8; ``scalar(at:in:)`` relies on that.
enum SyntaxBytes {
    /// Runs `body` over the string's UTF-8 bytes without copying them when the string is native.
    @inline(__always)
    static func withUTF8<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// `0`–`9`.
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b &- 0x30 < 10 }
    /// `A`–`Z`, `a`–`z`.
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) &- 0x61 < 26 }
    /// A letter or a digit.
    @inline(__always) static func isAlphanumeric(_ b: UInt8) -> Bool { isDigit(b) || isLetter(b) }
    /// `0`–`9`, `A`–`F`, `a`–`f`.
    @inline(__always) static func isHex(_ b: UInt8) -> Bool { isDigit(b) || (b | 0x20) &- 0x61 < 6 }
    /// The ASCII lowercase of a byte (other bytes unchanged).
    @inline(__always) static func lower(_ b: UInt8) -> UInt8 { isLetter(b) ? b | 0x20 : b }

    /// The value of a hex digit.
    @inline(__always) static func hexValue(_ b: UInt8) -> Int {
        isDigit(b) ? Int(b &- 0x30) : Int((b | 0x20) &- 0x61) + 10
    }

    /// Whether the bytes equal an ASCII literal, ignoring ASCII case.
    static func equalsIgnoringCase(_ p: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        guard p.count == literal.utf8CodeUnitCount else { return false }
        let l = literal.utf8Start
        for i in 0..<p.count where lower(p[i]) != lower(l[i]) { return false }
        return true
    }

    /// Whether the bytes start with an ASCII literal, ignoring ASCII case.
    static func hasPrefixIgnoringCase(_ p: UnsafeBufferPointer<UInt8>, _ literal: StaticString)
        -> Bool
    {
        let n = literal.utf8CodeUnitCount
        guard p.count >= n else { return false }
        return equalsIgnoringCase(UnsafeBufferPointer(rebasing: p[0..<n]), literal)
    }

    /// The bytes from `start` up to `end`, as their own buffer.
    @inline(__always)
    static func slice(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
        -> UnsafeBufferPointer<UInt8>
    {
        UnsafeBufferPointer(rebasing: p[start..<end])
    }

    /// Decodes the scalar whose first byte is at `i`; returns it with its encoded length.
    @inline(__always)
    static func scalar(at i: Int, in p: UnsafeBufferPointer<UInt8>) -> (
        scalar: Unicode.Scalar, length: Int
    ) {
        let b0 = UInt32(p[i])
        let length: Int
        var value: UInt32
        switch b0 {
        case 0..<0x80: return (Unicode.Scalar(UInt8(b0)), 1)
        case 0xC0..<0xE0:
            length = 2
            value = b0 & 0x1F
        case 0xE0..<0xF0:
            length = 3
            value = b0 & 0x0F
        default:
            length = 4
            value = b0 & 0x07
        }
        guard i + length <= p.count else { return ("\u{FFFD}", 1) }
        for k in 1..<length { value = value << 6 | (UInt32(p[i + k]) & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether a non-ASCII scalar may appear in a domain label: a letter, a mark or a decimal
    /// digit (the shape IDNA 2008 allows; context rules such as bidi are not checked).
    @inline(never)  // keeps the resilient category lookup off the ASCII fast path
    static func isLabelScalar(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar is a decimal digit of any script (`Nd`).
    @inline(never)  // keeps the resilient category lookup off the ASCII fast path
    static func isDecimalDigit(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .decimalNumber
    }

    /// Whether a scalar is a combining mark.
    @inline(never)  // keeps the resilient category lookup off the ASCII fast path
    static func isMark(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Whether a non-ASCII scalar is printable text: not a control, format, separator, surrogate,
    /// private-use or unassigned code point.
    @inline(never)  // keeps the resilient category lookup off the ASCII fast path
    static func isPrintableNonASCII(_ s: Unicode.Scalar) -> Bool {
        switch s.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned,
            .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }
}
