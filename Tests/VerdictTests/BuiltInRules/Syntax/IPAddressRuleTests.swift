import Testing
import Verdict

@Suite struct IPAddressRuleTests {
    static let ipv4Valid = [
        "192.168.23.123", "0.0.0.0", "255.255.255.255", "10.0.0.1", "1.2.3.4", "100.64.0.0",
    ]
    static let ipv4Invalid = [
        "256.1.1.1", "01.2.3.4", "1.2.3", "1.2.3.4.5", "1..2.3", "127.1", "0x7f.0.0.1", " 1.2.3.4",
        "1.2.3.4 ",
        "1.2.3.04", "300.300.300.300", "1.2.3.-4", "1.2.3.", ".1.2.3", "", "a.b.c.d", "1,2,3,4",
        "1.2.3.1000",
    ]

    /// RFC 4291 §2.2 examples, RFC 5952 forms, and the seed's vector.
    static let ipv6Valid = [
        "2001:0db8:0000:0042:0000:8a2e:0370:7334", "2001:DB8:0:0:8:800:200C:417A",
        "FF01:0:0:0:0:0:0:101",
        "0:0:0:0:0:0:0:1", "0:0:0:0:0:0:0:0", "2001:DB8::8:800:200C:417A", "FF01::101", "::1", "::",
        "0:0:0:0:0:0:13.1.68.3", "0:0:0:0:0:FFFF:129.144.52.38", "::13.1.68.3",
        "::FFFF:129.144.52.38",
        "2001:db8::1", "1::", "1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8", "1:2:3:4:5:6::8", "fe80::",
        "2001:0db8:85a3::8a2e:0370:7334", "64:ff9b::198.51.100.7", "1:2:3:4:5:6:1.2.3.4",
    ]
    static let ipv6Invalid = [
        "abcd", "1:2", "::1::", "2001:db8:::1", "1::2::3", "12345::", ":1::", "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7", "::ffff:256.0.0.1", "g::1", "1:2:3:4:5:6:7:8::", "::1.2.3", "1.2.3.4",
        "1:2:3:4:5:6:7:1.2.3.4", "1:", ":", ":::", "02001:db8::1", "1::2:3:4:5:6:7:8",
        "fe80::1%eth0",
        "::ffff:01.2.3.4", " ::1", "[::1]", "", "1:2:3:4:5:6:7:8:", ":1:2:3:4:5:6:7:8",
        "::1.2.3.4:5",
        "2001:db8::1/64", "1::2:", "1.2.3.4::",
    ]

    @Test(arguments: ipv4Valid)
    func acceptsIPv4(address: String) {
        #expect(IPAddressRule(.v4).isValid(address))
        #expect(IPAddressRule(.any).isValid(address))
        #expect(!IPAddressRule(.v6).isValid(address))
    }

    @Test(arguments: ipv4Invalid)
    func rejectsIPv4(address: String) {
        #expect(!IPAddressRule(.v4).isValid(address))
        #expect(RuleProbe.failure(IPAddressRule(.v4), .string(address))?.key == .notIPv4)
    }

    @Test(arguments: ipv6Valid)
    func acceptsIPv6(address: String) {
        #expect(IPAddressRule(.v6).isValid(address))
        #expect(IPAddressRule(.any).isValid(address))
        #expect(!IPAddressRule(.v4).isValid(address))
    }

    @Test(arguments: ipv6Invalid)
    func rejectsIPv6(address: String) {
        #expect(!IPAddressRule(.v6).isValid(address))
        #expect(RuleProbe.failure(IPAddressRule(.v6), .string(address))?.key == .notIPv6)
    }

    @Test(arguments: [
        ("fe80::1%eth0", true), ("fe80::1%25", true), ("fe80::1%en0.1", true), ("fe80::1%", false),
        ("fe80::1%a b", false), ("fe80::1%eth0%1", false), ("%eth0", false),
        ("1.2.3.4%eth0", false),
    ])
    func acceptsZonesOnlyWhenAllowed(address: String, valid: Bool) {
        #expect(IPAddressRule(.v6, allowZone: true).isValid(address) == valid)
        #expect(!IPAddressRule(.v6).isValid(address))
    }

    @Test(arguments: [
        (Validate("ip").ip(), "IP must be an IPv4 or IPv6 address, such as 192.0.2.1 or 2001:db8::1."),
        (Validate("ip").ipv4(), "IP must be an IPv4 address such as 192.0.2.1."),
        (Validate("ip").ipv6(), "IP must be an IPv6 address such as 2001:db8::1."),
    ])
    func messageNamesTheVersionWithAnExample(chain: Validate, message: String) {
        #expect(RuleProbe.chainErrors(chain, "10.0.0").map(\.message) == [message])
    }

    @Test func ngrLooseIPv6VectorsAreRejected() {
        #expect(!RuleProbe.chainPasses(Validate("ip").ipv6(), "abcd"))
        #expect(RuleProbe.chainPasses(Validate("ip").ipv6(), "::1"))
        #expect(
            RuleProbe.chainErrors(Validate("ip").ip(), "10.0.0", locale: "en-x-ngr").map(\.message) == [
                "Ip is not a valid IP address."
            ])
    }

    @Test func tablesHaveAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.ipv4Valid.count, invalid: Self.ipv4Invalid.count))
        #expect(RuleProbe.isBalanced(valid: Self.ipv6Valid.count, invalid: Self.ipv6Invalid.count))
    }
}
