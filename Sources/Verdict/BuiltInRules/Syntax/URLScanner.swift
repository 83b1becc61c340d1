/// Scans an absolute URL with an authority: `scheme://[userinfo@]host[:port][/path][?query][#fragment]`
/// (RFC 3986), or an IRI (RFC 3987) when Unicode is allowed.
///
/// - The scheme must be one of the accepted ones (compared ignoring case).
/// - The host is a domain (see ``DomainScanner``), a dotted IPv4 address, or a bracketed IPv6
///   address (`http://[2001:db8::1]:8080/`). Only `file` URLs may leave the host empty
///   (`file:///etc/hosts`) or name a host without a TLD.
/// - A port is 1–5 digits, 0–65535.
/// - Path, query and fragment hold RFC 3986 `pchar`s, `/` and `?` (and `?` only after the path),
///   and well-formed `%XX` escapes. Spaces, `<>"{}|\^` and `[]` outside the host are rejected.
///   With Unicode allowed, non-ASCII `ucschar`s (RFC 3987) may appear as they are.
enum URLScanner {
    /// The scanner's finding.
    enum Finding: Equatable {
        /// A well-formed URL with an accepted scheme.
        case valid
        /// No `scheme://` prefix (a default scheme may be tried).
        case missingScheme
        /// Anything else.
        case invalid
    }

    // RFC 3986 `pchar` (unreserved, sub-delims, `:` and `@`) as a bitmap over ASCII.
    private static let pcharLow: UInt64 = 0x2fff_7fd2_0000_0000
    private static let pcharHigh: UInt64 = 0x47ff_fffe_87ff_ffff

    @inline(__always)
    private static func isPchar(_ b: UInt8) -> Bool {
        b < 64 ? pcharLow >> b & 1 == 1 : (b < 128 && pcharHigh >> (b &- 64) & 1 == 1)
    }

    /// Scans `p`; `schemes` must be lowercase.
    static func scan(
        _ p: UnsafeBufferPointer<UInt8>, schemes: [String], requireTLD: Bool, unicode: Bool
    )
        -> Finding
    {
        let n = p.count
        guard n > 0, SyntaxBytes.isLetter(p[0]) else { return .missingScheme }
        var i = 1
        while i < n,
            SyntaxBytes.isAlphanumeric(p[i]) || p[i] == 0x2B || p[i] == 0x2D || p[i] == 0x2E
        { i += 1 }
        guard i < n, p[i] == 0x3A else { return .missingScheme }
        guard i + 2 < n, p[i + 1] == 0x2F, p[i + 2] == 0x2F else {
            // `host:8080` is a host and port, not a scheme.
            return i + 1 < n && SyntaxBytes.isDigit(p[i + 1]) ? .missingScheme : .invalid
        }
        let scheme = SyntaxBytes.slice(p, 0, i)
        guard let accepted = schemes.first(where: { matches(scheme, $0) }) else { return .invalid }
        let isFile = accepted == "file"
        i += 3
        let authorityStart = i
        while i < n, p[i] != 0x2F, p[i] != 0x3F, p[i] != 0x23 { i += 1 }
        let authority = SyntaxBytes.slice(p, authorityStart, i)
        guard
            isValidAuthority(
                authority, isFile: isFile, requireTLD: requireTLD && !isFile, unicode: unicode)
        else { return .invalid }
        if isFile && authority.isEmpty && i == n { return .invalid }  // `file://` names nothing
        while i < n {
            if p[i] == 0x23 {
                // The fragment runs to the end; `#` may not repeat.
                i += 1
                while i < n {
                    guard p[i] != 0x23, let next = step(p, i, unicode: unicode) else {
                        return .invalid
                    }
                    i = next
                }
            } else {
                // `/` and `?` pass here: the path runs up to the first `?`, the query to `#`.
                // Plain ASCII path characters are taken in a tight loop; the rest one by one.
                while i < n, p[i] == 0x2F || p[i] == 0x3F || isPchar(p[i]) { i += 1 }
                if i == n || p[i] == 0x23 { continue }
                guard let next = step(p, i, unicode: unicode) else { return .invalid }
                i = next
            }
        }
        return .valid
    }

