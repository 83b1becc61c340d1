extension ValidatableModel {
    /// The current scenario; `default` until ``setScenario(_:)`` changes it.
    public var scenario: String { modelState.scenario }

    /// Switches to another scenario. Validate-on-update that follows the active attributes follows
    /// the new scenario.
    /// - Parameter name: a scenario of ``scenarios``.
    /// - Throws: ``ModelError/unknownScenario(_:known:)`` when the model has no such scenario; the
    ///   scenario is then unchanged.
    public func setScenario(_ name: String) throws(ModelError) {
        try ModelValidation.check(name, in: scenarios)
        modelState.scenario = name
    }

    /// The language of the messages of the next validations; `nil` (the default) for English.
    public var locale: LocaleTag? { modelState.localization?.locale }

    /// Words the messages of the next validations in a language (`"de"`), looked up in `catalogs`;
    /// `nil` returns to the default English texts. Errors already found keep their words.
    public func setLocale(_ locale: LocaleTag?, catalogs: MessageCatalogs = .shipped) {
        modelState.localization = catalogs.localization(for: locale)
    }

    /// The model's scenarios: ``ValidatableModel/scenarioList``, resolved once per instance.
    public var scenarios: ScenarioList {
        if let cached = modelState.cachedScenarios { return cached }
        let list = Self.scenarioList
        modelState.cachedScenarios = list
        return list
    }

    /// The attributes the current scenario validates.
    public var activeAttributes: [String] { scenarios.activeAttributes(in: scenario) }

    /// The attributes massive assignment may set in the current scenario.
    public var safeAttributes: [String] { scenarios.safeAttributes(in: scenario) }

    /// Whether an active chain of the attribute has a `required` rule without a `when` condition.
    public func isAttributeRequired(_ attribute: String) -> Bool {
        ModelValidation.isRequired(attribute, by: Self.rules, in: scenario)
    }

    /// Whether massive assignment may set the attribute in the current scenario.
    public func isAttributeSafe(_ attribute: String) -> Bool { safeAttributes.contains(attribute) }

    /// Whether the current scenario validates the attribute.
    public func isAttributeActive(_ attribute: String) -> Bool {
        activeAttributes.contains(attribute)
    }

    /// The chains that run in the current scenario, in run order.
    public var activeValidators: [Validate] {
        ModelValidation.activeValidators(Self.rules, scenario: scenario)
    }

    /// The chains of one attribute that run in the current scenario, in run order.
    public func activeValidators(for attribute: String) -> [Validate] {
        ModelValidation.activeValidators(Self.rules, scenario: scenario, attribute: attribute)
    }
}
