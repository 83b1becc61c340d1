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

    /// The display name derived from an attribute when none is given: its words as a person writes
    /// them, the first capitalised (`startDate` → `Start date`, `password_repeat` → `Password
    /// repeat`, `creatorEmail` → `Creator email`). Words break at `_`, `-` and spaces and where a
    /// lower-case letter or digit meets an upper-case one; a run of capitals stays as written
    /// (`userID` → `User ID`, `HTTPStatus` → `HTTP status`), and so do common abbreviations
    /// however they are written (`url` → `URL`, `ipAddress` → `IP address`); other characters
    /// (`.`, `[`) are kept.
    public static func displayName(for attribute: String) -> String {
        var words: [Substring] = []
        var start: String.Index?
        var previous: Character?
        var index = attribute.startIndex
        while index < attribute.endIndex {
            let character = attribute[index]
            let next = attribute.index(after: index)
            if character == "_" || character == "-" || character == " " {
                if let begun = start { words.append(attribute[begun..<index]) }
                start = nil
            } else if let begun = start, let before = previous, isUpper(character),
                isLower(before) || isDigit(before)
                    || (before.isUppercase && startsWord(at: next, in: attribute))
            {
                words.append(attribute[begun..<index])
                start = index
            } else if start == nil {
                start = index
            }
            previous = character
            index = next
        }
        if let begun = start { words.append(attribute[begun...]) }
        var name = ""
        for (position, word) in words.enumerated() {
            // Capitals, maybe with a plural `s` (`ID`, `IDs`).
            let capitals = word.last == "s" ? word.dropLast() : word
            let isAcronym =
                capitals.count > 1 && capitals.allSatisfy { !$0.isLowercase } && capitals.contains { $0.isUppercase }
            if position > 0 { name += " " }
            if isAcronym {
                name += word
            } else if let acronym = acronyms[word.lowercased()] {
                name += acronym
            } else if position == 0, let first = word.first {
                name += first.uppercased() + word.dropFirst().lowercased()
            } else {
                name += word.lowercased()
            }
        }
        return name
    }

    /// Whether lower-case letters begin at `index` that make a word with the capital before them
    /// (`Status` in `HTTPStatus`), rather than a plural `s` of the capitals (`IDs`, `URLs`).
    private static func startsWord(at index: String.Index, in text: String) -> Bool {
        guard index < text.endIndex, isLower(text[index]) else { return false }
        guard text[index] == "s" else { return true }
        let after = text.index(after: index)
        return after < text.endIndex && isLower(text[after])
    }

    /// `isUppercase`, answered for ASCII without Unicode's property tables.
    private static func isUpper(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 65 && ascii <= 90 }
        return character.isUppercase
    }

    /// `isNumber`, answered for ASCII without Unicode's property tables.
    private static func isDigit(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 48 && ascii <= 57 }
        return character.isNumber
    }

    /// `isLowercase`, answered for ASCII without Unicode's property tables.
    private static func isLower(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 97 && ascii <= 122 }
        return character.isLowercase
    }

    /// Words that read in capitals in a derived display name (`url` → `URL`, `userId` → `User ID`).
    private static let acronyms: [String: String] = Dictionary(
        uniqueKeysWithValues: [
            "api", "css", "html", "http", "https", "iban", "id", "ip", "isbn", "json", "pdf", "sku", "uri", "url",
            "uuid", "vat", "xml",
        ]
        .map { ($0, $0.uppercased()) })

    /// The display name NGRValidator derives from an attribute, which the `en-x-ngr` catalog keeps:
    /// the attribute with its first letter upper-cased (`startDate` → `StartDate`).
    public static func capitalizedName(for attribute: String) -> String {
        guard let first = attribute.first else { return attribute }
        return first.uppercased() + attribute.dropFirst()
    }
}
