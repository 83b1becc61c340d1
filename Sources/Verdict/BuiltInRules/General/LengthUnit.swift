/// How a string's length is measured.
///
/// `characters` (the default) counts what a person sees: "🇯🇵" is 1 character, 8 UTF-8 bytes,
/// 4 UTF-16 units and 2 Unicode scalars.
public enum LengthUnit: String, Sendable, CaseIterable {
    /// Grapheme clusters (Swift `Character`s).
    case characters
    /// UTF-8 bytes.
    case utf8
    /// UTF-16 code units (NSString `length`).
    case utf16
    /// Unicode scalars (code points).
    case unicodeScalars

    /// The length of a string in this unit.
    @inlinable
    public func length(of string: String) -> Int {
        switch self {
        case .characters: return string.fastCharacterCount
        case .utf8: return string.utf8.count
        case .utf16: return string.utf16.count
        case .unicodeScalars: return string.unicodeScalars.count
        }
    }
}

extension LengthUnit {
    /// The length of well-formed UTF-8 text in this unit, counted from its bytes; `nil` when only
    /// grapheme breaking can tell (a character at U+0300 or above, where combining marks begin).
    /// A JSON string never holds a raw CR LF, the one ASCII pair that forms one character.
    func length(utf8 text: UnsafeBufferPointer<UInt8>) -> Int? {
        // ASCII, checked eight bytes at a time: one unit per byte in every unit.
        if self == .utf8 || UTF8Bytes.isASCII(text) { return text.count }
        var scalars = 0
        var supplementary = 0
        var combiningRange = false
        for byte in text where byte & 0xC0 != 0x80 {
            scalars &+= 1
            if byte >= 0xCC { combiningRange = true }
            if byte >= 0xF0 { supplementary &+= 1 }
        }
        switch self {
        case .utf8: return text.count
        case .unicodeScalars: return scalars
        case .utf16: return scalars &+ supplementary
        case .characters: return combiningRange ? nil : scalars
        }
    }
}

extension String {
    /// `count`, without grapheme breaking when the string is ASCII (only `\r\n` joins two bytes).
    @usableFromInline
    var fastCharacterCount: Int {
        // Over the contiguous UTF-8 buffer, not the generic UTF8View iterator (~10x the work).
        let asciiCount: Int? =
            utf8.withContiguousStorageIfAvailable { bytes in
                var crlf = 0
                var previous: UInt8 = 0
                for byte in bytes {
                    if byte >= 0x80 { return nil }
                    if byte == 10, previous == 13 { crlf += 1 }
                    previous = byte
                }
                return bytes.count - crlf
            } ?? nil
        return asciiCount ?? count
    }
}

extension LengthUnit {
    /// Bounds on a string's code points — what JSON Schema's `minLength` and `maxLength` count —
    /// that every string within `min`…`max` of this unit meets: exact for `unicodeScalars`; for
    /// the others the widest sound ones (a character holds one or more code points, a code point
    /// one to four UTF-8 bytes and one or two UTF-16 units).
    /// - Returns: the code-point bounds, and why they are wider, when they are.
    func codePointBounds(min: Int?, max: Int?) -> (min: Int?, max: Int?, approximation: String?) {
        switch self {
        case .unicodeScalars:
            return (min, max, nil)
        case .characters:
            if max != nil {
                return (
                    min, nil,
                    "JSON Schema counts code points, and a character may hold any number of them: no upper bound for strings"
                )
            }
            return (min, nil, min == nil ? nil : "JSON Schema counts code points, and a character may hold several")
        case .utf16:
            return (
                min.map { ($0 + 1) / 2 }, max,
                "JSON Schema counts code points, one or two UTF-16 units each: bounds widened"
            )
        case .utf8:
            return (
                min.map { ($0 + 3) / 4 }, max,
                "JSON Schema counts code points, one to four UTF-8 bytes each: bounds widened"
            )
        }
    }
}
