/// The length of a label's ASCII (Punycode, RFC 3492) form, computed without building it.
///
/// DNS limits a label to 63 octets of its ASCII form: `bücher` is sent as `xn--bcher-kva`
/// (13 octets). The scanners use this to apply the limit to Unicode labels exactly.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700

    /// The octets of `xn--` plus the Punycode encoding of a UTF-8 label, or `nil` when that length
    /// would exceed `limit`.
    static func encodedLength(ofLabel p: UnsafeBufferPointer<UInt8>, limit: Int = 63) -> Int? {
        // Count code points and basic (ASCII) code points.
        var count = 0
        var basic = 0
        var i = 0
        while i < p.count {
            let (scalar, length) = SyntaxBytes.scalar(at: i, in: p)
            if scalar.isASCII { basic += 1 }
            count += 1
            i += length
        }
        // Every non-basic code point costs at least one more character: fail fast on long labels.
        var output = 4 + basic + (basic > 0 ? 1 : 0)
        guard output + (count - basic) <= limit else { return nil }

        var n = 0x80
        var delta = 0
        var bias = 72
        var handled = basic
        while handled < count {
            // The smallest code point ≥ n.
            var next = Int.max
            i = 0
            while i < p.count {
                let (s, length) = SyntaxBytes.scalar(at: i, in: p)
                let v = Int(s.value)
                if v >= n && v < next { next = v }
                i += length
            }
            guard next != Int.max else { return nil }  // unreachable for well-formed UTF-8
            delta += (next - n) * (handled + 1)
            n = next
            i = 0
            while i < p.count {
                let (s, length) = SyntaxBytes.scalar(at: i, in: p)
                let v = Int(s.value)
                i += length
                if v < n { delta += 1 }
                guard v == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output += 1
                    q = (q - t) / (base - t)
                    k += base
                }
                output += 1
                guard output <= limit else { return nil }
                bias = adapt(delta, handled + 1, handled == basic)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return output
    }

    private static func adapt(_ delta: Int, _ points: Int, _ first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
