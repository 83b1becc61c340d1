import Foundation
import Testing
import Verdict
import VerdictTestSupport

/// The patterns the syntax rules' schema mappings give (``SyntaxPatterns``), read by an ECMA-262
/// engine as JSON Schema validators read them, against the scanners on many strings: known valid
/// and invalid ones, each changed at random, and random strings of each syntax's characters. A
/// pattern must match every string its scanner accepts; an exact mapping's must match no other.
@Suite struct SyntaxPatternsTests {
    /// The rules, each with the corpus its strings start from.
    static let rules: [(rule: any SchemaMappableRule, corpus: [String])] = [
        (EmailRule(), Corpus.emails), (EmailRule(idn: true), Corpus.emails),
        (EmailRule(requireTLD: false), Corpus.emails), (URLRule(), Corpus.urls),
        (URLRule(idn: false), Corpus.urls), (URLRule(schemes: ["file", "ws"]), Corpus.urls),
        (URLRule(defaultScheme: "https"), Corpus.urls), (URLRule(schemes: ["svn+ssh", "x-y"]), Corpus.urls),
        (IPAddressRule(.v4), Corpus.ips), (IPAddressRule(.v6), Corpus.ips),
        (IPAddressRule(.v6, allowZone: true), Corpus.ips), (IPAddressRule(.any), Corpus.ips),
        (DomainRule(), Corpus.domains), (DomainRule(idn: false), Corpus.domains),
        (DomainRule(requireTLD: false), Corpus.domains), (UUIDRule(), Corpus.uuids),
        (UUIDRule(version: 4), Corpus.uuids),
        (NameRule(), Corpus.names), (NameRule(lettersOnly: true), Corpus.names),
        (CoordinateRule(.latitude), Corpus.coordinates), (CoordinateRule(.longitude), Corpus.coordinates),
        (CoordinateRule(.geoCoordinate), Corpus.coordinates), (CoordinateRule(.coordinate), Corpus.coordinates),
        (PhoneRule(), Corpus.codes), (HexColorRule(), Corpus.codes), (HexColorRule(alpha: true), Corpus.codes),
        (PriceRule(), Corpus.codes), (ISBNRule(), Corpus.codes), (PostalCodeRule(), Corpus.codes),
        (CharacterClassRule(.decimal), Corpus.classes), (CharacterClassRule(.containsDigit), Corpus.classes),
        (CharacterClassRule(.containsUppercase), Corpus.classes),
        (CharacterClassRule(.containsLowercase), Corpus.classes), (EmojiRule(required: true), Corpus.classes),
    ]

    @Test func patternsMatchEveryStringTheScannersAccept() throws {
        var random = SplitMix64(seed: 7)
        var items: [(pattern: String, strings: [String])] = []
        var tested: [(rule: any SchemaMappableRule, strings: [String], maxLength: Int?)] = []
        for (rule, corpus) in Self.rules {
            let mapping = rule.schemaMapping
            guard let pattern = Self.stringPattern(of: mapping.schema) else {
                Issue.record("\(rule.name): no string pattern in \(mapping.schema.compactText)")
                continue
            }
            var strings = corpus
            for s in corpus { for _ in 0..<40 { strings.append(Corpus.mutated(s, using: &random)) } }
            for _ in 0..<800 { strings.append(Corpus.random(from: corpus, using: &random)) }
            items.append((pattern, strings))
            tested.append((rule, strings, mapping.schema["maxLength"].flatMap { $0.constant.intValue }))
        }
        let answers = try ECMAPatternChecker.matches(items)
        var failures: [String] = []
        var accepted = 0
        for ((rule, strings, maxLength), matches) in zip(tested, answers) {
            let exact = rule.schemaMapping.isExact
            for (s, matched) in zip(strings, matches) {
                let passes = RuleProbe.passes(rule, .string(s))
                let fits = matched && (maxLength.map { s.unicodeScalars.count <= $0 } ?? true)
                if passes { accepted += 1 }
                if passes && !fits || exact && fits && !passes {
                    failures.append(
                        "\(rule.name) \(rule.parameters): \(String(reflecting: s)) — scanner \(passes ? "accepts" : "rejects"), pattern \(fits ? "matches" : "does not")"
                    )
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(40).joined(separator: "\n"))")
        #expect(accepted > 2_000)
    }

    /// The `pattern` a schema puts on strings: its own, or that of its `anyOf` branch of strings.
    static func stringPattern(of schema: SchemaObject) -> String? {
        if let pattern = schema["pattern"]?.stringValue { return pattern }
        for branch in schema["anyOf"]?.arrayValue ?? [] {
            if let object = branch.objectValue, object["type"]?.stringValue == "string" {
                return object["pattern"]?.stringValue
            }
        }
        return nil
    }

    @Test func ipv4AndUUIDMapExactlyWithTheirFormats() {
        #expect(
            IPAddressRule(.v4).schemaMapping.schema.compactText
                == #"{"type":"string","format":"ipv4","pattern":"^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])$"}"#
        )
        #expect(
            UUIDRule(version: 4).schemaMapping.schema.compactText
                == #"{"type":"string","format":"uuid","pattern":"^(?:[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[4][0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}-[0-9A-Fa-f]{12})$"}"#
        )
        #expect(IPAddressRule(.v6, allowZone: true).schemaMapping.schema["format"] == nil)
    }
}

