import Testing
import Verdict

@Suite struct SyntaxTests {
    /// NGRValidator's syntax vectors (§2.7): each valid value passes its syntax; `https://www.google.com`
    /// fails every syntax but HTTPS (where `http://www.google.com` fails) and File (where
    /// `978-3-16-148410-0` fails).
    static let ngrVectors: [(Syntax, String, String)] = [
        (.http, "http://www.google.com", "https://www.google.com"),
        (.https, "https://www.google.com", "http://www.google.com"),
        (.file, "file://www.test/docs", "978-3-16-148410-0"),
        (.email, "email@domain.international", "https://www.google.com"),
        (.name, "TestNickname", "https://www.google.com"),
        (.ipv4, "192.168.23.123", "https://www.google.com"),
        (.ipv6, "2001:0db8:0000:0042:0000:8a2e:0370:7334", "https://www.google.com"),
        (.domain, "google.com", "https://www.google.com"),
        (.uuid, "123e4567-e89b-12d3-a456-426655440000", "https://www.google.com"),
        (.latitude, "-23.123", "https://www.google.com"),
        (.longitude, "-23.123", "https://www.google.com"),
        (.price, "23.30", "https://www.google.com"),
        (.isbn, "978-3-16-148410-0", "https://www.google.com"),
        (.hexColor, "#FF11AA", "https://www.google.com"),
        (.phone, "+48666666666", "https://www.google.com"),
        (.postalCode, "SW1A 0AA", "https://www.google.com"),
        (.webSocket, "ws://www.google.com", "https://www.google.com"),
        (.secureWebSocket, "wss://www.google.com", "https://www.google.com"),
    ]

    @Test(arguments: ngrVectors)
    func ngrVector(syntax: Syntax, valid: String, invalid: String) {
        #expect(RuleProbe.chainPasses(Validate("value").syntax(syntax), .string(valid)))
        #expect(
            RuleProbe.chainErrors(Validate("value").syntax(syntax), .string(invalid)).count == 1)
    }

    @Test func syntaxIsTheSameRuleAsItsFluentMethod() {
        #expect(Syntax.email.rule.name == "email")
        #expect(Syntax.http.rule.name == "url")
        #expect(Syntax.ip.rule.name == "ip")
        #expect(Validate("x").syntax(.coordinate).rules.map(\.name) == ["coordinate"])
    }

    @Test(arguments: [
        ("HTTP", Syntax.http), ("email", .email), ("PhoneNumber", .phone), ("hexcolor", .hexColor),
        ("IPv6", .ipv6), ("SecureWebSocket", .secureWebSocket), ("UUID", .uuid),
        ("postalCode", .postalCode),
    ])
    func namesInAnyCase(name: String, syntax: Syntax) {
        #expect(Syntax(named: name) == syntax)
    }

    @Test(arguments: ["", "emial", "regex", "geo", "http2", "mail"])
    func unknownNames(name: String) {
        #expect(Syntax(named: name) == nil)
    }

    @Test func messagesForSyntaxesWithoutNGRText() {
        #expect(
            RuleProbe.chainErrors(Validate("server").syntax(.ipv4), "1.2.3").map(\.message) == [
                "Server is not a valid IPv4 address."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("site").syntax(.http), "nope").map(\.message) == [
                "Site has invalid syntax."
            ]
        )
        #expect(
            RuleProbe.chainErrors(Validate("zip").syntax(.postalCode), "nope").map(\.message) == [
                "Zip is not a valid postal code."
            ])
    }
}
