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
        #expect(SyntaxBytes.withUTF8(label) { Punycode.encodedLength(ofLabel: $0, limit: 35) } == nil)
    }
}
