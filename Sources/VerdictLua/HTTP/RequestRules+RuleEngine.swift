public import VerdictHTTP

/// Request bodies validated against a model of a rule-file engine.
extension RequestRules {
    /// A model of a rule-file engine; messages are worded from the engine's catalogs as they are when
    /// each request arrives, so a reload changes the rules of the next request, never of one under
    /// way.
    ///
    /// ```swift
    /// let login = try RequestRules(model: "Login", in: RuleEngine(directory: rulesDirectory))
    /// ```
    /// - Parameters:
    ///   - model: the model's name.
    ///   - engine: the engine.
    ///   - scenario: the scenario; `nil` is `default`.
    ///   - maxBodyBytes: the largest body read.
    ///   - formats: the body formats read.
    /// - Throws: ``EngineError`` when the engine has no such model or the model no such scenario, so
    ///   that a typo stops the server at its start rather than every request.
    public init(
        model: String, in engine: RuleEngine, scenario: String? = nil, maxBodyBytes: Int = defaultMaxBodyBytes,
        formats: [BodyFormat] = BodyFormat.allCases
    ) throws(EngineError) {
        guard let definition = engine.model(named: model) else {
            throw .unknownModel(model, known: engine.models.map(\.name))
        }
        if let scenario, definition.scenarios[scenario] == nil {
            throw .unknownScenario(scenario, model: model, known: Array(definition.scenarios.keys))
        }
        let source = Source(
            catalogs: { engine.catalogs },
            schema: { scenario, locale in try engine.jsonSchema(model: model, scenario: scenario, locale: locale) }
        ) { record, scenario, locale, remote in
            let verdict = try await engine.validate(
                .object(record), model: model, scenario: scenario, options: EvaluationOptions(locale: locale),
                remote: remote)
            return Outcome(
                errors: verdict.errors, rewrittenValues: verdict.rewrittenValues,
                refusal: verdict.isValid ? nil : (verdict.strategy, verdict.reason))
        }
        self.init(source: source, scenario: scenario, maxBodyBytes: maxBodyBytes, formats: formats)
    }
}
