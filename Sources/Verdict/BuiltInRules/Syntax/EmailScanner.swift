/// Scans an email address (an RFC 5321 mailbox, with RFC 6531 Unicode behind `idn`).
///
/// The grammar, in the order it is checked:
/// 1. At most 254 octets in all (RFC 5321's 256-octet path less its angle brackets) →
///    else `.tooLong`.
/// 2. A local part that is either a *dot-atom* (atoms of `A–Z a–z 0–9 !#$%&'*+-/=?^_`{|}~`
///    joined by single dots, none leading or trailing) or a non-empty *quoted string*
///    (`"john doe"@example.com`, with `\"` and `\\` escapes) → else `.localPart`; at most 64
///    octets → else `.tooLong`.
/// 3. `@`, then a domain (see ``DomainScanner``) or an address literal `[192.0.2.1]` /
///    `[IPv6:2001:db8::1]` → else `.domain`. A missing `@` is a missing domain.
///
/// With `idn`, non-ASCII printable characters may appear in atoms, quoted strings and domain
/// labels (`имя@домен.рф`). Comments, folding white space and RFC 5322's obsolete forms
/// (`"a".b@c`) are not addresses people type and are rejected.
enum EmailScanner {
    /// The scanner's finding.
    enum Finding: Equatable {
        case valid, tooLong, localPart, domain
    }

    // `atext` of RFC 5322 §3.2.3 as a bitmap over ASCII.
    private static let atextLow: UInt64 = 0xa3ff_acfa_0000_0000
    private static let atextHigh: UInt64 = 0x7fff_ffff_c7ff_fffe

    @inline(__always)
    private static func isAtext(_ b: UInt8) -> Bool {
        b < 64 ? atextLow >> b & 1 == 1 : atextHigh >> (b &- 64) & 1 == 1
    }

    static func scan(_ p: UnsafeBufferPointer<UInt8>, idn: Bool, requireTLD: Bool) -> Finding {
        let n = p.count
        guard n <= 254 else { return .tooLong }
        guard n > 0 else { return .localPart }
        var i = 0
        if p[0] == 0x22 {
            guard let close = scanQuoted(p, idn: idn), close > 2 else { return .localPart }
            i = close
            guard i < n, p[i] == 0x40 else { return i < n ? .localPart : .domain }
        } else {
            var atomLength = 0
            while i < n {
                let b = p[i]
                if b == 0x40 { break }
                if b == 0x2E {
                    guard atomLength > 0 else { return .localPart }
                    atomLength = 0
                    i += 1
                } else if b < 0x80 {
                    guard isAtext(b) else { return .localPart }
                    atomLength += 1
                    i += 1
                } else {
                    guard idn else { return .localPart }
                    let (scalar, length) = SyntaxBytes.scalar(at: i, in: p)
                    guard SyntaxBytes.isPrintableNonASCII(scalar) else { return .localPart }
                    atomLength += 1
                    i += length
                }
            }
            guard i < n else { return .domain }
            guard atomLength > 0 else { return .localPart }
        }
        guard i <= 64 else { return .tooLong }
        let domain = SyntaxBytes.slice(p, i + 1, n)
        if domain.first == 0x5B {
            return isAddressLiteral(domain) ? .valid : .domain
        }
        return DomainScanner.isValid(domain, requireTLD: requireTLD, allowUnicode: idn)
            ? .valid : .domain
    }

    /// Scans a quoted string starting at index 0; returns the index after the closing quote.
    private static func scanQuoted(_ p: UnsafeBufferPointer<UInt8>, idn: Bool) -> Int? {
        var i = 1
        while i < p.count {
            let b = p[i]
            switch b {
            case 0x22:
                return i + 1
            case 0x5C:
                guard i + 1 < p.count, p[i + 1] >= 0x20, p[i + 1] <= 0x7E else { return nil }
                i += 2
            case 0x20...0x7E:
                i += 1
            case 0x80...:
                guard idn else { return nil }
                let (scalar, length) = SyntaxBytes.scalar(at: i, in: p)
                guard SyntaxBytes.isPrintableNonASCII(scalar) else { return nil }
                i += length
            default:
                return nil
            }
        }
        return nil
    }

    /// `[IPv4]` or `[IPv6:address]` (RFC 5321 §4.1.3).
    private static func isAddressLiteral(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        guard p.count >= 3, p[p.count - 1] == 0x5D else { return false }
        let inner = SyntaxBytes.slice(p, 1, p.count - 1)
        if SyntaxBytes.hasPrefixIgnoringCase(inner, "IPv6:") {
            return IPv6Scanner.isValid(SyntaxBytes.slice(inner, 5, inner.count))
        }
        return IPv4Scanner.isValid(inner)
    }
}
