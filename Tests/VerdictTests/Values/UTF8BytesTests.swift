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
}
