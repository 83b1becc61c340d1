import ArgumentParser
import Verdict
import VerdictLua
import Foundation

/// `verdict list`: the models with their attributes, rules, scenarios and strategies; with
/// `--locales`, the languages messages can be read in and how complete each is.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List models, attributes, rules, scenarios and strategies.")

    @OptionGroup var rulesOption: RulesOption

    @Flag(
        help: """
            List the locales instead: each language messages can be read in, where its texts come \
            from (Verdict's, the rules directory's locales/TAG.lua) and how many of the message \
            keys it gives (the rest read in English).
            """)
    var locales = false

    func run() throws {
        let engine = try rulesOption.loadEngine()
        Console.standardOutput.write(locales ? Self.localeTable(of: engine) : Self.models(of: engine))
        Console.standardOutput.flush()
    }

    private static func models(of engine: RuleEngine) -> String {
        var text = ""
        for model in engine.models {
            text += "\(model.name)  (\(model.file))\(model.mode == .enforce ? "" : "  mode: \(model.mode.rawValue)")\n"
            text += "  attributes: \(model.attributes.joined(separator: ", "))\n"
            text += "  rules:\n"
            for rule in model.ruleSummaries { text += "    \(rule)\n" }
            text += "  scenarios:\n"
            for name in model.scenarioNames.sorted() {
                text += "    \(name): \((model.scenarios[name] ?? []).joined(separator: ", "))\n"
            }
            text += "  strategies: \(model.strategyNames.joined(separator: " → "))\n"
        }
        return text
    }

    /// `de  97/97 keys  Verdict's, rules/locales/de.lua`, one line a locale, English first.
    private static func localeTable(of engine: RuleEngine) -> String {
        let total = DefaultMessages.table.count
        let catalogs = engine.catalogs
        let files = engine.catalogFiles
        let tags = [LocaleTag.english] + catalogs.locales.filter { $0 != .english }
        let width = tags.map(\.identifier.count).max() ?? 2
        let countWidth = String(total).count
        var text = ""
        for tag in tags {
            let missing = MessageCatalog(locale: tag, texts: [:]).missingKeys(over: catalogs).count
            var sources = tag == .english ? ["Verdict's default texts"] : []
            if tag != .english, catalogs.catalogs(for: tag).count > files.filter({ $0.locale == tag }).count {
                sources.append("Verdict's")
            }
            sources += files.filter { $0.locale == tag }.map(\.file)
            let padded = tag.identifier.padding(toLength: width, withPad: " ", startingAt: 0)
            let given = String(total - missing)
            let count = String(repeating: " ", count: max(0, countWidth - given.count)) + given
            text += "\(padded)  \(count)/\(total) keys  \(sources.joined(separator: ", "))\n"
        }
        return text
    }
}
