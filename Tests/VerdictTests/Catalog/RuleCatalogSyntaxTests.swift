import Testing
import Verdict

@Suite struct RuleCatalogSyntaxTests {
    static func make(_ name: String, _ positional: [Operand] = [], _ options: [String: Value] = [:])
        throws
        -> any ValidationRule
    {
        try RuleCatalog.make(
            name, RuleArguments(rule: name, positional: positional, options: options))
    }

    static func check(_ rule: any ValidationRule, _ value: Value) -> Bool {
        RuleProbe.passes(rule, value)
    }

    @Test(arguments: [
        "email", "url", "name", "ipv4", "ipv6", "ip", "domain", "uuid", "latitude", "longitude",
        "coordinate", "price",
        "isbn", "hexColor", "phone", "postalCode", "syntax", "creditCard", "cardExpiry",
        "minByteSize", "maxByteSize",
        "mimeType", "image", "video", "audio", "archive", "minWidth", "maxWidth", "minHeight",
        "maxHeight", "minRatio",
        "maxRatio",
    ])
    func everyRuleHasItsDesignName(name: String) {
        #expect(RuleCatalog.descriptors[name] != nil)
    }

    @Test func optionsReachTheRules() throws {
        #expect(Self.check(try Self.make("email", [], ["idn": true]), "почта@яндекс.рф"))
        #expect(!Self.check(try Self.make("email"), "почта@яндекс.рф"))
        #expect(Self.check(try Self.make("email", [], ["requireTLD": false]), "user@localserver"))
        #expect(Self.check(try Self.make("url", [], ["schemes": ["ftp"]]), "ftp://gmail.com"))
        #expect(!Self.check(try Self.make("url", [], ["schemes": ["ftp"]]), "http://gmail.com"))
        #expect(Self.check(try Self.make("url", [], ["schemes": "wss"]), "wss://example.com"))
        #expect(Self.check(try Self.make("url", [], ["defaultScheme": "https"]), "gmail.com"))
        #expect(
            !Self.check(
                try Self.make("uuid", [], ["version": 4]), "123e4567-e89b-12d3-a456-426655440000"))
        #expect(
            Self.check(
                try Self.make("uuid", [], ["version": 1]), "123e4567-e89b-12d3-a456-426655440000"))
        #expect(!Self.check(try Self.make("isbn", [], ["version": 10]), "978-3-16-148410-0"))
        #expect(Self.check(try Self.make("postalCode", [], ["country": "us"]), "90210"))
        #expect(!Self.check(try Self.make("postalCode", [], ["country": "GB"]), "90210"))
        #expect(Self.check(try Self.make("ipv6", [], ["allowZone": true]), "fe80::1%eth0"))
        #expect(!Self.check(try Self.make("name", [], ["lettersOnly": true]), "Jean-Luc"))
        #expect(Self.check(try Self.make("hexColor", [], ["alpha": true]), "#FF11AA80"))
    }

    @Test func syntaxNameBuildsTheNamedRuleWithItsOptions() throws {
        #expect(Self.check(try Self.make("syntax", ["http"]), "http://www.google.com"))
        #expect(!Self.check(try Self.make("syntax", ["http"]), "https://www.google.com"))
        #expect(Self.check(try Self.make("syntax", ["PhoneNumber"]), "+48666666666"))
        #expect(Self.check(try Self.make("syntax", ["email"], ["idn": true]), "почта@яндекс.рф"))
        #expect(try Self.make("syntax", ["email"]).name == "email")
        #expect(Self.check(try Self.make("syntax", ["postalCode"], ["country": "US"]), "90210"))
        #expect(!Self.check(try Self.make("syntax", ["postalCode"], ["country": "US"]), "SW1A 0AA"))
        #expect(
            Self.check(try Self.make("syntax", ["url"], ["schemes": ["ftp"]]), "ftp://gmail.com"))
    }

    @Test func reportsBadOptions() {
        #expect(
            throws: RuleDefinitionError.wrongOption(
                rule: "uuid", option: "version", expected: "one of 1, 2, 3, 4, 5, 6, 7, 8")
        ) {
            try Self.make("uuid", [], ["version": 9])
        }
        #expect(
            throws: RuleDefinitionError.wrongOption(
                rule: "isbn", option: "version", expected: "one of 10, 13")
        ) {
            try Self.make("isbn", [], ["version": 11])
        }
        #expect(throws: RuleDefinitionError.self) {
            try Self.make("postalCode", [], ["country": "XX"])
        }
        #expect(throws: RuleDefinitionError.self) { try Self.make("url", [], ["schemes": []]) }
        #expect(
            throws: RuleDefinitionError.wrongOption(
                rule: "url", option: "defaultScheme", expected: "one of the accepted schemes", got: "\"ftp\"")
        ) {
            try Self.make("url", [], ["defaultScheme": "ftp"])
        }
        #expect(
            throws: RuleDefinitionError.wrongOption(
                rule: "email", option: "idn", expected: "true or false", got: "\"yes\"")
        ) {
            try Self.make("email", [], ["idn": "yes"])
        }
        #expect(throws: RuleDefinitionError.self) { try Self.make("syntax", ["emial"]) }
        #expect(throws: RuleDefinitionError.self) { try Self.make("syntax") }
    }
}
