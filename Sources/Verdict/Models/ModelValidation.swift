/// The validation steps shared by ``ValidatableModel`` and ``Form``.
enum ModelValidation {
    /// Runs the chains of `attributes` that are active in `scenario`, in rule order.
    ///
    /// `existing` errors are seen by `skipOnError` chains (an attribute that already has an error is
    /// skipped) but are not repeated in the report. With `collectsRemoteChecks`, the remote rules
    /// left to send are returned too, as ``RuleSet/remoteChecks(in:mode:)`` picks them: not for an
    /// attribute with an error (an existing one included) or an empty value.
    static func run(
        _ rules: RuleSet, scenario: String, attributes: [String], source: any AttributeSource,
        existing: [ValidationError], localization: Localization? = nil, collectsRemoteChecks: Bool = false
    ) -> (report: ValidationReport, remoteChecks: [RemoteCheck]) {
        let wanted = Set(attributes)
        var subset = RuleSet(
            rules.validators.filter { wanted.contains($0.attribute) && $0.isActive(in: scenario) })
        subset.displayNames = rules.displayNames
        subset.messageTable = rules.messageTable
        subset.localizedMessageTable = rules.localizedMessageTable
        subset.modelName = rules.modelName
        subset.secrets = rules.secrets
        let context = ValidationContext(
            source: source, scenario: scenario, runtime: nil, localization: localization, secrets: rules.secrets)
        for error in existing { context.addError(error) }
        subset.run(in: context)
        let checks = collectsRemoteChecks ? subset.remoteChecks(in: context) : []
        let report = ValidationReport(
            errors: Array(context.errors.dropFirst(existing.count)),
            rewrittenValues: context.rewrittenValues)
        return (report, checks)
    }

    /// The chains active in a scenario, optionally of one attribute only.
    static func activeValidators(_ rules: RuleSet, scenario: String, attribute: String? = nil)
        -> [Validate]
    {
        rules.validators.filter { chain in
            chain.isActive(in: scenario) && (attribute.map { $0 == chain.attribute } ?? true)
        }
    }

    /// Whether an active chain of the attribute has a `required` rule and no `when` condition.
    static func isRequired(_ attribute: String, by rules: RuleSet, in scenario: String) -> Bool {
        activeValidators(rules, scenario: scenario, attribute: attribute).contains { chain in
            !chain.isConditional && chain.rules.contains { $0.name == "required" }
        }
    }

    /// Checks that a scenario exists.
    static func check(_ scenario: String, in list: ScenarioList) throws(ModelError) {
        guard list.contains(scenario) else { throw .unknownScenario(scenario, known: list.names) }
    }

    /// Every attribute the rules read: their own, the scenarios', and those `compare` rules name
    /// (`password_repeat` for a bare `compare()`).
    static func attributes(of rules: RuleSet, scenarios: ScenarioList) -> [String] {
        var names = rules.attributes + scenarios.attributes
        for chain in rules.validators {
            for case let rule as CompareRule in chain.rules {
                switch rule.other {
                case .none: names.append(chain.attribute + "_repeat")
                case .field(let other): names.append(other)
                case .value, .now: break
                }
            }
        }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    /// The error recorded when a filter's result cannot be stored back into the attribute; a secret
    /// of `rules` (`RuleSet.secrets`) is named, not shown.
    static func unstorable(
        _ value: Value, for attribute: String, of rules: RuleSet, localization: Localization? = nil
    ) -> ValidationError {
        let isSecret = RuleSet.isSecret(attribute, among: rules.secrets)
        return ValidationError(
            attribute: attribute, rule: "filter", key: .notStored,
            message: MessageFormatter.message(
                for: .notStored, attribute: attribute, value: isSecret ? .string(RuleSet.secretMark) : value,
                localization: localization),
            value: value, isSecret: isSecret)
    }
}
