import Verdict

/// A syntax rule with typical valid values (four of each, so the loop indexes with a mask).
public struct SyntaxSample: Sendable {
    public var name: String
    public var rule: any ValidationRule
    public var values: [String]

    public static let emails = [
        "anna.7@example.com", "john.smith@company.co.uk", "disposable.style+tag@example.com",
        "Email@Domain.com",
    ]

    public static let all: [SyntaxSample] = [
        SyntaxSample(name: "email", rule: EmailRule(), values: emails),
        SyntaxSample(
            name: "url", rule: URLRule(),
            values: [
                "https://calendar.example.org/events/1", "http://example.com",
                "https://www.example.co.uk/path/to/page?query=1#top", "https://api.example.com:8443/v1/users",
            ]),
        SyntaxSample(
            name: "ipv4", rule: IPAddressRule(.v4),
            values: ["192.168.1.1", "10.0.0.254", "8.8.8.8", "172.16.254.1"]),
        SyntaxSample(
            name: "ipv6", rule: IPAddressRule(.v6),
            values: [
                "2001:db8::1", "fe80::1ff:fe23:4567:890a", "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
                "::ffff:192.0.2.128",
            ]),
        SyntaxSample(
            name: "uuid", rule: UUIDRule(),
            values: [
                "123e4567-e89b-12d3-a456-426614174000", "550e8400-e29b-41d4-a716-446655440000",
                "f47ac10b-58cc-4372-a567-0e02b2c3d479", "6fa459ea-ee8a-3ca4-894e-db77e160355e",
            ]),
        SyntaxSample(
            name: "creditCard", rule: CreditCardRule(),
            values: ["4111111111111111", "5555555555554444", "378282246310005", "4111 1111 1111 1111"]),
        SyntaxSample(
            name: "name (ASCII)", rule: NameRule(),
            values: ["Kowalski", "O'Brien", "Jean-Luc", "Nakamura"]),
        SyntaxSample(
            name: "name (non-ASCII)", rule: NameRule(),
            values: ["Fernández", "Müller", "Ólafsdóttir", "Пётр"]),
    ]
}