/// Strings of each syntax, valid and not, and ways to change them.
enum Corpus {
    static let emails = [
        "niceandsimple@example.com", "Email@Domain.com", "disposable.style+tag@example.com", "\"john doe\"@example.com",
        "\"a@b\"@example.com", "\"a\\\"b\"@example.com", "user@[192.0.2.1]", "user@[IPv6:2001:db8::1]",
        "user@valid.museum", "имя@домен.рф", "scøtt@êxample.com", "user@localserver", "Abc.example.com",
        "A@b@c@example.com", "john..doe@example.com", "a@b.c", "a@xn--bcher-kva.example", "x@-a.com",
        "\"\"@example.com",
        "email@domain.international", "a.b@c.d.ef",
    ]
    static let urls = [
        "http://gmail.com", "https://www.google.com", "https://user:pw@example.com:8443/a/b?q=1&r=%20#top",
        "http://192.0.2.1/", "http://[2001:db8::1]:8080/", "http://яндекс.рф", "http://example.com?hello=😋",
        "gmail.com", "ftp://gmail.com", "http://localhost", "http://a.com:65536", "http://exa mple.com",
        "HTTPS://EXAMPLE.COM/A", "file:///etc/hosts", "ws://x.io", "http:example.com", "http://example.com/%zz",
        "svn+ssh://host.org/x", "x-y://a.bc", "example.com:8080/a", "http://a.b/c#d#e",
    ]
    static let ips = [
        "192.168.23.123", "0.0.0.0", "255.255.255.255", "256.1.1.1", "01.2.3.4", "1.2.3", "127.1",
        "2001:0db8:0000:0042:0000:8a2e:0370:7334", "2001:db8::1", "::1", "::", "::ffff:192.0.2.1", "1:2:3:4:5:6:7::",
        "1::2:3:4:5:6:7:8", "fe80::1%eth0", "abcd", "1:2", "2001:db8:::1", "::ffff:256.0.0.1", "1:2:3:4:5:6:1.2.3.4",
        "1::", ":1::", "12345::", "1:2:3:4:5::1.2.3.4", "1:2:3:4:5:6::1.2.3.4", "::1.2.3.4", "a:b:c:d:e:f:a:b",
    ]
    static let domains = [
        "google.com", "sub.example.co.uk", "xn--bcher-kva.example", "bücher.example", "Bücher.example", "localhost",
        "-a.com", "a-.com", "a..com", "a.com.", "under_score.com", "example.123", "1.2.3.4", "a.c",
        "a-b.example.museum",
    ]
    static let uuids = [
        "123e4567-e89b-12d3-a456-426655440000", "f47ac10b-58cc-4372-a567-0e02b2c3d479",
        "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
        "123e4567-e89b-12d3-c456-426655440000", "123e4567-e89b-02d3-a456-426655440000",
        "123e4567e89b12d3a456426655440000",
        "f47ac10b-58cc-9372-a567-0e02b2c3d479",
    ]
    static let names = [
        "TestNickname", "Müller", "Fernández", "Fernande\u{301}z", "O'Brien", "Jean-Luc", "D’Angelo", "de la Cruz",
        "中村", "Smith2000", "John_Doe", "-Anna", "Anna-", "Anna  Maria", "Dr. Who", "\u{301}a", "𠀀𠀁", "नमस्ते",
    ]
    static let coordinates = [
        "-23.123", "90", "-90.000", "090", "90.0001", "180", "180.5", "179.9999", "+45", "1e2", ".5", "5.", "--5",
        "12,5", "52.2297,21.0122", "40.7128, -74.0060", "91,0", "0,181", "1,2,3", "089.5,-179.0", "0180", "-0",
    ]
    static let codes = [
        "+48666666666", "0048 666-666-666", "+48 666  666", "#FF11AA", "#abc", "abc", "#abcd", "abcdef12", "12.30",
        "12,30", "12.3", "978-3-16-148410-0", "0-306-40615-2", "030640615X", "62704", "SW1A 0AA", "K1A 0B1", "00-950",
        "1234 AB", "L-1234",
    ]
    static let classes = ["123", "١٢٣", "abc", "ABC", "aB1", "😀", "x😀", "Ǆ", "ª", "②", "#\u{FE0F}", "☺\u{FE0F}"]

    private static let inserts: [Character] = [
        "a", "Z", "0", "9", "-", ".", "@", " ", "\n", "\r", "é", "😀", "_", "%", ":", "\u{301}", "[", "]", "\"", "\\",
        "/", "?", "#", "+", ",", "'", "’", "x", "F", "\u{85}", "\u{2028}", "ß", "١",
    ]

    /// `s` with one to three changes: characters removed, added, doubled or swapped.
    static func mutated(_ s: String, using random: inout some RandomNumberGenerator) -> String {
        var chars = Array(s)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !chars.isEmpty: chars.remove(at: Int.random(in: 0..<chars.count, using: &random))
            case 1:
                chars.insert(
                    inserts.randomElement(using: &random) ?? "a", at: Int.random(in: 0...chars.count, using: &random))
            case 2 where !chars.isEmpty:
                let i = Int.random(in: 0..<chars.count, using: &random)
                chars.insert(chars[i], at: i)
            case 3 where chars.count > 1:
                let i = Int.random(in: 0..<(chars.count - 1), using: &random)
                chars.swapAt(i, i + 1)
            default: chars.append(inserts.randomElement(using: &random) ?? "a")
            }
        }
        return String(chars)
    }

    /// A random string of the characters a corpus uses, and a few others.
    static func random(from corpus: [String], using random: inout some RandomNumberGenerator) -> String {
        let alphabet = Array(Set(corpus.joined())) + inserts
        return String(
            (0..<Int.random(in: 1...24, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a" })
    }
}
