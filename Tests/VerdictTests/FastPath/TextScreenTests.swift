import Foundation
import Testing

@testable import Verdict

/// A ``TextScreen`` may only answer early: a string it clears must pass the rule's own validation,
/// whatever the bytes (non-ASCII, invalid UTF-8, quotes, control characters, long texts).
@Suite struct TextScreenTests {
    /// The screenable rules, with the options that change what their screens accept.
    static let rules: [any ValidationRule] = [
        EmailRule(), EmailRule(idn: true), EmailRule(requireTLD: false),
        URLRule(), URLRule(schemes: ["ftp"], defaultScheme: nil, requireTLD: false, idn: false),
        NameRule(), NameRule(lettersOnly: true),
        LengthRule(.min(6)), LengthRule(.max(4)), LengthRule(.range(4, 30)),
        LengthRule(.exact(5), unit: .unicodeScalars),
        LengthRule(.range(2, 3), unit: .utf16), LengthRule(.max(8), unit: .utf8),
        RequiredRule(), RequiredRule(blankIsEmpty: true), RequiredRule(allowEmpty: true),
        BooleanRule(.beTrue), BooleanRule(.either),
    ]

    /// Texts as bytes: typical passes, edges and failures of each rule, and bytes a JSON field
    /// could not hold unescaped.
    static let strings: [String] = [
        "ann@example.com", "Email@Domain.com", "john..doe@x.com", "имя@домен.рф", "a@b", "a@localserver",
        "\"quoted\"@example.com", #"a\b@example.com"#, "ann@example.com ", " ann@example.com", "", " ", "   ",
        "\t", "x", "Müller", "O'Brien", "Smith2000", "Kowalski", "Jean-Luc Picard", "e\u{301}e\u{301}", "Søren",
        "👍👍👍", "\u{A0}\u{A0}", "\u{2003}", "https://example.org/a?b=1", "http://例え.jp/パス", "gmail.com",
        "ftp://x.org", "ftp://localhost/file", "https://", "https://exa mple.com", "true", "false",
        "2026-03-01T09:00:00Z", "line\nbreak", "tab\there", "nul\u{0}byte", "del\u{7F}",
        String(repeating: "a", count: 64) + "@example.com",
        "https://example.com/" + String(repeating: "p", count: 3000),
        String(repeating: "Ab", count: 200), String(repeating: "ж", count: 29), String(repeating: "ж", count: 31),
    ]

    /// Bytes that are not UTF-8 (alone, or inside an otherwise valid text).
    static let invalidTexts: [[UInt8]] = {
        var texts: [[UInt8]] = [[0xFF], [0x41, 0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        texts.append(Array("ann@exa".utf8) + [0xFF] + Array("mple.com".utf8))
        texts.append(Array("Mül".utf8) + [0xC3] + Array("ler".utf8))
        return texts
    }()

    static let texts: [[UInt8]] = strings.map { Array($0.utf8) } + invalidTexts

    static func passes(_ rule: any ValidationRule, _ bytes: [UInt8]) -> Bool {
        let value = bytes.withUnsafeBufferPointer { UTF8Bytes.string($0) }.map(Value.string) ?? .data(Data(bytes))
        let context = ValidationContext(source: Value.object([:]), now: Date(timeIntervalSince1970: 1_780_000_000))
        switch rule.validate(value, in: context) {
        case .passed, .rewritten: return true
        case .failed: return false
        }
    }

    static func clears(_ screen: TextScreen, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { screen.clears($0) }
    }

    @Test(arguments: rules.indices)
    func aClearedTextPassesTheRule(_ index: Int) throws {
        let rule = Self.rules[index]
        let screen = try #require(TextScreen(rule))
        for text in Self.texts where Self.clears(screen, text) {
            #expect(Self.passes(rule, text), "\(rule.name) cleared \(text) but fails it")
        }
    }

    @Test func typicalValidTextsAreCleared() throws {
        let expectations: [(any ValidationRule, String)] = [
            (EmailRule(), "ann@example.com"), (URLRule(), "https://example.org/a?b=1"), (NameRule(), "Müller"),
            (NameRule(), "Kowalski"), (LengthRule(.min(6)), "Quarterly"), (LengthRule(.range(4, 30)), "Søren"),
            (RequiredRule(), "x"),
        ]
        for (rule, text) in expectations {
            let screen = try #require(TextScreen(rule))
            #expect(Self.clears(screen, Array(text.utf8)), "\(rule.name) did not clear \(text)")
        }
    }

    @Test func textsAJSONFieldCouldNotHoldPlainAreNeverCleared() throws {
        let screen = try #require(TextScreen(RequiredRule()))
        for text in ["", "a\"b", #"a\b"#, "a\nb", "a\u{1F}b"] {
            #expect(!Self.clears(screen, Array(text.utf8)), "cleared \(text.debugDescription)")
        }
        #expect(!Self.clears(screen, [0x61, 0xFF]))
        #expect(Self.clears(screen, Array("a\u{7F}b".utf8)))  // DEL is plain JSON text
        // Non-ASCII text is plain when its UTF-8 is valid, at any length.
        #expect(Self.clears(screen, Array("Zoé".utf8)))
        #expect(Self.clears(screen, Array("Zoé Łódź, 日本語のテキスト".utf8)))
        // ASCII text is read sixteen bytes at a time, the last sixteen overlapping the ones before,
        // other text from the first block that is not, then byte by byte: a bad byte anywhere is seen.
        for length in 1...40 {
            #expect(Self.clears(screen, Array(repeating: UInt8(ascii: "x"), count: length)))
            for offset in 0..<length {
                for bad: UInt8 in [0x22, 0x5C, 0x0A, 0x00, 0x1F, 0xFF] {
                    var bytes = Array(repeating: UInt8(ascii: "x"), count: length)
                    bytes[offset] = bad
                    #expect(!Self.clears(screen, bytes), "\(bad) at \(offset) of \(length)")
                }
            }
        }
    }

    /// Text known to be plain (a driven record's value) gets the answer the text would get: the
    /// same on every plain text, and never a clear for an empty one.
    @Test(arguments: rules.indices)
    func plainTextIsAnsweredAsTheTextWouldBe(_ index: Int) throws {
        let screen = try #require(TextScreen(Self.rules[index]))
        for text in Self.texts where text.withUnsafeBufferPointer(TextScreen.isPlainString) {
            let plain = text.withUnsafeBufferPointer { screen.clears(plainText: $0) }
            #expect(plain == Self.clears(screen, text), "\(Self.rules[index].name) on \(text)")
        }
        #expect(![UInt8]().withUnsafeBufferPointer { screen.clears(plainText: $0) })
    }

    @Test func rulesThatCannotJudgeALoneStringHaveNoScreen() {
        #expect(TextScreen(DateRule(.earlierThan, .now)) == nil)
        #expect(TextScreen(DateRule(.laterThan, "2020-01-01T00:00:00Z")) == nil)
        #expect(TextScreen(RequiredRule(requiredValue: "yes")) == nil)
        #expect(TextScreen(UnscreenedRule()) == nil)
    }
}

/// A rule with no screen.
private struct UnscreenedRule: ValidationRule {
    var name: String { "probe" }
    func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome { .passed }
}
