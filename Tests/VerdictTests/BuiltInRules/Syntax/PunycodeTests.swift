import Testing

@testable import Verdict

@Suite struct PunycodeTests {
    /// Lengths of `xn--` labels as Python's `punycode` codec writes them (RFC 3492).
    @Test(arguments: [
        ("bücher", 13), ("яндекс", 13), ("рф", 8), ("домен", 11), ("субдомен", 15), ("münchen", 14),
        ("例え", 11), ("почта", 12), ("имя", 10), ("êxample", 14), ("日本語", 14),
    ])
    func computesTheASCIILength(label: String, length: Int) {
        let computed = SyntaxBytes.withUTF8(label) { Punycode.encodedLength(ofLabel: $0) }
        #expect(computed == length)
    }

    @Test func givesUpPastTheLimit() {
        let label = String(repeating: "ñ", count: 30)  // xn--… is 36 octets
        #expect(SyntaxBytes.withUTF8(label) { Punycode.encodedLength(ofLabel: $0) } == 36)
        #expect(
            SyntaxBytes.withUTF8(label) { Punycode.encodedLength(ofLabel: $0, limit: 35) } == nil)
    }

    /// Found by fuzzing: a truncated multi-byte sequence decodes as U+FFFD of length 1 and was
    /// counted as basic, so the encoder looked for a code point that never came.
    @Test func survivesMalformedUTF8() {
        let bytes: [UInt8] = [
            0xD7, 0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x10, 0x00, 0x10,
        ]
        let length = bytes.withUnsafeBufferPointer { Punycode.encodedLength(ofLabel: $0) }
        #expect(length == nil || (length ?? 0) > 4)
        #expect(bytes.withUnsafeBufferPointer { Punycode.encodedLength(ofLabel: $0) } == length)
        #expect(
            [UInt8]([0xC3]).withUnsafeBufferPointer { Punycode.encodedLength(ofLabel: $0) } != nil)
    }
}
