package import Foundation

/// A file path as the bytes the file system knows it by — which need not be UTF-8 — opened by
/// those bytes and named readably in messages.
///
/// A Swift `String` or `URL` made from a name that is not UTF-8 replaces the bad bytes with
/// U+FFFD, and the file can no longer be opened by it. A `RawPath` keeps the bytes; its
/// ``description`` shows them escaped: a byte that is not part of valid UTF-8 as `\xFF`, a
/// control character as `\n`, `\t`, `\r` or `\x1B` (so a name cannot break a message into lines
/// or drive a terminal), everything else as it is.
package struct RawPath: Sendable, Hashable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    package let bytes: [UInt8]

    /// A path from its bytes (a NUL byte, which no path can hold, ends it).
    package init(bytes: some Collection<UInt8>) {
        self.bytes = Array(bytes.prefix { $0 != 0 })
    }

    /// A path from a string: its UTF-8 bytes.
    package init(_ path: String) {
        self.init(bytes: path.utf8)
    }

    /// The path of a file URL, as the file system sees it.
    package init(_ url: URL) {
        let bytes = url.withUnsafeFileSystemRepresentation { path in
            path.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
        }
        self.init(bytes: bytes)
    }

    /// The path readably: see ``RawPath``.
    package var description: String { Self.readable(bytes) }

    /// Whether the bytes are UTF-8 text, so a `String` holds the path as it is.
    package var isUTF8: Bool { String(validating: bytes, as: UTF8.self) != nil }

    /// The path with `name` appended after a `/`.
    package func appending(_ name: some Collection<UInt8>) -> RawPath {
        var joined = bytes
        if let last = joined.last, last != UInt8(ascii: "/") { joined.append(UInt8(ascii: "/")) }
        joined.append(contentsOf: name)
        return RawPath(bytes: joined)
    }

    /// Calls `body` with the path as a C string, valid during the call.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        defer { buffer.deallocate() }
        for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
        buffer[bytes.count] = 0
        return try body(buffer)
    }

    /// Bytes as a person reads them: UTF-8 text as it is, a byte that is not valid UTF-8 as
    /// `\xHH`, a control character as `\n`, `\t`, `\r` or `\xHH` (`\u{85}` for a C1 control).
    package static func readable(_ bytes: some Collection<UInt8>) -> String {
        let all = Array(bytes)
        var text = ""
        var i = 0
        while i < all.count {
            let length = validScalarLength(all, at: i)
            guard length > 0, let scalar = String(decoding: all[i..<i + length], as: UTF8.self).unicodeScalars.first
            else {
                text += "\\x" + hex(all[i])
                i += 1
                continue
            }
            switch scalar.value {
            case 0x09: text += "\\t"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0..<0x20, 0x7F: text += "\\x" + hex(UInt8(scalar.value))
            case 0x80..<0xA0: text += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: text.unicodeScalars.append(scalar)
            }
            i += length
        }
        return text
    }

    /// The length of the valid UTF-8 scalar starting at `i`, or 0.
    private static func validScalarLength(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        let length: Int
        switch lead {
        case 0x00..<0x80: return 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return 0
        }
        guard i + length <= bytes.count, String(validating: bytes[i..<i + length], as: UTF8.self) != nil else {
            return 0
        }
        return length
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
