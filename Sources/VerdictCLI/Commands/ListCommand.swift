import ArgumentParser
import VerdictLua

/// `verdict list`: the models with their attributes, rules, scenarios and strategies.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List models, attributes, rules, scenarios and strategies.")

    @OptionGroup var rulesOption: RulesOption

    func run() throws {
        let engine = try rulesOption.loadEngine()
        var text = ""
        for model in engine.models {
            text += "\(model.name)  (\(model.file))\n"
            text += "  attributes: \(model.attributes.joined(separator: ", "))\n"
            text += "  rules:\n"
            for rule in model.ruleSummaries { text += "    \(rule)\n" }
            text += "  scenarios:\n"
            for name in model.scenarioNames.sorted() {
                text += "    \(name): \((model.scenarios[name] ?? []).joined(separator: ", "))\n"
            }
            text += "  strategies: \(model.strategyNames.joined(separator: " → "))\n"
        }
        Console.standardOutput.write(text)
        Console.standardOutput.flush()
    }
}
