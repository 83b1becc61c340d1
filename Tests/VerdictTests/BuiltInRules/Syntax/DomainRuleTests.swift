import Testing
import Verdict

@Suite struct DomainRuleTests {
    static let label63 = String(repeating: "a", count: 63)
    /// 63 + 1 + 63 + 1 + 63 + 1 + 57 + 4 = 253 octets.
    static let longest = [label63, label63, label63, String(repeating: "c", count: 57) + ".com"]
        .joined(separator: ".")

    static let valid = [
        "google.com", "sub.example.co.uk", "xn--bcher-kva.example", "a-b.example.museum",
        "bücher.example",
        "domain.international", "EXAMPLE.COM", "a.bc", "1password.com", label63 + ".com", longest,
        "xn--d1acpjx3f.xn--p1ai", "яндекс.рф",
    ]
    static let invalid = [
        "localhost", "-a.com", "a-.com", "a..com", ".a.com", "a.com.", "under_score.com",
        "example.123",
        "1.2.3.4", "a.c", label63 + "a.com", "x" + longest, "", "a com", "a.com/", "exa%mple.com",
        "a.b-", "xn--.com", "😀.com", "\u{0301}a.com", "a.c0m", "ex@mple.com", "a.-com",
        "a.\u{0661}\u{0662}",
        String(repeating: "ü", count: 60) + ".com",
    ]

    @Test(arguments: valid)
    func acceptsDomains(domain: String) {
        #expect(DomainRule().isValid(domain))
    }

    @Test(arguments: invalid)
    func rejectsDomains(domain: String) {
        #expect(!DomainRule().isValid(domain))
        #expect(RuleProbe.failure(DomainRule(), .string(domain))?.key == .notDomain)
    }

    @Test func optionsChangeTheTLDAndUnicodeChecks() {
        #expect(DomainRule(requireTLD: false).isValid("localhost"))
        #expect(!DomainRule(requireTLD: false).isValid("123"))
        #expect(!DomainRule(idn: false).isValid("bücher.example"))
        #expect(DomainRule(idn: false).isValid("xn--bcher-kva.example"))
    }

    @Test func ngrVector() {
        #expect(RuleProbe.chainPasses(Validate("host").domain(), "google.com"))
        #expect(!RuleProbe.chainPasses(Validate("host").domain(), "https://www.google.com"))
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }
}
