import Testing
import Verdict

@Suite struct EmailRuleTests {
    static let longLocal = String(repeating: "a", count: 64)
    static let longLabel = String(repeating: "b", count: 63)
    /// 64 + 1 + 63 + 1 + 63 + 1 + 57 + 4 = 254 octets.
    static let longest =
        longLocal + "@" + longLabel + "." + longLabel + "." + String(repeating: "c", count: 57)
        + ".com"

    /// FXModelValidation (§3.7), AJWValidator (§4.5), adamwaite/Validator (§5), NGRValidator (§2.7),
    /// and RFC 5321 / 5322 forms.
    static let valid: [String] = [
        "niceandsimple@example.com", "very.common@example.com",
        "a.little.lengthy.but.fine@dept.example.com",
        "disposable.style.email.with+symbol@example.com", "other.email-with-dash@example.com",
        "abc@unknown.domain.example", "user@valid.com", "user_1@valid.co.uk", "user@valid.museum",
        "email@domain.international", "Email@Domain.com", "x@example.com", "1234567890@example.com",
        "!#$%&'*+-/=?^_`{|}~@example.org", "user%example.com@example.org",
        "mailhost!username@example.org",
        "example-indeed@strange-example.com", "\"john doe\"@example.com", "\" \"@example.org",
        "\"very.(),:;<>[]\\\".VERY.\\\"very@\\\\ \\\"very\\\".unusual\"@strange.example.com",
        "\"john..doe\"@example.com", "user@[192.168.2.1]", "user@[IPv6:2001:db8::1]",
        "user@xn--bcher-kva.example", "a@b.co", "anna.123@example12.com",
        longLocal + "@example.com", longest,
    ]

    static let invalid: [String] = [
        // FXModelValidation
        "Abc.example.com", "A@b@c@example.com", "a\"b(c)d,e:f;g<h>i[j\\k]l@example.com",
        "just\"not\"right@example.com", "this is\"not\\allowed@example.com",
        "this\\ still\"not\\allowed@example.com", "john..doe@example.com", "john.doe@example..com",
        "John Doe <niceandsimple@example.com>",
        // AJWValidator
        "user@invalid,com", "userinvalid.com", "invalid", "user@invalid@example.com",
        "user@in+valid.com",
        // the benchmark's broken values
        "not-an-email", "anna@@example.com",
        // RFC 5321 / 5322 / 1035
        "", "@example.com", "john@", ".john@example.com", "john.@example.com", "john@.example.com",
        "john@example.com.", "john@-example.com", "john@example-.com", "john@example.c",
        "john@example.123",
        "user@localserver", "\"\"@example.com", "\"unclosed@example.com", "\"a\"b@example.com",
        "\"a\"@", "john@exa_mple.com", "john@[300.1.1.1]", "john@[IPv6:1::2::3]", "john@[1.2.3.4",
        "john@[]", "john doe@example.com", "john@example.com ", " john@example.com",
        "john(comment)@example.com",
        "john@ex ample.com", "john\t@example.com", "\"tab\there\"@example.com",
        "имя@домен.субдомен",
        "scøtt@example.com", "user@exämple.com", "a" + longLocal + "@example.com",
        "x" + longest, "john@" + longLabel + "b.com",
    ]

    @Test(arguments: valid)
    func acceptsAddresses(address: String) {
        #expect(EmailRule().isValid(address))
        #expect(RuleProbe.passes(EmailRule(), .string(address)))
    }

    @Test(arguments: invalid)
    func rejectsAddresses(address: String) {
        #expect(!EmailRule().isValid(address))
        #expect(RuleProbe.failure(EmailRule(), .string(address))?.key == .notEmail)
    }

