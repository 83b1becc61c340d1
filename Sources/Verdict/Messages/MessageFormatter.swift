/// Renders a message text for one failed rule, after NGRValidator's rules.
///
/// A text without placeholders is prefixed by the display name: `"<Name> <text>"`; an empty display
/// name gives the text alone. A text with placeholders — `{name}`, `{attribute}`, `{value}`, `{min}`,
/// `{max}` or any parameter of the rule — is filled in and not prefixed. An unknown placeholder is
/// left as written so mistakes show.
public enum MessageFormatter {
    /// Renders `text` for an attribute.
    /// - Parameters:
    ///   - text: the message text (default, override, or the rule's own).
    ///   - displayName: the attribute's display name (`""` for none).
    ///   - attribute: the attribute's raw name or path.
    ///   - value: the offending value.
    ///   - params: the rule's parameters.
    ///   - language: the language the text is written in, whose plural rules choose a plural
    ///     branch (`{min, plural, one {…} other {…}}`); English by default.
    public static func render(
        _ text: String, displayName: String, attribute: String, value: Value, params: [String: Value],
        language: String = "en"
    ) -> String {
        guard hasPlaceholder(text) else {
            if displayName.isEmpty { return text }
            return joined(displayName, text)
        }
        if hasChoice(text), let template = MessageTemplate.cached(text) {
            var out = template.render(
                displayName: displayName, attribute: attribute, value: value, params: params, language: language)
            if displayName.isEmpty, out.first == " " { out.removeFirst() }
            return out
        }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let key = String(rest[rest.index(after: open)..<close])
            switch key {
            case "name": out += displayName
            case "attribute": out += attribute
            case "value": out += NumberFormatting.shownValue(value, language: language)
            default:
                if let p = params[key] {
                    out += NumberFormatting.text(of: p, language: language)
                } else {
                    out += "{\(key)}"
                }
            }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        if displayName.isEmpty, out.first == " " { out.removeFirst() }
        return out
    }

    /// The message of a failure found outside a rule chain — an input key `strict` refuses, a
    /// value a filter could not store: the key's text in `localization` (model + attribute + key
    /// first), else its default text, rendered with the display name the catalogs give the
    /// attribute, else its own.
    public static func message(
        for key: MessageKey, attribute: String, value: Value, params: [String: Value] = [:], model: String? = nil,
        localization: Localization?
    ) -> String {
        let found = localization?.text(for: key, model: model, attribute: attribute)
        let name =
            localization?.name(of: attribute, in: model) ?? localization?.derivedName(of: attribute)
            ?? displayName(for: attribute)
        return render(
            found?.text ?? DefaultMessages.text(for: key), displayName: name, attribute: attribute, value: value,
            params: params, language: found?.language ?? "en")
    }

    /// Whether `text` has a `{placeholder}` to fill.
    package static func hasPlaceholder(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) }
            ?? text.utf8.contains(UInt8(ascii: "{"))
    }

    /// Whether `text` has a plural or select choice (`{n, plural, …}`), which needs the template
    /// reader; a text of plain placeholders is filled in place.
    static func hasChoice(_ text: String) -> Bool {
        contains("plural", in: text) || contains("select", in: text)
    }

    /// Whether `word` occurs in `text`, compared as bytes: `String.contains(_:)` and
    /// `firstRange(of:)` cost as much as rendering the message.
    private static func contains(_ word: StaticString, in text: String) -> Bool {
        word.withUTF8Buffer { pattern in
            func scan(_ bytes: some Collection<UInt8>) -> Bool {
                var index = bytes.startIndex
                while index != bytes.endIndex {
                    if bytes[index] == pattern[0], bytes[index...].starts(with: pattern) { return true }
                    index = bytes.index(after: index)
                }
                return false
            }
            return text.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(text.utf8)
        }
    }

    /// Whether `text` shows the value (`{value}`, inside a plural or select choice too): then
    /// each failure's message differs, and none is kept.
    package static func usesValue(_ text: String) -> Bool {
        guard hasPlaceholder(text) else { return false }
        if hasChoice(text), let template = MessageTemplate.cached(text) {
            return template.parameters.contains("value")
        }
        return mentionsValue(text)
    }

    /// Whether `text` puts the value in its message (`{value}`): then each failure's message
    /// differs.
    static func mentionsValue(_ text: String) -> Bool {
        contains("{value}", in: text)
    }

    /// `first second`, made in one allocation with one copy of each part.
    private static func joined(_ first: String, _ second: String) -> String {
        var first = first
        var second = second
        return first.withUTF8 { head in
            second.withUTF8 { tail in
                String(unsafeUninitializedCapacity: head.count + 1 + tail.count) { out in
                    var end = out.initialize(fromContentsOf: head)
                    out[end] = UInt8(ascii: " ")
                    end += 1
                    end += UnsafeMutableBufferPointer(rebasing: out[end...]).initialize(fromContentsOf: tail)
                    return end
                }
            }
        }
    }
}
