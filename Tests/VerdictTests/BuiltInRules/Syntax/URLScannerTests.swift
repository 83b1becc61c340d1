import Testing

@testable import Verdict

/// The URL scanner's authority against the authority as RFC 3986 splits it, each part judged apart:
/// the last `@` ends the user information, a `:` after it starts the port, and a host of only
/// digits and dots must be a dotted IPv4 address.
@Suite struct URLScannerTests {
    /// Whether `http://AUTHORITY/x` is valid by the split above, each part judged by its own
    /// scanner.
    static func expected(_ authority: String) -> Bool {
        let a = Array(authority.utf8)
        guard !a.isEmpty else { return false }
        var hostStart = 0
        if let at = a.lastIndex(of: UInt8(ascii: "@")) {
            let user = a[..<at]
            var i = user.startIndex
            while i < user.endIndex {
                if user[i] == UInt8(ascii: "%") {
                    guard i + 2 < at, a[i + 1].isHexDigitByte, a[i + 2].isHexDigitByte else { return false }
                    i += 3
                    continue
                }
                guard user[i] != UInt8(ascii: "@"), user[i].isUserInfoByte else { return false }
                i += 1
            }
            hostStart = at + 1
        }
        guard hostStart < a.count else { return false }
        var hostEnd = a.count
        if a[hostStart] == UInt8(ascii: "[") {
            guard let close = a[hostStart...].firstIndex(of: UInt8(ascii: "]")) else { return false }
            let inside = Array(a[(hostStart + 1)..<close])
            guard inside.withUnsafeBufferPointer({ IPv6Scanner.isValid($0) }) else { return false }
            hostEnd = close + 1
            guard hostEnd == a.count || a[hostEnd] == UInt8(ascii: ":") else { return false }
        } else if let colon = a[hostStart...].lastIndex(of: UInt8(ascii: ":")) {
            hostEnd = colon
        }
        if hostEnd < a.count {
            let port = a[(hostEnd + 1)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                let value = Int(String(decoding: port, as: UTF8.self)), value <= 65535
            else { return false }
        }
        if a[hostStart] == UInt8(ascii: "[") { return true }
        let host = Array(a[hostStart..<hostEnd])
        return host.withUnsafeBufferPointer { host in
            if host.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }) {
                return IPv4Scanner.isValid(host)
            }
            return DomainScanner.isValid(host, requireTLD: true, allowUnicode: true)
        }
    }

    /// User information, hosts and ports in every combination: several `@` and `:`, digits-only
    /// hosts valid and not, ports after IPv4 and IPv6 hosts, and colons inside the host.
    @Test func authoritiesAreSplitAsRFC3986Says() {
        let users = ["", "u@", "u:p@", "a@b@", "%41@", "u:p:q@", "@", "u%4@", "1.2.3.4@", "x:1@"]
        let hosts = [
            "example.com", "1.2.3.4", "1.2.3", "256.1.1.1", "12", "ex-ample.org", "[::1]", "[::1", "localhost",
            "1.2.3.4.5", "", "01.2.3.4", "1.2.3.4a.com", "a:b.com", "1.2:3.4", "[2001:db8::1]",
        ]
        let ports = ["", ":80", ":65536", ":", ":8a", ":80:90", ":0", ":123456", ":00080"]
        for user in users {
            for host in hosts {
                for port in ports {
                    let authority = user + host + port
                    #expect(
                        URLRule().isValid("http://\(authority)/x") == Self.expected(authority), "\(authority)")
                }
            }
        }
    }
}

extension UInt8 {
    fileprivate var isHexDigitByte: Bool {
        (self >= 0x30 && self <= 0x39) || (self | 0x20 >= 0x61 && self | 0x20 <= 0x66)
    }

    /// An RFC 3986 `pchar` that is not `%` (unreserved, sub-delims, `:`, `@`).
    fileprivate var isUserInfoByte: Bool {
        guard self < 0x80, let scalar = Unicode.Scalar(UInt32(self)) else { return false }
        let c = Character(scalar)
        return c.isLetter || c.isNumber || "-._~!$&'()*+,;=:@".contains(c)
    }
}
