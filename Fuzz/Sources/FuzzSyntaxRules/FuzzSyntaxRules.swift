import Foundation
import Verdict

/// Every syntax rule with its default options, and the options that change the scanners' paths.
private let allSyntaxes = RuleSet(
    Syntax.allCases.map { Validate("v").syntax($0) } + [
        Validate("v").email(idn: true, requireTLD: false),
        Validate("v").url(
            schemes: ["http", "https", "ftp", "ws"], defaultScheme: "https", requireTLD: false, idn: true),
        Validate("v").url(idn: false),
        Validate("v").domain(requireTLD: false, idn: true),
        Validate("v").ipv6(allowZone: true),
        Validate("v").ip(allowZone: true),
    ])
private let ipv4Only = RuleSet { Validate("v").ipv4() }
private let ipv6Only = RuleSet { Validate("v").ipv6(allowZone: true) }
private let eitherIP = RuleSet { Validate("v").ip(allowZone: true) }
private let now = Date(timeIntervalSince1970: 1_767_225_600)

/// libFuzzer entry: the input as the value of every syntax rule (email, URL, IP, domain, …), as
/// text (invalid UTF-8 repaired) and as data. `ip` must accept exactly what `ipv4` or `ipv6` accepts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSyntaxRules(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let text = String(decoding: bytes, as: UTF8.self)
    let record: Value = .object(["v": .string(text)])
    _ = allSyntaxes.validate(record, now: now)
    _ = allSyntaxes.validate(Value.object(["v": .data(Data(bytes))]), now: now)
    let isV4 = ipv4Only.validate(record, now: now).errors.isEmpty
    let isV6 = ipv6Only.validate(record, now: now).errors.isEmpty
    let isIP = eitherIP.validate(record, now: now).errors.isEmpty
    if isIP != (isV4 || isV6) {
        fatalError("ip() says \(isIP), ipv4() \(isV4), ipv6() \(isV6) for \(text.debugDescription)")
    }
    return 0
}
