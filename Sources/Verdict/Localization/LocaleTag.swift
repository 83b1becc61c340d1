/// A BCP 47 language tag (`de`, `de-CH`, `pt-BR`, `zh-Hans-CN`, `en-x-yii`), read leniently and
/// written in its canonical case: language lower-case, script title-case, region upper-case.
///
/// Messages fall back from the most specific tag to the least: `de-CH` → `de` → English, the
/// default. A few tags have a likelier written form Verdict ships under: `zh`, `zh-CN` and `zh-SG`
/// read Simplified Chinese (`zh-Hans`), `pt` reads Brazilian Portuguese (`pt-BR`).
public struct LocaleTag: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The tag, canonically cased: `de-CH`.
    public let identifier: String
    /// The language subtag: `de`.
    public let language: String

    /// The default locale: English, Verdict's own texts.
    public static let english: LocaleTag = "en"

    /// Reads a tag; `nil` when it is not a well-formed BCP 47 tag (`"german"`, `"de_CH"` is read as
    /// `de-CH`).
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }.map(String.init)
        guard let first = parts.first, (2...3).contains(first.count) || (5...8).contains(first.count),
            first.allSatisfy(\.isASCIILetter)
        else { return nil }
        var canonical = [first.lowercased()]
        var privateUse = false
        var seenRegion = false
        for (index, part) in parts.enumerated().dropFirst() {
            guard !part.isEmpty, part.count <= 8, part.allSatisfy({ $0.isASCIILetter || $0.isASCIIDigit }) else {
                return nil
            }
            if privateUse || part.count == 1 {
                if part.lowercased() == "x" { privateUse = true }
                canonical.append(part.lowercased())
            } else if index == 1, part.count == 4, part.allSatisfy(\.isASCIILetter) {
                canonical.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if !seenRegion,
                part.count == 2 && part.allSatisfy(\.isASCIILetter)
                    || part.count == 3 && part.allSatisfy(\.isASCIIDigit)
            {
                seenRegion = true
                canonical.append(part.uppercased())
            } else if part.count >= 4 || part.first?.isASCIIDigit == true {
                canonical.append(part.lowercased())
            } else {
                return nil
            }
        }
        if let last = canonical.last, last.count == 1 { return nil }  // an extension without a value
        identifier = canonical.joined(separator: "-")
        language = canonical[0]
    }

    /// Reads a tag written in code; a malformed one traps.
    public init(stringLiteral value: String) {
        guard let tag = LocaleTag(value) else { preconditionFailure("not a BCP 47 language tag: \(value)") }
        self = tag
    }

    /// The tag itself, then each shorter one — `de-CH`, `de` — then the forms Verdict ships under
    /// (`zh-CN` → `zh-Hans`). English, the default, is not listed: it is always last.
    public var fallbacks: [LocaleTag] {
        var tags: [LocaleTag] = []
        var subtags = identifier.split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            if let tag = LocaleTag(subtags.joined(separator: "-")), !tags.contains(tag) { tags.append(tag) }
            subtags.removeLast()
            // A private-use or extension singleton never ends a tag.
            while let last = subtags.last, last.count == 1 { subtags.removeLast() }
        }
        for tag in tags {
            if let likely = Self.likelyForms[tag.identifier], !tags.contains(likely) { tags.append(likely) }
        }
        return tags.filter { $0 != .english }
    }

    /// Tags whose messages Verdict ships under a more specific form.
    private static let likelyForms: [String: LocaleTag] = [
        "zh": "zh-Hans", "zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "pt": "pt-BR",
    ]

    /// The tag as written in its canonical form (``identifier``).
    public var description: String { identifier }
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
