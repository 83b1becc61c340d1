/// An IP address: IPv4 (`ipv4`), IPv6 (`ipv6`) or either (`ip`), read by hand-written scanners.
///
/// IPv4 is a dotted quad of decimal octets 0–255 without leading zeros.
/// - Passes: `192.168.23.123`, `0.0.0.0`, `255.255.255.255`.
/// - Fails: `256.1.1.1`, `01.2.3.4` (octal in some parsers), `1.2.3`, `1.2.3.4.5`, `1..2.3`,
///   `127.1`, `0x7f.0.0.1`, ` 1.2.3.4`.
///
/// IPv6 is any RFC 4291 §2.2 text form, RFC 5952's canonical form included.
/// - Passes: `2001:0db8:0000:0042:0000:8a2e:0370:7334`, `2001:db8::1`, `::1`, `::`,
///   `::ffff:192.0.2.1`, `1:2:3:4:5:6:7::`; `fe80::1%eth0` only with `allowZone`.
/// - Fails: `abcd`, `1:2`, `2001:db8:::1`, `1::2::3`, `12345::`, `:1::`, `1:2:3:4:5:6:7:8:9`,
///   `::ffff:256.0.0.1`, `g::1`.
///
/// NGRValidator's IPv6 pattern is loose (`abcd` passes there); Verdict is not. A value that is
/// not a string fails with ``MessageKey/wrongType``.
public struct IPAddressRule: ValidationRule {
    /// Which addresses pass.
    public enum Version: String, Sendable, Hashable, CaseIterable {
        /// IPv4 only (`ipv4`).
        case v4 = "ipv4"
        /// IPv6 only (`ipv6`).
        case v6 = "ipv6"
        /// Either (`ip`).
        case any = "ip"
    }

    /// Which addresses pass.
    public var version: Version
    /// Whether an IPv6 zone (`%eth0`) is accepted.
    public var allowZone: Bool

    /// Creates the rule.
    public init(_ version: Version = .any, allowZone: Bool = false) {
        self.version = version
        self.allowZone = allowZone
    }

    public var name: String { version.rawValue }

    public var parameters: [String: Value] { allowZone ? ["allowZone": true] : [:] }

    /// Whether a string is a valid address of this version.
    public func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            switch version {
            case .v4: IPv4Scanner.isValid(p)
            case .v6: IPv6Scanner.isValid(p, allowZone: allowZone)
            case .any: IPv4Scanner.isValid(p) || IPv6Scanner.isValid(p, allowZone: allowZone)
            }
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        let key: MessageKey =
            switch version {
            case .v4: .notIPv4
            case .v6: .notIPv6
            case .any: .notIP
            }
        return .check(isValid(string), key)
    }
}

extension Validate {
    /// An IPv4 address; see ``IPAddressRule``: `192.168.23.123` passes, `01.2.3.4` fails.
    public func ipv4() -> Validate {
        rule(IPAddressRule(.v4))
    }

    /// An IPv6 address; see ``IPAddressRule``: `2001:db8::1` passes, `abcd` fails.
    /// - Parameter allowZone: accept a zone such as `fe80::1%eth0`.
    public func ipv6(allowZone: Bool = false) -> Validate {
        rule(IPAddressRule(.v6, allowZone: allowZone))
    }

    /// An IPv4 or IPv6 address; see ``IPAddressRule``: `::1` and `10.0.0.1` pass, `10.0.0` fails.
    /// - Parameter allowZone: accept a zone on IPv6 addresses.
    public func ip(allowZone: Bool = false) -> Validate {
        rule(IPAddressRule(.any, allowZone: allowZone))
    }
}

extension IPAddressRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("ipv4", summary: "An IPv4 address.") { _ in IPAddressRule(.v4) },
        RuleDescriptor(
            "ipv6", options: ["allowZone"], summary: "An IPv6 address (a zone such as `%eth0` with `allowZone`)."
        ) { args throws(RuleDefinitionError) in
            IPAddressRule(.v6, allowZone: try args.flag("allowZone"))
        },
        RuleDescriptor("ip", options: ["allowZone"], summary: "An IPv4 or IPv6 address.") {
            args throws(RuleDefinitionError) in
            IPAddressRule(.any, allowZone: try args.flag("allowZone"))
        },
    ]

    public static let messages = [
        RuleMessage(.notIPv4, "{name} must be an IPv4 address such as 192.0.2.1."),
        RuleMessage(.notIPv6, "{name} must be an IPv6 address such as 2001:db8::1.", parameters: ["allowZone"]),
        RuleMessage(
            .notIP, "{name} must be an IPv4 or IPv6 address, such as 192.0.2.1 or 2001:db8::1.",
            parameters: ["allowZone"]),
    ]
}

extension MessageKey {
    /// An invalid IPv4 address.
    public static let notIPv4: MessageKey = "notIPv4"
    /// An invalid IPv6 address.
    public static let notIPv6: MessageKey = "notIPv6"
    /// Neither an IPv4 nor an IPv6 address.
    public static let notIP: MessageKey = "notIP"
}

extension IPAddressRule: SchemaMappableRule {
    /// `format: ipv4` / `ipv6` and a pattern of every text form the scanners accept, exactly.
    public var schemaMapping: SchemaMapping {
        let v4 = SyntaxPatterns.ipv4
        let v6 = SyntaxPatterns.ipv6(allowZone: allowZone)
        var schema: SchemaObject = ["type": "string"]
        switch version {
        case .v4:
            schema["format"] = "ipv4"
            schema["pattern"] = .value(.string("^\(v4)$"))
        case .v6:
            if !allowZone { schema["format"] = "ipv6" }
            schema["pattern"] = .value(.string("^\(v6)$"))
        case .any:
            schema["pattern"] = .value(.string("^(?:\(v4)|\(v6))$"))
        }
        let key: MessageKey =
            switch version {
            case .v4: .notIPv4
            case .v6: .notIPv6
            case .any: .notIP
            }
        return .exact(
            schema,
            keys: [
                RuleFailure(key: key),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
