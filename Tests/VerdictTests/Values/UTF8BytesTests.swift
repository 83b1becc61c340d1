import Testing

@testable import Verdict

@Suite struct UTF8BytesTests {
    private func string(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { UTF8Bytes.string($0) }
    }

    @Test(arguments: [
        "", "a", "Kowalski", "2026-03-01T09:00:00Z and more than eight", "Fernández", "Пётр", "東京", "🙂 ok",
    ])
    func acceptsValidText(text: String) {
        #expect(string(Array(text.utf8)) == text)
    }

    @Test(
        arguments: [
            [0x80], [0xC0, 0x80], [0xC3], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF5, 0x80, 0x80, 0x80], [0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0xFF],
        ] as [[UInt8]])
    func rejectsInvalidUTF8(bytes: [UInt8]) {
        #expect(string(bytes) == nil)
    }

    @Test func findsTheFirstInvalidByte() {
        let bytes: [UInt8] = Array("abc".utf8) + [0xC3, 0xA9] + [0xE2, 0x28, 0xA1]
        #expect(bytes.withUnsafeBufferPointer { UTF8Bytes.firstInvalid(in: $0) } == 5)
    }

    @Test func tellsASCIIFromTheRest() {
        #expect(Array("plain ascii, longer than one word".utf8).withUnsafeBufferPointer(UTF8Bytes.isASCII))
        #expect(!Array("twelve bytes é".utf8).withUnsafeBufferPointer(UTF8Bytes.isASCII))
    }

    /// Every length from 1 to 40, equal and differing at each position, each run placed at the
    /// very end of its buffer (so a read past the end would be caught by the sanitizers).
    @Test func comparesRunsOfEveryLength() {
        for count in 1...40 {
            let a = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            a.withUnsafeBufferPointer { a in
                let same = Array(a)
                same.withUnsafeBufferPointer { b in
                    #expect(UTF8Bytes.equal(a.baseAddress!, b.baseAddress!, count: count))
                }
                for position in 0..<count {
                    var other = Array(a)
                    other[position] ^= 0x20
                    other.withUnsafeBufferPointer { b in
                        #expect(!UTF8Bytes.equal(a.baseAddress!, b.baseAddress!, count: count), "\(count) \(position)")
                    }
                }
            }
        }
    }
}
