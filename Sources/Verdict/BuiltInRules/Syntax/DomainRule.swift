/// A domain name: labels of letters, digits and inner hyphens, each 1–63 octets, at most 253 in
/// all, with an alphabetic top-level domain.
///
/// Passes: `google.com`, `sub.example.co.uk`, `xn--bcher-kva.example`, `a-b.example.museum`,
/// `bücher.example` (IDN, allowed by default), `localhost` with `requireTLD: false`.
///
/// Fails: `localhost` (no TLD), `-a.com`, `a-.com`, `a..com`, `.a.com`, `a.com.` (trailing dot),
/// `under_score.com`, `example.123`, `1.2.3.4`, `a.c` (one-letter TLD), a 64-octet label;
/// `bücher.example` with `idn: false`.
///
/// NGRValidator's pattern caps the TLD at 6 letters (`domain.international` fails there); any
/// length passes here. A value that is not a string fails with ``MessageKey/wrongType``.
public struct DomainRule: ValidationRule {
    /// Whether at least two labels and an alphabetic TLD are required.
    public var requireTLD: Bool
    /// Whether Unicode labels (IDN) pass; their length is that of their Punycode form.
    public var idn: Bool

    /// Creates the rule.
    public init(requireTLD: Bool = true, idn: Bool = true) {
        self.requireTLD = requireTLD
        self.idn = idn
    }

    public var name: String { "domain" }

    /// Whether a string is a valid domain name under these options.
    public func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) {
            DomainScanner.isValid($0, requireTLD: requireTLD, allowUnicode: idn)
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notDomain)
    }
}

extension Validate {
    /// A domain name; see ``DomainRule``: `google.com` passes, `a..com` fails.
    public func domain(requireTLD: Bool = true, idn: Bool = true) -> Validate {
        rule(DomainRule(requireTLD: requireTLD, idn: idn))
    }
}

extension DomainRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("domain", options: ["requireTLD", "idn"], summary: "A domain name.") {
            args throws(RuleDefinitionError) in
            DomainRule(requireTLD: try args.flag("requireTLD", default: true), idn: try args.flag("idn", default: true))
        }
    ]

    public static let messages = [
        RuleMessage(.notDomain, "{name} must be a domain name such as example.com.", parameters: ["requireTLD", "idn"])
    ]
}

extension MessageKey {
    /// An invalid domain name.
    public static let notDomain: MessageKey = "notDomain"
}

extension DomainRule: SchemaMappableRule {
    /// Dot-separated labels of letters, digits and inner hyphens (`format: hostname` without
    /// `idn`); label and name lengths and the top-level domain's letters are not checked.
    public var schemaMapping: SchemaMapping {
        var schema: SchemaObject = [
            "type": "string",
            "pattern": .value(.string("^" + SyntaxPatterns.domain(requireTLD: requireTLD, unicode: idn) + "$")),
        ]
        if !idn {
            schema["format"] = "hostname"
            schema["maxLength"] = 253
        }
        return .approximate(
            SchemaExporter.ordered(schema), because: "the pattern checks labels' characters, not their lengths",
            keys: [
                RuleFailure(key: .notDomain),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
