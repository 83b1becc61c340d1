/// Scans a dotted-quad IPv4 address: four decimal octets 0–255 (RFC 791 text form).
///
/// Leading zeros are rejected (`01.2.3.4`): some parsers read them as octal, so `010.0.0.1` is
/// `8.0.0.1` there and `10.0.0.1` elsewhere. Shortened forms (`127.1`) and hex are rejected too.
enum IPv4Scanner {
    static func isValid(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = p.count
        guard n >= 7, n <= 15 else { return false }
        var i = 0
        var octets = 0
        while true {
            let start = i
            var value = 0
            while i < n, SyntaxBytes.isDigit(p[i]), i - start < 3 {
                value = value * 10 + Int(p[i] &- 0x30)
                i += 1
            }
            let digits = i - start
            guard digits > 0, value <= 255, digits == 1 || p[start] != 0x30 else { return false }
            octets += 1
            if octets == 4 { return i == n }
            guard i < n, p[i] == 0x2E else { return false }
            i += 1
        }
    }
}
