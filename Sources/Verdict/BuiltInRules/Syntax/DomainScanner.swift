/// Scans a host name: dot-separated labels of letters, digits and inner hyphens.
///
/// - Each label is 1–63 octets (of its Punycode form when it holds Unicode), with no hyphen at
///   either end and no leading combining mark; the name is at most 253 octets, without a trailing
///   dot (RFC 1035, RFC 1123, RFC 5890).
/// - The last label (the TLD) is never all digits (RFC 3696 §2). With `requireTLD`, there are at
///   least two labels and the TLD is letters only (≥ 2), an `xn--` Punycode label, or — with
///   Unicode allowed — Unicode letters. Unlike AJWValidator's pattern, any TLD length passes
///   (`user@valid.museum`, `email@domain.international`).
/// - Underscores are rejected: they are not allowed in host names.
enum DomainScanner {
    static func isValid(_ p: UnsafeBufferPointer<UInt8>, requireTLD: Bool, allowUnicode: Bool)
        -> Bool
    {
        let n = p.count
        guard n > 0, n <= 253 || allowUnicode else { return false }
        var total = -1  // octets of the ASCII form; the first label has no dot before it
        var labels = 0
        var labelStart = 0
        var labelHasUnicode = false
        var labelAllDigits = true
        var labelAllLetters = true
        var i = 0
        while true {
            if i == n || p[i] == 0x2E {  // end of a label
                let length = i - labelStart
                guard length > 0, p[labelStart] != 0x2D, p[i - 1] != 0x2D else { return false }
                var asciiLength = length
                if labelHasUnicode {
                    guard
                        let encoded = Punycode.encodedLength(
                            ofLabel: SyntaxBytes.slice(p, labelStart, i))
                    else { return false }
                    asciiLength = encoded
                }
                guard asciiLength <= 63 else { return false }
                total += asciiLength + 1
                labels += 1
                if i == n { break }
                i += 1
                labelStart = i
                labelHasUnicode = false
                labelAllDigits = true
                labelAllLetters = true
                continue
            }
            let b = p[i]
            if b < 0x80 {
                if SyntaxBytes.isLetter(b) {
                    // A run of letters, the bulk of a host name, in a loop of its own.
                    labelAllDigits = false
                    i &+= 1
                    while i < n, SyntaxBytes.isLetter(p[i]) { i &+= 1 }
                    continue
                } else if SyntaxBytes.isDigit(b) {
                    labelAllLetters = false
                } else if b == 0x2D {
                    labelAllDigits = false
                    labelAllLetters = false
                } else {
                    return false
                }
                i += 1
            } else {
                guard allowUnicode else { return false }
                let (scalar, length) = SyntaxBytes.scalar(at: i, in: p)
                guard SyntaxBytes.isLabelScalar(scalar) else { return false }
                if i == labelStart && SyntaxBytes.isMark(scalar) { return false }
                if SyntaxBytes.isDecimalDigit(scalar) { labelAllLetters = false }
                labelHasUnicode = true
                labelAllDigits = false
                i += length
            }
        }
        guard total <= 253, !labelAllDigits else { return false }
        guard requireTLD else { return true }
        guard labels >= 2 else { return false }
        let tld = SyntaxBytes.slice(p, labelStart, n)
        if labelHasUnicode { return labelAllLetters }
        if SyntaxBytes.hasPrefixIgnoringCase(tld, "xn--") { return tld.count >= 5 }
        return labelAllLetters && tld.count >= 2
    }
}
