import Verdict

/// One model of a rules directory, as its rule file defined it.
public struct ModelDefinition: Sendable {
    /// The model's name (`model = "CalendarEvent"`).
    public let name: String
    /// The rule file that defined it, relative to the rules directory.
    public let file: String
    /// The line of its `model =` field, when known.
    public let line: Int?
    /// The sentence of its `description =`, if any.
    public let description: String?
    /// The rules, in file order, ready to validate.
    public let rules: RuleSet
    /// The attributes the model knows: those named by rules and scenarios, in first-mention order.
    public let attributes: [String]
    /// Each rule in words, for listings: `title: minLength 6`.
    public let ruleSummaries: [String]
    /// The scenarios with their attributes (`!` marks active-but-unsafe), declared or derived from the
    /// rules' `on`/`except` as FXModelValidation does; always has `default`.
    public let scenarios: [String: [String]]
    /// The strategy chain's names, in order.
    public let strategyNames: [String]
    /// The examples `verdict test` runs.
    public let examples: [ModelExample]
    /// The strategy chain, in order: built-in strategies and Lua functions of the rule file.
    ///
    /// Lua strategies run in a runtime of the rule set's version they were loaded with, so a
    /// Swift `ValidationService` can include them beside its own strategies; after a reload,
    /// take them again from the engine to follow the new files.
    public let strategies: [any ValidationStrategy]
    /// Whether its rules include a `remote` rule: only then does
    /// ``RuleEngine/validate(_:model:scenario:options:remote:)`` have checks to send; a model without
    /// one is validated synchronously, without any asynchronous step.
    public let hasRemoteRules: Bool
    /// Whether validating it may run Lua (a Lua rule, filter or strategy): only then is its time
    /// bounded by the Lua limits rather than by the record's size, and `verdict serve` hands it
    /// to a worker thread.
    package let usesLua: Bool
    /// How its verdicts are enforced (the rule file's `mode`, default `enforce`);
    /// ``EvaluationOptions/enforcement`` overrides it.
    public var mode: EnforcementMode = .enforce
    /// The model as a rule-set document writes it (see `RuleSetDocument`): its table as data, each
    /// Lua function marked with where it was written.
    public var document: Value = .null

    /// The scenario names.
    public var scenarioNames: Set<String> { Set(scenarios.keys) }

    /// The attributes that massive assignment may set in a scenario (active ones without `!`).
    public func safeAttributes(in scenario: String?) -> Set<String> {
        let list = scenarios[scenario ?? "default"] ?? []
        return Set(list.filter { !$0.hasPrefix("!") })
    }
}

import Foundation

extension ModelDefinition {
    /// An empty `Form` of the model: its rules, scenarios and attributes, for massive assignment
    /// and validation by attribute (FXModelValidation's model API) of data without a Swift type.
    ///
    /// The form's rules are those of this rule-set version; take a new form after a reload.
    public func makeForm() -> Form {
        Form(rules: rules, scenarios: ScenarioList(scenarios), attributes: attributes)
    }
}
