/// The countries whose postal codes ``PostalCodeRule`` knows, by ISO 3166-1 alpha-2 code.
///
/// Letters may be in either case; where a country writes a space (`SW1A 0AA`, `114 55`, `1234 AB`,
/// `K1A 0B1`) it is optional.
public enum PostalCodeCountry: String, Sendable, Hashable, CaseIterable {
    /// United States: ZIP `12345` or ZIP+4 `12345-6789`.
    case us = "US"
    /// Canada: `K1A 0B1` (letters of Canada Post's alphabet: no D F I O Q U; no W Z first).
    case ca = "CA"
    /// United Kingdom: `SW1A 0AA`, `M1 1AE`, `B33 8TH`, `CR2 6XH`, `DN55 1PT`, `W1A 0AX`, `GIR 0AA`.
    case gb = "GB"
    /// Germany: five digits, `01067`–`99998`.
    case de = "DE"
    /// France: five digits, `01000`–`98999`.
    case fr = "FR"
    /// Poland: `00-950`.
    case pl = "PL"
    /// The Netherlands: `1234 AB` (no leading 0; not `SA`, `SD`, `SS`).
    case nl = "NL"
    /// Japan: `100-0001` or `1000001`.
    case jp = "JP"
    /// Brazil: CEP `01310-100` or `01310100`.
    case br = "BR"
    /// Sweden: `114 55` (no leading 0).
    case se = "SE"
    /// Austria: four digits, no leading 0.
    case at = "AT"
    /// Belgium: four digits, no leading 0.
    case be = "BE"
    /// Switzerland: four digits, no leading 0.
    case ch = "CH"
    /// Denmark: four digits, no leading 0.
    case dk = "DK"
    /// Luxembourg: `1234` or `L-1234`.
    case lu = "LU"
    /// Spain: five digits, province `01`–`52`.
    case es = "ES"
    /// Italy: five digits.
    case it = "IT"
    /// Portugal: `1000-001`.
    case pt = "PT"
    /// Australia: four digits.
    case au = "AU"
    /// India: PIN `110001` or `110 001` (no leading 0).
    case `in` = "IN"

    /// The country for an ISO code in any case, e.g. `"gb"`.
    public init?(code: String) {
        self.init(rawValue: code.uppercased())
    }

    /// Whether the bytes are a postal code of this country.
    func matches(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .us: return Self.match(p, "#####") || Self.match(p, "#####-####")
        case .ca: return Self.match(p, "@#@_#@#") && Self.canadianLetters(p)
        case .gb: return Self.isBritish(p)
        case .de, .fr: return Self.match(p, "#####") && !(p[0] == 0x30 && p[1] == 0x30)
        case .pl: return Self.match(p, "##-###")
        case .nl:
            guard Self.match(p, "####_@@"), p[0] != 0x30 else { return false }
            let a = SyntaxBytes.lower(p[p.count - 2])
            let b = SyntaxBytes.lower(p[p.count - 1])
            return !(a == 0x73 && (b == 0x61 || b == 0x64 || b == 0x73))
        case .jp: return Self.match(p, "###-####") || Self.match(p, "#######")
        case .br: return Self.match(p, "#####-###") || Self.match(p, "########")
        case .se: return Self.match(p, "###_##") && p[0] != 0x30
        case .at, .be, .ch, .dk: return Self.match(p, "####") && p[0] != 0x30
        case .lu: return Self.match(p, "####") || Self.match(p, "L-####") || Self.match(p, "l-####")
        case .es:
            guard Self.match(p, "#####") else { return false }
            let province = Int(p[0] &- 0x30) * 10 + Int(p[1] &- 0x30)
            return (1...52).contains(province)
        case .it: return Self.match(p, "#####")
        case .pt: return Self.match(p, "####-###") && p[0] != 0x30
        case .au: return Self.match(p, "####")
        case .in: return Self.match(p, "###_###") && p[0] != 0x30
        }
    }

    /// Matches a pattern: `#` a digit, `@` a letter, `_` an optional space, anything else itself.
    static func match(_ p: UnsafeBufferPointer<UInt8>, _ pattern: StaticString) -> Bool {
        let q = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        var i = 0
        for c in q {
            switch c {
            case 0x5F:  // `_`
                if i < p.count, p[i] == 0x20 { i += 1 }
            case 0x23:  // `#`
                guard i < p.count, SyntaxBytes.isDigit(p[i]) else { return false }
                i += 1
            case 0x40:  // `@`
                guard i < p.count, SyntaxBytes.isLetter(p[i]) else { return false }
                i += 1
            default:
                guard i < p.count, p[i] == c else { return false }
                i += 1
            }
        }
        return i == p.count
    }

    private static func isIn(_ b: UInt8, _ letters: StaticString) -> Bool {
        let upper = b & ~0x20
        let q = UnsafeBufferPointer(start: letters.utf8Start, count: letters.utf8CodeUnitCount)
        return q.contains(upper)
    }

    private static func canadianLetters(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        let last = p.count - 1
        return isIn(p[0], "ABCEGHJKLMNPRSTVXY") && isIn(p[2], "ABCEGHJKLMNPRSTVWXYZ")
            && isIn(p[last - 1], "ABCEGHJKLMNPRSTVWXYZ")
    }

    /// UK postcodes: outward `A9`, `A99`, `AA9`, `AA99`, `A9A` or `AA9A`, an optional space, then
    /// inward `9AA`, with Royal Mail's letter restrictions; plus `GIR 0AA`.
    private static func isBritish(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        guard p.count >= 5, p.count <= 8 else { return false }
        let hasSpace = p[p.count - 4] == 0x20
        let outward = SyntaxBytes.slice(p, 0, p.count - (hasSpace ? 4 : 3))
        let inward = SyntaxBytes.slice(p, p.count - 3, p.count)
        guard SyntaxBytes.isDigit(inward[0]), !isIn(inward[1], "CIKMOV"),
            !isIn(inward[2], "CIKMOV"),
            SyntaxBytes.isLetter(inward[1]), SyntaxBytes.isLetter(inward[2])
        else { return false }
        if SyntaxBytes.equalsIgnoringCase(outward, "GIR") {
            return SyntaxBytes.equalsIgnoringCase(inward, "0AA")
        }
        guard outward.count >= 2, SyntaxBytes.isLetter(outward[0]), !isIn(outward[0], "QVX") else {
            return false
        }
        if match(outward, "@#") || match(outward, "@##") { return true }
        if match(outward, "@@#") || match(outward, "@@##") { return !isIn(outward[1], "IJZ") }
        if match(outward, "@#@") { return isIn(outward[2], "ABCDEFGHJKPSTUW") }
        if match(outward, "@@#@") {
            return !isIn(outward[1], "IJZ") && isIn(outward[3], "ABEHMNPRVWXY")
        }
        return false
    }
}
