/// ECMA-262 patterns of the syntaxes, for their schema mappings: each matches at least every
/// string its scanner accepts (a test compares them on many strings), and those marked exact
/// match no other. Non-ASCII characters are let through as `[^\x00-\x7F]`, which needs no `u` flag
/// to mean "any character outside ASCII".
enum SyntaxPatterns {
    /// Any character outside ASCII.
    static let nonASCII = #"[^\x00-\x7F]"#

    /// One IPv4 octet, 0–255 without leading zeros.
    static let octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])"
    /// A dotted-quad IPv4 address, exactly as ``IPv4Scanner`` reads it.
    static let ipv4 = "(?:\(octet)\\.){3}\(octet)"

    /// An IPv6 address in every RFC 4291 text form, exactly as ``IPv6Scanner`` reads it: eight
    /// groups, or `::` standing for one or more (so at most seven written), the last two groups
    /// possibly a dotted IPv4 address; a zone after `%` with `allowZone`.
    static func ipv6(allowZone: Bool) -> String {
        let h = "[0-9A-Fa-f]{1,4}"
        var forms = ["(?:\(h):){7}\(h)", "(?:\(h):){6}\(ipv4)"]
        for left in 0...7 {
            let head = left == 0 ? "" : (left == 1 ? h : "(?:\(h):){\(left - 1)}\(h)")
            var tails: [String] = []
            if left <= 6 { tails.append(left == 6 ? h : "\(h)(?::\(h)){0,\(6 - left)}") }
            if left <= 5 { tails.append(left == 5 ? ipv4 : "(?:\(h):){0,\(5 - left)}\(ipv4)") }
            let tail = tails.isEmpty ? "" : "(?:" + tails.joined(separator: "|") + ")?"
            forms.append(head + "::" + tail)
        }
        let address = "(?:" + forms.joined(separator: "|") + ")"
        return allowZone ? address + #"(?:%[A-Za-z0-9\-._~]+)?"# : address
    }

    /// One label of a host name: letters, digits and inner hyphens (with `unicode`, any non-ASCII
    /// character too); its length is not checked.
    static func label(unicode: Bool) -> String {
        let end = unicode ? "(?:[A-Za-z0-9]|\(nonASCII))" : "[A-Za-z0-9]"
        let inner = unicode ? "(?:[A-Za-z0-9\\-]|\(nonASCII))" : "[A-Za-z0-9\\-]"
        return "\(end)(?:\(inner)*\(end))?"
    }

    /// A host name of dot-separated labels; at least two with `requireTLD`.
    static func domain(requireTLD: Bool, unicode: Bool) -> String {
        let label = label(unicode: unicode)
        return "\(label)(?:\\.\(label))\(requireTLD ? "+" : "*")"
    }

    /// Decimal degrees within ±`limit` as ``CoordinateRule`` reads them: an optional sign, one to
    /// three digits, an optional fraction; `limit` itself only with a zero fraction.
    static func degrees(limit: Int) -> String {
        let below: String =
            switch limit {
            case 90: "[0-9]|[0-8][0-9]|0[0-8][0-9]"
            default: "[0-9]|[0-9]{2}|0[0-9]{2}|1[0-7][0-9]"
            }
        let at = limit == 90 ? "0?90" : "180"
        return "[+\\-]?(?:(?:\(below))(?:\\.[0-9]+)?|\(at)(?:\\.0+)?)"
    }
}
