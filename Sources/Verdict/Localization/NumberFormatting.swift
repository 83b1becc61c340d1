import Foundation

/// How a value reads in a message's language: a fraction after a point in English, Japanese and
/// Chinese (`1.5`), after a comma in the other languages Verdict ships (`1,5`); a list as its
/// elements, strings quoted, between commas (`"member", "admin"`); a whole double as its digits.
/// Whole numbers, strings and
/// every other value read as their ``Value/description``; digits are never grouped, so a year or
/// an identifier reads as written.
enum NumberFormatting {
    /// Languages that write a decimal point.
    private static let pointLanguages: Set<String> = ["en", "ja", "zh"]

    /// How many characters of the offending value a message shows (`{value}`).
    static let valueLength = 40

    /// The offending value as `{value}` shows it: as ``text(of:language:)`` reads it, cut to
    /// ``valueLength`` characters with `…` at the cut, so a long value cannot swamp its message.
    static func shownValue(_ value: Value, language: String) -> String {
        let text = text(of: value, language: language)
        guard text.utf8.count > valueLength, text.count > valueLength else { return text }
        return text.prefix(valueLength - 1) + "…"
    }

    /// A value as a message in `language` shows it.
    static func text(of value: Value, language: String) -> String {
        if case .array(let elements) = value {
            return elements.map { element in
                if case .string = element { return element.quotedDescription }
                return Self.text(of: element, language: language)
            }.joined(separator: ", ")
        }
        // A whole double reads as its digits, however large (`9007199254740992`, not
        // `9007199254740992.0`), as far as an integer holds it.
        if case .double(let d) = value, let whole = Int(exactly: d) { return String(whole) }
        guard case .double = value, !pointLanguages.contains(language) else { return value.description }
        let text = value.description
        guard let point = text.firstIndex(of: ".") else { return text }
        return text.replacingCharacters(in: point...point, with: ",")
    }
}
