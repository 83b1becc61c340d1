/// The CLDR plural category of a number in a language: which form of a counted word a message
/// uses (`1 znak`, `2 znaki`, `5 znaków`, `1,5 znaku` in Polish).
///
/// The rules are CLDR's for the languages Verdict ships (English, German, French, Spanish,
/// Italian, Portuguese, Dutch, Polish, Russian, Ukrainian, Turkish, Japanese, Chinese); any other
/// language counts as English does. A number is read as it is printed, so `1.0` has a visible
/// fraction digit, as CLDR's operands `i` (integer digits) and `v` (visible fraction digits) say.
package enum PluralRules {
    /// The categories a language distinguishes, `other` always among them.
    package static func categories(of language: String) -> Set<String> {
        switch language {
        case "ja", "zh": ["other"]
        case "fr", "es", "it", "pt": ["one", "many", "other"]
        case "pl", "ru", "uk": ["one", "few", "many", "other"]
        default: ["one", "other"]
        }
    }

    /// The category of a number printed as `text` (`"5"`, `"1.5"`, `"-2"`).
    package static func category(of text: String, language: String) -> String {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? String(text.dropFirst()) : text
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integerText = parts.first.map(String.init) ?? ""
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        guard !integerText.isEmpty, integerText.allSatisfy(\.isNumber), fraction.allSatisfy(\.isNumber) else {
            return "other"
        }
        // The last six digits are all any rule looks at, apart from "a multiple of a million".
        let i = Int(integerText.suffix(7)) ?? 0
        let isMillions = integerText.count > 6 && integerText.suffix(6).allSatisfy { $0 == "0" }
        let v = fraction.count
        let n = v == 0 ? Double(i) : Double(integerText.suffix(7) + "." + fraction) ?? 0
        let (mod10, mod100) = (i % 10, i % 100)
        switch language {
        case "ja", "zh":
            return "other"
        case "fr":
            if i <= 1 && integerText.count <= 1 { return "one" }
            return v == 0 && isMillions ? "many" : "other"
        case "pt":
            if i <= 1 && integerText.count <= 1 { return "one" }
            return v == 0 && isMillions ? "many" : "other"
        case "es":
            if n == 1 && integerText.count == 1 { return "one" }
            return v == 0 && isMillions ? "many" : "other"
        case "it":
            if i == 1 && v == 0 && integerText.count == 1 { return "one" }
            return v == 0 && isMillions ? "many" : "other"
        case "tr":
            return n == 1 && integerText.count == 1 ? "one" : "other"
        case "ru", "uk":
            guard v == 0 else { return "other" }
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            guard v == 0 else { return "other" }
            if i == 1 && integerText.count == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        default:
            return i == 1 && v == 0 && integerText.count == 1 ? "one" : "other"
        }
    }
}
