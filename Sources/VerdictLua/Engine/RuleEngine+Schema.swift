import Verdict

extension RuleEngine {
    /// The JSON Schema of a model of the rule set being served, its messages in the rule set's
    /// catalogs (see ``ModelDefinition/jsonSchema(scenario:locale:strict:catalogs:)``).
    /// - Throws: ``EngineError`` for an unknown model, scenario or locale.
    public func jsonSchema(
        model: String, scenario: String? = nil, locale: LocaleTag? = nil, strict: Bool = false
    ) throws(EngineError) -> ModelSchema {
        let snapshot = self.snapshot
        guard let definition = snapshot.models[model] else {
            throw .unknownModel(model, known: snapshot.orderedModels.map(\.name))
        }
        return try definition.jsonSchema(
            scenario: scenario, locale: locale, strict: strict, catalogs: snapshot.catalogs)
    }
}
