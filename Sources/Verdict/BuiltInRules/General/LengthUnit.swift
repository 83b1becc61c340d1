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
