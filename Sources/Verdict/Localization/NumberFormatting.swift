import Foundation

/// How a number reads in a message's language: a fraction after a point in English, Japanese and
/// Chinese (`1.5`), after a comma in the other languages Verdict ships (`1,5`). Whole numbers,
/// strings and every other value read as their ``Value/description``; digits are never grouped,
/// so a year or an identifier reads as written.
enum NumberFormatting {
    /// Languages that write a decimal point.
    private static let pointLanguages: Set<String> = ["en", "ja", "zh"]

    /// A value as a message in `language` shows it.
    static func text(of value: Value, language: String) -> String {
        guard case .double = value, !pointLanguages.contains(language) else { return value.description }
        let text = value.description
        guard let point = text.firstIndex(of: ".") else { return text }
        return text.replacingCharacters(in: point...point, with: ",")
    }
}
