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

    /// In the default English each syntax states what it expects, for NGRValidator's invalid value.
    @Test(arguments: [
        (Syntax.email, "Value must be an email address such as name@example.com."),
        (.name, "Value must contain only letters, with single spaces, hyphens or apostrophes between them."),
        (.ipv4, "Value must be an IPv4 address such as 192.0.2.1."),
        (.ipv6, "Value must be an IPv6 address such as 2001:db8::1."),
        (.domain, "Value must be a domain name such as example.com."),
        (.uuid, "Value must be a UUID such as f47ac10b-58cc-4372-a567-0e02b2c3d479."),
        (.latitude, "Value must be a latitude in decimal degrees, from -90 to 90."),
        (.longitude, "Value must be a longitude in decimal degrees, from -180 to 180."),
        (.price, "Value must be a price such as 23.30: whole units, or two decimals."),
        (.isbn, "Value must be an ISBN such as 978-3-16-148410-0."),
        (.hexColor, "Value must be a hex color such as #1A2B3C."),
        (.phone, "Value must be an international phone number such as +1 415 555 2671."),
        (.postalCode, "Value must be a postal code."),
    ])
    func messageStatesTheExpectation(syntax: Syntax, message: String) throws {
        let invalid = try #require(Self.ngrVectors.first { $0.0 == syntax }?.2)
        #expect(RuleProbe.chainErrors(Validate("value").syntax(syntax), .string(invalid)).map(\.message) == [message])
    }

    /// Under `en-x-ngr`, the syntaxes NGRValidator had no text for (it showed `(null)`) read in its
    /// style.
    @Test func messagesForSyntaxesWithoutNGRText() {
        #expect(
            RuleProbe.chainErrors(Validate("server").syntax(.ipv4), "1.2.3", locale: "en-x-ngr").map(\.message) == [
                "Server is not a valid IPv4 address."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("site").syntax(.http), "nope", locale: "en-x-ngr").map(\.message) == [
                "Site has invalid syntax."
            ]
        )
        #expect(
            RuleProbe.chainErrors(Validate("zip").syntax(.postalCode), "nope", locale: "en-x-ngr").map(\.message) == [
                "Zip is not a valid postal code."
            ])
    }
}
