/// Scans an IPv6 address in every text form of RFC 4291 §2.2 (and RFC 5952's canonical one).
///
/// - Eight groups of 1–4 hex digits: `2001:0db8:0000:0042:0000:8a2e:0370:7334`.
/// - One `::` standing for one or more zero groups: `2001:db8::1`, `::1`, `::`, `1::`.
/// - The last 32 bits as dotted IPv4: `::ffff:192.0.2.1`, `64:ff9b::198.51.100.7`.
/// - A zone (`fe80::1%eth0`, RFC 4007) only when `allowZone`; zone names are letters, digits and
///   `-._~`.
///
/// NGRValidator's pattern `((^|:)([0-9a-fA-F]{0,4})){1,8}$` also passes `abcd` and `1:2`; this
/// scanner rejects them.
enum IPv6Scanner {
    static func isValid(_ p: UnsafeBufferPointer<UInt8>, allowZone: Bool = false) -> Bool {
        var end = p.count
        guard end >= 2 else { return false }
        if let percent = p.firstIndex(of: 0x25) {
            guard allowZone, percent + 1 < p.count else { return false }
            for k in (percent + 1)..<p.count {
                let b = p[k]
                guard
                    SyntaxBytes.isAlphanumeric(b) || b == 0x2D || b == 0x2E || b == 0x5F
                        || b == 0x7E
                else { return false }
            }
            end = percent
        }
        var i = 0
        var groups = 0
        var compressed = false
        if p[0] == 0x3A {
            guard end >= 2, p[1] == 0x3A else { return false }
            compressed = true
            i = 2
        }
        while i < end {
            let start = i
            while i < end, SyntaxBytes.isHex(p[i]), i - start < 5 { i += 1 }
            if i < end, p[i] == 0x2E {
                // The embedded IPv4 tail: it must run to the end and fill the last two groups.
                guard IPv4Scanner.isValid(SyntaxBytes.slice(p, start, end)) else { return false }
                groups += 2
                break
            }
            let digits = i - start
            guard digits >= 1, digits <= 4 else { return false }
            groups += 1
            if i == end { break }
            guard p[i] == 0x3A else { return false }
            i += 1
            if i < end, p[i] == 0x3A {
                guard !compressed else { return false }
                compressed = true
                i += 1
            } else if i == end {
                return false  // a single trailing colon
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }
}
