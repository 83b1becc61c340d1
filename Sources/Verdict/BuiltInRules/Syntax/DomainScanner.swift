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
        guard p.count > 0, p.count <= 253 || allowUnicode else { return false }
        // Most names are ASCII letters, digits, hyphens and dots: judged eight bytes at a time.
        if let answer = plainASCIIAnswer(p, requireTLD: requireTLD) { return answer }
        return isValidByScalars(p, requireTLD: requireTLD, allowUnicode: allowUnicode)
    }

    /// ``isValid(_:requireTLD:allowUnicode:)`` read byte by byte and scalar by scalar: the reader
    /// of every name, Unicode labels and bytes no host name holds included.
    static func isValidByScalars(_ p: UnsafeBufferPointer<UInt8>, requireTLD: Bool, allowUnicode: Bool)
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

    // MARK: Plain ASCII names

    /// The answer for a name of ASCII letters, digits, hyphens and dots only, the same as
    /// ``isValidByScalars(_:requireTLD:allowUnicode:)`` gives; `nil` when it holds any other byte.
    /// Eight bytes are classified at once, and the labels are found from the dots among them.
    static func plainASCIIAnswer(_ p: UnsafeBufferPointer<UInt8>, requireTLD: Bool) -> Bool? {
        guard let base = p.baseAddress else { return nil }
        let n = p.count
        var labels = 0
        var labelStart = 0
        var isValid = true
        var i = 0
        while i &+ 8 <= n {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            guard HostWord.isHostText(word) else { return nil }
            var dots = HostWord.dots(word)
            while dots != 0 {
                let dot = i &+ dots.trailingZeroBitCount &>> 3
                isValid = isValid && isLabel(p, labelStart, dot)
                labels &+= 1
                labelStart = dot &+ 1
                dots &= dots &- 1
            }
            i &+= 8
        }
        while i < n {
            let b = p[i]
            if b == 0x2E {
                isValid = isValid && isLabel(p, labelStart, i)
                labels &+= 1
                labelStart = i &+ 1
            } else if !(SyntaxBytes.isLetter(b) || SyntaxBytes.isDigit(b) || b == 0x2D) {
                return nil
            }
            i &+= 1
        }
        // Every byte is one a host name holds (a name with any other went to the other reader above,
        // whatever its labels), so the labels' answers stand.
        guard isValid, isLabel(p, labelStart, n), n <= 253 else { return false }
        let tld = SyntaxBytes.slice(p, labelStart, n)
        var allDigits = true
        var allLetters = true
        for b in tld {
            allDigits = allDigits && SyntaxBytes.isDigit(b)
            allLetters = allLetters && SyntaxBytes.isLetter(b)
        }
        guard !allDigits else { return false }
        guard requireTLD else { return true }
        guard labels >= 1 else { return false }
        if SyntaxBytes.hasPrefixIgnoringCase(tld, "xn--") { return tld.count >= 5 }
        return allLetters && tld.count >= 2
    }

    /// Whether `p[start..<end]` is an ASCII label: 1–63 octets, no hyphen at either end.
    @inline(__always)
    private static func isLabel(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end &- start
        return length > 0 && length <= 63 && p[start] != 0x2D && p[end &- 1] != 0x2D
    }
}

/// Eight bytes of a host name tested at once: each byte's high bit of a result says whether that
/// byte is in a range. The bytes are seven-bit (checked first), so adding a byte's bound never
/// carries into the next byte.
private enum HostWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that is from `low` to `high`; `word`'s bytes seven-bit.
    @inline(__always)
    static func inRange(_ word: UInt64, _ low: UInt8, _ high: UInt8) -> UInt64 {
        let atLeastLow = word &+ ones &* UInt64(0x80 &- low)
        let aboveHigh = word &+ ones &* UInt64(0x7F &- high)
        return atLeastLow & ~aboveHigh & highs
    }

    /// Whether every byte of `word` is an ASCII letter, digit, hyphen or dot.
    @inline(__always)
    static func isHostText(_ word: UInt64) -> Bool {
        guard word & highs == 0 else { return false }
        let letters = inRange(word | ones &* 0x20, 0x61, 0x7A)
        let digits = inRange(word, 0x30, 0x39)
        let hyphensAndDots = inRange(word, 0x2D, 0x2E)
        return letters | digits | hyphensAndDots == highs
    }

    /// The high bit of each dot of `word` (seven-bit bytes).
    @inline(__always)
    static func dots(_ word: UInt64) -> UInt64 { inRange(word, 0x2E, 0x2E) }
}
