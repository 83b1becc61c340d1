/// The languages an HTTP client asks for (`Accept-Language: de-CH, de;q=0.9, en;q=0.5`), best
/// first, as RFC 9110 §12.5.4 reads the header.
///
/// Tags come in order of their quality (`q`, 1 when not given), ties in the order written; a tag
/// with `q=0` is refused and left out, as are `*` and anything that is not a language tag.
public enum AcceptLanguage {
    /// The tags of a header, best first.
    public static func tags(in header: String) -> [LocaleTag] {
        var ranked: [(tag: LocaleTag, quality: Double, position: Int)] = []
        for (position, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingWhitespace() }
            guard let range = parts.first, range != "*", let tag = LocaleTag(String(range)) else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                quality = Double(pair[1]).map { Swift.min(Swift.max($0, 0), 1) } ?? 0
            }
            if quality > 0 { ranked.append((tag, quality, position)) }
        }
        return ranked.sorted { ($0.quality, -$0.position) > ($1.quality, -$1.position) }.map(\.tag)
    }
}

extension Substring {
    /// The text without the spaces and tabs around it.
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[start...end]
    }
}
