/// A payment card network, recognised by its issuer identification number (IIN) prefix and the
/// number's length.
///
/// | type | prefixes | lengths |
/// |---|---|---|
/// | `visa` | 4 | 13, 16, 19 |
/// | `mastercard` | 51–55, 2221–2720 | 16 |
/// | `amex` | 34, 37 | 15 |
/// | `maestro` | 50, 56–58, 6304, 6390, 67 | 12–19 |
/// | `discover` | 6011, 644–649, 65, 622126–622925 | 16–19 |
/// | `jcb` | 3528–3589 | 16–19 |
/// | `dinersClub` | 300–305, 3095, 36, 38, 39 | 14–19 |
/// | `unionPay` | 62 | 16–19 |
///
/// A number may belong to two networks (co-branded Discover / UnionPay `622126…`).
public enum CardType: String, Sendable, Hashable, CaseIterable {
    /// Visa: 4; 13, 16 or 19 digits.
    case visa
    /// Mastercard: 51–55 and the 2-series 2221–2720; 16 digits.
    case mastercard
    /// American Express: 34, 37; 15 digits.
    case amex
    /// Maestro: 50, 56–58, 6304, 6390, 67; 12–19 digits.
    case maestro
    /// Discover: 6011, 644–649, 65, 622126–622925; 16–19 digits.
    case discover
    /// JCB: 3528–3589; 16–19 digits.
    case jcb
    /// Diners Club: 300–305, 3095, 36, 38, 39; 14–19 digits.
    case dinersClub
    /// UnionPay: 62; 16–19 digits.
    case unionPay

    /// Whether card digits (values 0–9) have this network's prefix and length.
    public func matches(_ digits: [UInt8]) -> Bool {
        let n = digits.count
        func prefix(_ length: Int) -> Int {
            var value = 0
            for d in digits.prefix(length) { value = value * 10 + Int(d) }
            return n >= length ? value : -1
        }
        switch self {
        case .visa:
            return prefix(1) == 4 && (n == 13 || n == 16 || n == 19)
        case .mastercard:
            return n == 16 && ((51...55).contains(prefix(2)) || (2221...2720).contains(prefix(4)))
        case .amex:
            return n == 15 && (prefix(2) == 34 || prefix(2) == 37)
        case .maestro:
            let p2 = prefix(2)
            let p4 = prefix(4)
            return (12...19).contains(n)
                && (p2 == 50 || (56...58).contains(p2) || p4 == 6304 || p4 == 6390 || p2 == 67)
        case .discover:
            return (16...19).contains(n)
                && (prefix(4) == 6011 || (644...649).contains(prefix(3)) || prefix(2) == 65
                    || (622126...622925).contains(prefix(6)))
        case .jcb:
            return (16...19).contains(n) && (3528...3589).contains(prefix(4))
        case .dinersClub:
            let p2 = prefix(2)
            return (14...19).contains(n)
                && ((300...305).contains(prefix(3)) || prefix(4) == 3095 || p2 == 36 || p2 == 38
                    || p2 == 39)
        case .unionPay:
            return (16...19).contains(n) && prefix(2) == 62
        }
    }

    /// The networks a number belongs to, in declaration order; empty for an unknown one.
    public static func detect(_ digits: [UInt8]) -> [CardType] {
        allCases.filter { $0.matches(digits) }
    }
}
