import Foundation
import Verdict

/// The parameters every template is rendered with: numbers for plurals, text for selects.
private let parameters: [String: Value] = [
    "n": .int(1), "min": .int(3), "max": .double(2.5), "count": .int(21), "gender": .string("female"),
    "value": .string("x"), "list": .array([.string("a"), .int(2)]),
]

/// libFuzzer entry: the input as a message template (its ICU-style plurals and selects, nested to
/// any depth a hostile catalog may write). Reading must never crash or recurse without bound; a
/// template that reads must render in every language the shipped catalogs use, and read alike
/// twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageTemplates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let template = try? MessageTemplate(text) else { return 0 }
    guard let again = try? MessageTemplate(text), again.parameters == template.parameters else {
        fatalError("a template read differently the second time: \(text.debugDescription)")
    }
    for language in ["en", "de", "fr", "pl", "ru", "ar", "ja"] {
        _ = template.render(
            displayName: "Title", attribute: "title", value: .string("v"), params: parameters, language: language)
    }
    return 0
}
