import Foundation
import Testing

@testable import Verdict

/// Every translated key in every shipped locale rendered with sample parameters — each plural at
/// the CLDR boundaries (0, 1, 2, 5, 11, 21, 22, 25, 1.5), each select at each of its branches —
/// compared with `Golden/<locale>.txt`, so a change to any text or to the plural rules shows as a
/// diff a person can read. `VERDICT_UPDATE_GOLDEN=1 swift test --filter ShippedCatalogGoldenTests`
/// writes the files anew.
///
/// The keys are those some shipped translation gives (`MissingTranslations.translatedKeys`), in
/// every locale: where a locale lacks one, its file shows the English text it falls back to. A key
/// no translation gives yet — a new rule's — joins the files with its first translation, so adding
/// a rule leaves them as they are; the rule's own test asserts its English messages. A translation
/// dropped from every catalog takes its key's lines out of the renderings, and the files disagree.
@Suite struct ShippedCatalogGoldenTests {
    static let locales = ["en"] + MessageCatalog.shippedCatalogs.map(\.locale.identifier)

    @Test(arguments: locales)
    func everyKeyRendersAsTheGoldenFileSays(locale: String) throws {
        let rendered = Self.rendering(LocaleTag(stringLiteral: locale))
        let file = Self.goldenFolder.appendingPathComponent("\(locale).txt")
        if ProcessInfo.processInfo.environment["VERDICT_UPDATE_GOLDEN"] == "1" {
            try Data(rendered.utf8).write(to: file)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(rendered == golden)
    }

    /// The plural rules choose the forms the golden files show: Polish's one, few and many.
    @Test func polishCountsItsCharacters() {
        let localization = MessageCatalogs.shipped.localization(for: "pl")
        let text = localization?.text(for: .tooShort, model: nil, attribute: "title")
        let render = { (min: Value) in
            MessageFormatter.render(
                text?.text ?? "", displayName: "Tytuł", attribute: "title", value: "", params: ["min": min],
                language: "pl")
        }
        #expect(render(1) == "Pole „Tytuł” musi zawierać co najmniej 1 znak.")
        #expect(render(3) == "Pole „Tytuł” musi zawierać co najmniej 3 znaki.")
        #expect(render(5) == "Pole „Tytuł” musi zawierać co najmniej 5 znaków.")
        #expect(render(22) == "Pole „Tytuł” musi zawierać co najmniej 22 znaki.")
        #expect(render(1.5) == "Pole „Tytuł” musi zawierać co najmniej 1,5 znaku.")
    }

    // MARK: Rendering

    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The numbers each plural is shown with.
    static let pluralSamples: [Value] = [0, 1, 2, 5, 11, 21, 22, 25, 1.5]

    /// What each parameter is, when a rendering does not vary it.
    static let sampleValues: [String: Value] = [
        "min": 3, "max": 10, "length": 8, "exact": 42, "unit": "characters", "date": "2026-01-01",
        "compareValue": "secret", "operator": "==", "relation": "equal to", "comparison": "equal",
        "element": "red", "range": "a, b", "expected": "a string", "type": "string",
        "error": "connection refused", "requiredValue": "yes", "scenario": "login", "true": "true",
        "false": "false", "inclusive": "true", "reason": "syntax", "pattern": "[0-9]+", "width": 640,
        "height": 480, "url": "https://example.com/check", "timeout": 30,
    ]

    /// One line a rendering: `key [param=value, …]: message`, the translated keys in order, each
    /// with its defaults first, then each plural and select varied alone.
    static func rendering(_ locale: LocaleTag) -> String {
        let localization = MessageCatalogs.shipped.localization(for: locale)
        var lines: [String] = []
        let keys = DefaultMessages.table.keys.filter { MissingTranslations.translatedKeys.contains($0) }
        for key in keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            let found = localization?.text(for: key, model: nil, attribute: "title")
            let text = found?.text ?? DefaultMessages.text(for: key)
            let language = found?.language ?? "en"
            let template = MessageTemplate.cached(text)
            let used = template?.parameters.filter { !["name", "attribute", "value"].contains($0) } ?? []
            var base: [String: Value] = [:]
            for name in used { base[name] = sampleValues[name] ?? .string(name) }
            var variations: [[String: Value]] = [base]
            for (parameter, _) in template?.pluralCategories ?? [] {
                for number in pluralSamples { variations.append(base.merging([parameter: number]) { $1 }) }
            }
            for (parameter, selectors) in selects(in: template) {
                for selector in selectors { variations.append(base.merging([parameter: .string(selector)]) { $1 }) }
            }
            var seen = Set<String>()
            for params in variations {
                let shown = params.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
                guard seen.insert(shown).inserted else { continue }
                let message = MessageFormatter.render(
                    text, displayName: "Title", attribute: "title", value: "x", params: params, language: language)
                lines.append("\(key.rawValue) [\(shown)]: \(message)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each select parameter of a template with its branches' selectors, `other` shown by a value
    /// no branch names.
    static func selects(in template: MessageTemplate?) -> [(String, [String])] {
        var out: [(String, [String])] = []
        func collect(_ parts: [MessageTemplate.Part]) {
            for part in parts {
                switch part {
                case .select(let name, let branches):
                    let selectors = branches.map(\.selector).map { $0 == "other" ? "anything-else" : $0 }
                    if let index = out.firstIndex(where: { $0.0 == name }) {
                        out[index].1 += selectors.filter { !out[index].1.contains($0) }
                    } else {
                        out.append((name, selectors))
                    }
                    for branch in branches { collect(branch.parts) }
                case .plural(_, let branches):
                    for branch in branches { collect(branch.parts) }
                case .text, .placeholder, .number:
                    break
                }
            }
        }
        collect(template?.parts ?? [])
        return out
    }
}
