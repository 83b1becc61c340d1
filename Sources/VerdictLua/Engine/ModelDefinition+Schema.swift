import Verdict

extension ModelDefinition {
    /// The JSON Schema (draft 2020-12) of the records this model accepts in a scenario, as
    /// `RuleSet.jsonSchema(_:)` makes it from the model's rules, with the model's own
    /// parts: its scenario's attributes as properties, its strategy chain (a strategy before the
    /// rules that may answer valid leaves the rules unasserted), the rule file and line of every
    /// rule the schema cannot say exactly, and each entry's `schema = { … }` hint.
    /// - Parameters:
    ///   - scenario: the scenario; `nil` is `default`, as the engine validates.
    ///   - locale: the language of `x-verdict-messages`; `nil` for English.
    ///   - strict: refuse keys that are not safe attributes of the scenario
    ///     (`additionalProperties: false`), as `verdict validate --strict` does.
    ///   - catalogs: the message catalogs (the engine's, ``RuleEngine/catalogs``).
    /// - Throws: ``EngineError/unknownScenario(_:model:known:)`` for a scenario the model lacks,
    ///   ``EngineError/unknownLocale(_:known:)`` for a locale no catalog speaks.
    public func jsonSchema(
        scenario: String? = nil, locale: LocaleTag? = nil, strict: Bool = false, catalogs: MessageCatalogs = .shipped
    ) throws(EngineError) -> ModelSchema {
        let scenarioName = scenario ?? ScenarioList.defaultScenario
        guard scenarios[scenarioName] != nil else {
            throw .unknownScenario(scenarioName, model: name, known: Array(scenarios.keys))
        }
        if let locale, locale.language != LocaleTag.english.language,
            catalogs.supportedLocale(for: locale) == .english
        {
            throw .unknownLocale(locale, known: catalogs.locales.filter { $0 != .english })
        }
        let declared = (scenarios[scenarioName] ?? []).map { $0.hasPrefix("!") ? String($0.dropFirst()) : $0 }
        let options = SchemaOptions(
            scenario: scenarioName, locale: locale, catalogs: catalogs,
            safeAttributes: strict ? safeAttributes(in: scenarioName) : nil, attributes: declared,
            strategies: strategies, description: description, files: [name: file])
        return rules.jsonSchema(options)
    }
}
