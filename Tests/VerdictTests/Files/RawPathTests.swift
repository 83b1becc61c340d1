import Testing

@testable import Verdict

/// `RawPath`: a path kept as its bytes, shown escaped.
@Suite struct RawPathTests {
    @Test(arguments: [
        ([UInt8]("rules/user.lua".utf8), "rules/user.lua"),
        ([UInt8]("règles/élan.lua".utf8), "règles/élan.lua"),
        ([0x61, 0xFF, 0x2E, 0x6C, 0x75, 0x61], #"a\xFF.lua"#),
        ([0xC3, 0x28], #"\xC3("#),
        ([0xE2, 0x82], #"\xE2\x82"#),
        ([0xED, 0xA0, 0x80], #"\xED\xA0\x80"#),
        ([0x61, 0x0A, 0x62, 0x09, 0x0D, 0x1B, 0x7F], #"a\nb\t\r\x1B\x7F"#),
        ([0xC2, 0x85], #"\u{85}"#),
        ([0xEF, 0xBF, 0xBD], "\u{FFFD}"),
    ])
    func bytesAreShownReadably(bytes: [UInt8], shown: String) {
        #expect(RawPath(bytes: bytes).description == shown)
    }

    @Test func aPathStopsAtNul() {
        #expect(RawPath(bytes: [0x61, 0x00, 0x62]).bytes == [0x61])
    }

    @Test func appendingAddsOneSlash() {
        #expect(RawPath("rules").appending([0xFF]).bytes == [0x72, 0x75, 0x6C, 0x65, 0x73, 0x2F, 0xFF])
        #expect(RawPath("/").appending("a".utf8).bytes == Array("/a".utf8))
    }

    @Test func cStringHasTheBytesAndANul() {
        let bytes = RawPath(bytes: [0x61, 0xFF]).withCString { pointer in
            (0..<3).map { UInt8(bitPattern: pointer[$0]) }
        }
        #expect(bytes == [0x61, 0xFF, 0x00])
    }
}
