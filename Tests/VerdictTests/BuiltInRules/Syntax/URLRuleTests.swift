import Testing
import Verdict

@Suite struct URLRuleTests {
    /// Seeds (§2.7, §3.7, §5, the benchmark) and RFC 3986 forms, with the default schemes.
    static let valid: [String] = [
        "http://gmail.com", "http://www.google.com", "https://www.google.com",
        "http://adamjwaite.co.uk",
        "http://google.com", "https://calendar12.example.org/events/123", "HTTP://EXAMPLE.COM",
        "http://example.com:8080/path?q=1#frag", "https://user:pass@example.com/",
        "http://192.168.0.1/",
        "http://[2001:db8::1]:8080/x", "http://[::1]/", "http://яндекс.рф",
        "http://example.com/%E2%82%AC",
        "http://example.com/a/b/c/?x=y&z=%20", "http://example.com?hello=😋", "http://example.com/#",
        "http://a.b-c.de/~user", "http://example.com:65535", "http://example.com/path;p=1,2/x:y@z",
        "https://example.com/?q=a/b?c", "http://xn--bcher-kva.example/", "https://example.com:0/",
    ]

    static let invalid: [String] = [
        "gmail.com", "ftp://gmail.com", "ht!tp:/broken url", "http://", "http://localhost",
        "http://999.1.1.1",
        "http://1.2.3", "http://a.com:65536", "http://a.com:", "http://a.com:abc",
        "http://a.com:123456",
        "http://exa mple.com", "http://example.com/a b", "http://example.com/%zz",
        "http://example.com/%2",
        "http://under_score.com", "http:example.com", "http:/example.com",
        "http://example.com/#a#b",
        "http://[2001:db8::1", "http://[2001:db8::g]/", "http://[1.2.3.4]/", "http://user@",
        "http://-a.com",
        "http:▷adamjwaite.co.uk", "http://example.com/<script>", "http://example.com/a\"b",
        "http://example..com", "http://[fe80::1%25en0]/", "", " http://a.com", "http://a.com ",
        "http://example.com/a[0]", "http://example.com/{x}", "http://exa%41mple.com",
        "http://a.com\\b",
        "https://www.example.com:8080:80/", "http://.com", "//example.com",
        "http://example.com/\u{7F}",
        "http://user name@example.com/", "mailto:user@example.com", "javascript:alert(1)",
        "file:///etc/hosts",
    ]

    @Test(arguments: valid)
    func acceptsURLs(url: String) {
        #expect(URLRule().isValid(url))
    }

    @Test(arguments: invalid)
    func rejectsURLs(url: String) {
        #expect(!URLRule().isValid(url))
        #expect(RuleProbe.failure(URLRule(), .string(url))?.key == .notURL)
    }

    /// FXModelValidation's `validSchemes` and `enableIDN` are `schemes` and `idn` by other names;
    /// both spellings at once are refused.
    @Test func fxModelValidationsOptionNamesAreAccepted() throws {
        let rule = try RuleCatalog.make(
            "url", RuleArguments(rule: "url", options: ["validSchemes": ["ftp"], "enableIDN": false]))
        #expect(RuleProbe.passes(rule, "ftp://gmail.com"))
        #expect(!RuleProbe.passes(rule, "http://gmail.com"))
        #expect(!RuleProbe.passes(rule, "ftp://яндекс.рф"))
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "url", "`validSchemes` and `schemes` are the same option, given twice", hint: "keep one of them",
                option: "validSchemes")
        ) {
            try RuleCatalog.make(
                "url", RuleArguments(rule: "url", options: ["validSchemes": ["ftp"], "schemes": ["http"]]))
        }
    }

    @Test func defaultSchemeIsPrependedAndWrittenBack() {
        let rule = URLRule(defaultScheme: "https")
        guard case .rewritten(let value) = RuleProbe.outcome(rule, "gmail.com") else {
            Issue.record("expected a rewrite")
            return
        }
        #expect(value == "https://gmail.com")
        #expect(RuleProbe.passes(rule, "localhost:8080") == false)
        #expect(
            RuleProbe.passes(URLRule(defaultScheme: "http", requireTLD: false), "localhost:8080"))
        #expect(!RuleProbe.passes(rule, "ht!tp:/broken url"))
        guard case .passed = RuleProbe.outcome(rule, "http://gmail.com") else {
            Issue.record("a URL with a scheme is not rewritten")
            return
        }
        #expect(!RuleProbe.chainPasses(Validate("url").url(), "gmail.com"))
    }

    @Test(arguments: [
        (["ftp"], "ftp://gmail.com", true), (["ftp"], "http://gmail.com", false),
        (["ws"], "ws://www.google.com", true), (["ws"], "https://www.google.com", false),
        (["wss"], "wss://www.google.com", true), (["wss"], "ws://www.google.com", false),
        (["file"], "file://www.test/docs", true), (["file"], "file:///etc/hosts", true),
        (["file"], "file://localhost/etc/hosts", true), (["file"], "file://", false),
        (["file"], "file://user@host/x", false), (["FILE"], "https://www.google.com", false),
        (["HTTP"], "http://example.com", true), (["http"], "https://example.com", false),
    ])
    func acceptsOnlyTheGivenSchemes(schemes: [String], url: String, valid: Bool) {
        #expect(URLRule(schemes: schemes).isValid(url) == valid)
    }

    @Test func withoutIDNOnlyASCIIURIsPass() {
        let rule = URLRule(idn: false)
        #expect(!rule.isValid("http://яндекс.рф"))
        #expect(!rule.isValid("http://adamjwaite.co.uk?hello=😋"))
        #expect(rule.isValid("http://xn--d1acpjx3f.xn--p1ai"))
        #expect(rule.isValid("http://adamjwaite.co.uk?hello=%F0%9F%98%8B"))
    }

    @Test func withoutTLDRequirementAcceptsLocalHosts() {
        let rule = URLRule(requireTLD: false)
        #expect(rule.isValid("http://localhost:8080/health"))
        #expect(!rule.isValid("http://local_host/"))
    }

    @Test func rejectsNonStrings() {
        #expect(RuleProbe.failure(URLRule(), 100)?.key == .wrongType)
    }

    @Test func tablesHaveAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }

    @Test func messageNamesTheSchemes() {
        #expect(
            RuleProbe.chainErrors(Validate("site").url(), "nope").map(\.message) == [
                #"Site must be a URL; allowed schemes: "http", "https"."#
            ])
    }
}
