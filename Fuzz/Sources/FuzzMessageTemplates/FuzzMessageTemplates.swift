import Foundation
import Verdict

/// The languages whose plural forms templates are rendered in: one of each plural family Verdict
/// ships.
private let languages = ["en", "de", "fr", "pl", "ru", "ja"]

/// A length rule that fails with `tooShort` on the record below (its parameters `min`, `max`,
/// `value`), so that the catalog's text for that key is rendered.
private let rules = RuleSet { Validate("title").lengthRange(3, 5) }

/// libFuzzer entry: the input as a catalog's message text (its ICU-style plurals and selects, nested
/// to any depth a hostile catalog may write), read through the public catalog API and rendered
/// through validation. Judging must never crash or recurse without bound; a text the catalog accepts
/// must render in every language, and judge alike twice.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageTemplates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for language in languages {
        guard let locale = LocaleTag(language) else { fatalError("\(language) is not a locale tag") }
        let catalog = MessageCatalog(locale: locale, texts: ["tooShort": text])
        let problems = catalog.problems()
        guard problems.map(\.message) == catalog.problems().map(\.message) else {
            fatalError("a text judged differently the second time: \(text.debugDescription)")
        }
        guard problems.isEmpty else { continue }
        let report = rules.validate(
            ["title": Value.string("ab")], locale: locale, catalogs: MessageCatalogs([catalog], over: .shipped))
        guard report.errors.count == 1 else { fatalError("\(language): \(report.errors) for \(text.debugDescription)") }
    }
    return 0
}
