/// A hex color: an optional `#`, then 3 or 6 hex digits (4 or 8 too with `alpha`).
///
/// Passes: `#FF11AA`, `#ff11aa`, `FF11AA`, `#F1A`; with `alpha`: `#FF11AA80`, `#F1A8`.
///
/// Fails: `#FF11A`, `#GG11AA`, `##FF11AA`, `#FF11AA ` (trailing space), `rgb(1,2,3)`, `""`,
/// `#FF11AA80` without `alpha`.
///
/// The `#` is optional as in NGRValidator's `^#?([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$`.
public struct HexColorRule: ValidationRule {
    /// Whether 4- and 8-digit forms with an alpha channel (CSS Color 4) pass.
    public var alpha: Bool

    /// Creates the rule.
    public init(alpha: Bool = false) {
        self.alpha = alpha
    }

    public var name: String { "hexColor" }

    public var parameters: [String: Value] { alpha ? ["alpha": true] : [:] }

    /// Whether a string is a valid hex color under this option.
    public func isValid(_ string: String) -> Bool {
        SyntaxBytes.withUTF8(string) { p in
            let start = p.first == 0x23 ? 1 : 0
            let digits = p.count - start
            guard digits == 3 || digits == 6 || (alpha && (digits == 4 || digits == 8)) else {
                return false
            }
            return p[start...].allSatisfy(SyntaxBytes.isHex)
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notHexColor)
    }
}

extension Validate {
    /// A hex color; see ``HexColorRule``: `#FF11AA` passes, `#FF11A` fails.
    public func hexColor(alpha: Bool = false) -> Validate { rule(HexColorRule(alpha: alpha)) }
}

extension HexColorRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "hexColor", options: ["alpha"],
            summary: "A hex color `#RGB` or `#RRGGBB` (with `alpha`, also 4 and 8 digits)."
        ) { args throws(RuleDefinitionError) in
            HexColorRule(alpha: try args.flag("alpha"))
        }
    ]

    public static let messages = [
        RuleMessage(
            .notHexColor,
            "{alpha, select, true {{name} must be a hex color such as #1A2B3C or #1A2B3C80.} other {{name} must be a hex color such as #1A2B3C.}}",
            parameters: ["alpha"])
    ]
}

extension MessageKey {
    /// An invalid hex color.
    public static let notHexColor: MessageKey = "notHexColor"
}

extension HexColorRule: SchemaMappableRule {
    /// An optional `#` and 3 or 6 hex digits (4 and 8 too with `alpha`); exactly.
    public var schemaMapping: SchemaMapping {
        let lengths = alpha ? "{3}|{4}|{6}|{8}" : "{3}|{6}"
        let alternatives = lengths.split(separator: "|").map { "[0-9A-Fa-f]" + $0 }.joined(separator: "|")
        return .exact(
            ["type": "string", "pattern": .value(.string("^#?(?:\(alternatives))$"))],
            keys: [
                RuleFailure(key: .notHexColor),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
