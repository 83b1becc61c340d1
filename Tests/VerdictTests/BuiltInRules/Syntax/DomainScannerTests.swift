import Testing
import VerdictTestSupport

@testable import Verdict

/// The eight-bytes-at-a-time reading of plain ASCII names answers as the reader of every name does.
@Suite struct DomainScannerTests {
    static func answers(_ text: [UInt8], requireTLD: Bool, allowUnicode: Bool) -> (Bool, Bool) {
        text.withUnsafeBufferPointer {
            (
                DomainScanner.isValid($0, requireTLD: requireTLD, allowUnicode: allowUnicode),
                DomainScanner.isValidByScalars($0, requireTLD: requireTLD, allowUnicode: allowUnicode)
            )
        }
    }

    /// Names at every edge the rules have: labels of 63 and 64 octets, hyphens and dots at either
    /// end, all-digit and short TLDs, `xn--` labels, 253 and 254 octets, and bytes no host name
    /// holds at every place of an eight-byte word.
    static let edges: [String] = {
        var names = [
            "example.com", "mail0.example.net", "events49.example.com", "a.b", "a.bc", "a.b1", "a.123", "123",
            "localhost", "x", "-a.com", "a-.com", "a.-com", "a.com-", "a..com", ".a.com", "a.com.", ".", "..",
            "xn--80ak6aa92e.com", "a.xn--p1ai", "a.xn--", "a.XN--P1AI", "A.COM", "a-b-c.d-e.fg", "1.2.3.4",
            "sub.domain-with-hyphen.example.org", "under_score.com", "sp ace.com", "a.c0m", "0.0.0.com",
            "12345678.com", "abcdefgh.ijklmnop.qrstuvwx", "abcdefg.hijklmn", "abcdefgh.", "abcdefgh",
            "été.fr", "a.été", "mail.例え.jp", "a@b.com", "a/b.com", "a:b.com", "a.b\u{7F}",
        ]
        let label63 = String(repeating: "a", count: 63)
        names += [label63 + ".com", label63 + "a.com", "x." + label63, "x." + label63 + "b"]
        let long = (0..<63).map { _ in "abc" }.joined(separator: ".")  // 251 octets
        names += [long, long + "d", long + "de", long + ".a", "a." + long, long + ".ab", long + ".abc", "ab." + long]
        return names
    }()

    @Test func edgesAnswerAsTheScalarReader() {
        for name in Self.edges {
            var texts = [Array(name.utf8)]
            // Each byte a host name cannot hold, at each place of the first word and after it.
            for bad: UInt8 in [0x00, 0x2C, 0x2F, 0x3A, 0x40, 0x5B, 0x5F, 0x60, 0x7B, 0x7F, 0x80, 0xC3, 0xFF] {
                for place in 0..<min(name.utf8.count, 12) {
                    var text = Array(name.utf8)
                    text[place] = bad
                    texts.append(text)
                }
            }
            for text in texts {
                for requireTLD in [true, false] {
                    for allowUnicode in [true, false] {
                        let (fast, reference) = Self.answers(text, requireTLD: requireTLD, allowUnicode: allowUnicode)
                        #expect(fast == reference, "\(text) requireTLD \(requireTLD) unicode \(allowUnicode)")
                    }
                }
            }
        }
    }

    /// Random names over letters, digits, hyphens and dots (and now and then a byte no name holds),
    /// of every length up to 300: the same answers.
    @Test func randomNamesAnswerAsTheScalarReader() {
        var generator = SplitMix64(seed: 0x5EED_D0A1)
        let alphabet = Array("abcxyzABCXYZ0189-.".utf8)
        let rare: [UInt8] = [0x5F, 0x20, 0xC3, 0xA9, 0x40]
        var agreed = 0
        for length in 1...300 {
            for _ in 0..<40 {
                var text: [UInt8] = []
                for _ in 0..<length {
                    let roll = Int.random(in: 0..<100, using: &generator)
                    if roll == 0 {
                        text.append(rare.randomElement(using: &generator) ?? 0x5F)
                    } else if roll < 8 {
                        text.append(UInt8(ascii: "."))
                    } else {
                        text.append(alphabet.randomElement(using: &generator) ?? 0x61)
                    }
                }
                for requireTLD in [true, false] {
                    let (fast, reference) = Self.answers(text, requireTLD: requireTLD, allowUnicode: length % 2 == 0)
                    #expect(fast == reference, "\(text) requireTLD \(requireTLD)")
                    if fast == reference, reference { agreed += 1 }
                }
            }
        }
        // Not only refusals: hundreds of the names are valid.
        #expect(agreed > 500, "\(agreed) valid")
    }

    /// The fast reading leaves a name with any other byte to the scalar reader.
    @Test func otherBytesAreLeftToTheScalarReader() {
        for name in ["été.fr", "under_score.com", "a b.com", "12345678_.com", "abcdefgh.ijklmno\u{7F}"] {
            let answer = Array(name.utf8).withUnsafeBufferPointer {
                DomainScanner.plainASCIIAnswer($0, requireTLD: true)
            }
            #expect(answer == nil, "\(name)")
        }
        let answer = Array("mail0.example.net".utf8).withUnsafeBufferPointer {
            DomainScanner.plainASCIIAnswer($0, requireTLD: true)
        }
        #expect(answer == true)
    }
}