    /// Consumes one path/query/fragment character (`/` and `?` included) at `i`.
    @inline(__always)
    private static func step(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, unicode: Bool) -> Int? {
        let b = p[i]
        if b == 0x2F || b == 0x3F || isPchar(b) { return i + 1 }
        if b == 0x25 {
            guard i + 2 < p.count, SyntaxBytes.isHex(p[i + 1]), SyntaxBytes.isHex(p[i + 2]) else {
                return nil
            }
            return i + 3
        }
        guard b >= 0x80, unicode else { return nil }
        let (scalar, length) = SyntaxBytes.scalar(at: i, in: p)
        return isUCSChar(scalar.value) ? i + length : nil
    }

    /// RFC 3987 `ucschar`.
    private static func isUCSChar(_ v: UInt32) -> Bool {
        switch v {
        case 0xA0...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFEF: return true
        case 0x10000...0xDFFFD: return v & 0xFFFF <= 0xFFFD
        case 0xE1000...0xEFFFD: return true
        default: return false
        }
    }

    private static func matches(_ scheme: UnsafeBufferPointer<UInt8>, _ accepted: String) -> Bool {
        guard scheme.count == accepted.utf8.count else { return false }
        return accepted.utf8.withContiguousStorageIfAvailable { accepted in
            for k in 0..<accepted.count where SyntaxBytes.lower(scheme[k]) != accepted[k] { return false }
            return true
        } ?? zip(scheme, accepted.utf8).allSatisfy { SyntaxBytes.lower($0) == $1 }
    }

    private static func isValidAuthority(
        _ a: UnsafeBufferPointer<UInt8>, isFile: Bool, requireTLD: Bool, unicode: Bool
    ) -> Bool {
        if a.isEmpty { return isFile }
        var hostStart = 0
        if let at = a.lastIndex(of: 0x40) {
            guard !isFile else { return false }
            var i = 0
            while i < at {
                let b = a[i]
                if b == 0x25 {
                    guard i + 2 < at, SyntaxBytes.isHex(a[i + 1]), SyntaxBytes.isHex(a[i + 2])
                    else { return false }
                    i += 3
                } else {
                    guard b != 0x40, isPchar(b) else { return false }
                    i += 1
                }
            }
            hostStart = at + 1
        }
        guard hostStart < a.count else { return false }
        var hostEnd = a.count
        if a[hostStart] == 0x5B {
            guard let close = a[hostStart...].firstIndex(of: 0x5D),
                IPv6Scanner.isValid(SyntaxBytes.slice(a, hostStart + 1, close))
            else { return false }
            hostEnd = close + 1
            guard hostEnd == a.count || a[hostEnd] == 0x3A else { return false }
        } else if let colon = a[hostStart...].lastIndex(of: 0x3A) {
            hostEnd = colon
        }
        if hostEnd < a.count {
            guard isValidPort(SyntaxBytes.slice(a, hostEnd + 1, a.count)) else { return false }
        }
        if a[hostStart] == 0x5B { return true }
        let host = SyntaxBytes.slice(a, hostStart, hostEnd)
        if host.allSatisfy({ SyntaxBytes.isDigit($0) || $0 == 0x2E }) {
            return IPv4Scanner.isValid(host)
        }
        return DomainScanner.isValid(host, requireTLD: requireTLD, allowUnicode: unicode)
    }

    private static func isValidPort(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !p.isEmpty, p.count <= 5 else { return false }
        var value = 0
        for b in p {
            guard SyntaxBytes.isDigit(b) else { return false }
            value = value * 10 + Int(b &- 0x30)
        }
        return value <= 65535
    }
}