    /// RFC 6531 addresses, and what stays invalid with Unicode allowed.
    static let idnValid = [
        "имя@домен.субдомен", "почта@яндекс.рф", "scøtt@êxample.com", "用户@例子.广告",
        "josé@example.com",
        "Pelé@example.com", "\"ünïcödé quoted\"@example.com", "abc@unknown.domain.example",
        "user@bücher.example",
    ]
    static let idnInvalid = [
        "имя@домен..рф", "имя@-домен.рф", "имя @домен.рф", "\u{200B}x@example.com",
        "x@exa\u{200B}mple.com",
        "имя@домен", "x@\u{0301}a.com", "x@a.\u{0661}\u{0662}", "x@😀.com", "x\u{2028}y@example.com",
        "x@" + String(repeating: "ü", count: 60) + ".com",
    ]

    @Test(arguments: idnValid)
    func acceptsUnicodeAddressesWithIDN(address: String) {
        #expect(EmailRule(idn: true).isValid(address))
    }

    @Test(arguments: idnInvalid)
    func rejectsMalformedUnicodeAddressesWithIDN(address: String) {
        #expect(!EmailRule(idn: true).isValid(address))
    }

    @Test func withoutTLDRequirementAcceptsSingleLabelDomains() {
        let rule = EmailRule(requireTLD: false)
        #expect(rule.isValid("user@localserver"))
        #expect(rule.isValid("user@localhost"))
        #expect(!rule.isValid("user@123"))
        #expect(!rule.isValid("user@local_server"))
    }

    @Test(arguments: [
        ("x" + longest, "tooLong"), ("a" + longLocal + "@example.com", "tooLong"),
        ("john..doe@example.com", "localPart"), ("John Doe <a@b.com>", "localPart"),
        ("\"open@example.com", "localPart"),
        ("Abc.example.com", "domain"), ("john@example..com", "domain"),
        ("A@b@c@example.com", "domain"),
    ])
    func namesTheReason(address: String, reason: String) {
        #expect(
            RuleProbe.failure(EmailRule(), .string(address))?.params["reason"] == .string(reason))
    }

    @Test func rejectsNonStringsAsWrongType() {
        let failure = RuleProbe.failure(EmailRule(), 42)
        #expect(failure?.key == .wrongType)
        #expect(failure?.params["expected"] == "a string")
    }

    @Test func fluentAndSyntaxSpellingsRenderTheSameMessage() {
        for chain in [Validate("email").email(), Validate("email").syntax(.email)] {
            #expect(
                RuleProbe.chainErrors(chain, "bad").map(\.message) == [
                    "Email must be an email address such as name@example.com."
                ])
        }
    }

    @Test func fluentAndSyntaxSpellingsRenderNGRMessage() {
        #expect(
            RuleProbe.chainErrors(Validate("email").email(), "bad", locale: "en-x-ngr").map(\.message) == [
                "Email has invalid syntax."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("email").syntax(.email), "bad", locale: "en-x-ngr").map(\.message) == [
                "Email has invalid syntax."
            ])
        #expect(RuleProbe.chainPasses(Validate("email").email(idn: true), "почта@яндекс.рф"))
        #expect(!RuleProbe.chainPasses(Validate("email").email(), "почта@яндекс.рф"))
    }

    /// FXModelValidation's `enableIDN` is `idn`; its `checkDNS = true` is refused (a validator does
    /// not resolve domains), `checkDNS = false` accepted.
    @Test func fxModelValidationsOptionNamesAreAcceptedButNotCheckDNS() throws {
        let rule = try RuleCatalog.make(
            "email", RuleArguments(rule: "email", options: ["enableIDN": true, "checkDNS": false]))
        #expect(RuleProbe.passes(rule, "почта@яндекс.рф"))
        #expect(
            throws: RuleDefinitionError.invalid(
                rule: "email", "`checkDNS = true`: Verdict does not resolve domains while validating",
                hint: "drop `checkDNS`; to check that the domain exists, use a `remote` rule that asks your server",
                option: "checkDNS")
        ) { try RuleCatalog.make("email", RuleArguments(rule: "email", options: ["checkDNS": true])) }
    }

    @Test func tablesHaveAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
        #expect(RuleProbe.isBalanced(valid: Self.idnValid.count, invalid: Self.idnInvalid.count))
    }
}
