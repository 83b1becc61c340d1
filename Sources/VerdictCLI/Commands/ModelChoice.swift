import Verdict
import VerdictLua

/// The model and scenario a command validates with (`--model`, `--scenario`), found in a rule
/// set: the words of `verdict validate` and `verdict diff` for a name that is not there.
struct ModelChoice {
    /// The model asked for; `nil` takes the rule set's only model.
    var model: String?
    /// The scenario asked for, if any.
    var scenario: String?

    /// The model in `engine`, with the scenario checked against it.
    ///
    /// An unknown model or scenario names the nearest one and every one there is; a rule set of
    /// several models with none asked for lists them; a rule set of none says so.
    /// - Parameters:
    ///   - engine: the rule set.
    ///   - rulesName: what the rule set is called in a message (its directory or bundle).
    ///   - naming: whether messages name the rule set, for a command that reads two of them.
    /// - Returns: the model.
    /// - Throws: ``CLIExit/usage`` after saying why on standard error.
    func resolve(in engine: RuleEngine, rulesName: String, naming: Bool = false) throws -> ModelDefinition {
        let place = naming ? " in \(rulesName)" : ""
        let found = try model(in: engine, rulesName: rulesName, place: place)
        if let scenario, !found.scenarioNames.contains(scenario) {
            let names = found.scenarioNames
            Console.standardError.write(
                "verdict: unknown scenario '\(scenario)' of model '\(found.name)'\(place) "
                    + "(\(Self.guess(scenario, in: names))scenarios: \(names.sorted().joined(separator: ", ")))\n")
            throw CLIExit.usage.error
        }
        return found
    }

    private func model(in engine: RuleEngine, rulesName: String, place: String) throws -> ModelDefinition {
        let models = engine.models
        if let model {
            guard let found = engine.model(named: model) else {
                let names = models.map(\.name)
                Console.standardError.write(
                    "verdict: unknown model '\(model)'\(place) "
                        + "(\(Self.guess(model, in: names))models: \(names.sorted().joined(separator: ", ")))\n")
                throw CLIExit.usage.error
            }
            return found
        }
        guard models.count == 1, let only = models.first else {
            let known = models.map(\.name).sorted().joined(separator: ", ")
            Console.standardError.write(
                models.isEmpty
                    ? "verdict: \(rulesName) defines no model\n"
                    : "verdict: choose a model with --model (models\(place): \(known))\n")
            throw CLIExit.usage.error
        }
        return only
    }

    /// `did you mean 'signup'? ` when a name is near enough to what was typed, else nothing.
    private static func guess(_ typed: String, in names: some Sequence<String>) -> String {
        EditDistance.nearest(to: typed, in: names).map { "did you mean '\($0)'? " } ?? ""
    }
}
