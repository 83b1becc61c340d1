import Verdict

/// One model of a rules directory, as its rule file defined it.
public struct ModelDefinition: Sendable {
    /// The model's name (`model = "CalendarEvent"`).
    public let name: String
    /// The rule file that defined it, relative to the rules directory.
    public let file: String
    /// The line of its `model =` field, when known.
    public let line: Int?
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
    /// Swift ``ValidationService`` can include them beside its own strategies; after a reload,
    /// take them again from the engine to follow the new files.
    public let strategies: [any ValidationStrategy]
    /// Whether its rules include a `remote` rule: only then does
    /// ``RuleEngine/validate(_:model:scenario:options:remote:)`` have checks to send; a model without
    /// one is validated synchronously, without any asynchronous step.
    public let hasRemoteRules: Bool
    let usesLua: Bool

    /// The scenario names.
    public var scenarioNames: Set<String> { Set(scenarios.keys) }

    /// The attributes that massive assignment may set in a scenario (active ones without `!`).
    public func safeAttributes(in scenario: String?) -> Set<String> {
        let list = scenarios[scenario ?? "default"] ?? []
        return Set(list.filter { !$0.hasPrefix("!") })
    }
}

/// An example record of a model, expected to pass or to fail.
public struct ModelExample: Sendable {
    /// The record.
    public let record: Value
    /// Whether it should pass.
    public let expectsValid: Bool
    /// The scenario to validate it in (an example's `scenario` key, removed from the record).
    public let scenario: String?
    /// Its 1-based position among the model's valid or invalid examples.
    public let position: Int

    /// `valid example 2` / `invalid example 1`.
    public var label: String { "\(expectsValid ? "valid" : "invalid") example \(position)" }
}

/// What a validation through the engine sees of the world.
public struct EvaluationOptions: Sendable {
    /// The time date rules, `verdict.now` and strategies see.
    public var now: Date
    /// What the reachability strategy sees.
    public var isReachable: Bool
    /// All errors or the first one.
    public var mode: ValidationMode
    /// Whether input keys that are not safe attributes of the scenario are errors.
    public var strict: Bool
    /// Values Lua rules read as `ctx.extras`.
    public var extras: [String: Value]

    /// Creates options.
    public init(
        now: Date = Date(), isReachable: Bool = true, mode: ValidationMode = .allErrors, strict: Bool = false,
        extras: [String: Value] = [:]
    ) {
        self.now = now
        self.isReachable = isReachable
        self.mode = mode
        self.strict = strict
        self.extras = extras
    }
}

/// The result of validating one record through the engine.
public struct RecordVerdict: Sendable, Hashable {
    /// Whether the record is valid.
    public var isValid: Bool
    /// The errors (of the rules strategy, and of `strict`).
    public var errors: [ValidationError]
    /// The strategy that decided; `nil` when none did.
    public var strategy: String?
    /// Why, when the deciding strategy said.
    public var reason: String?
    /// The version of the rule set that produced this verdict (it grows with each reload).
    public var version: Int
    /// Values filters wrote back.
    public var rewrittenValues: [String: Value]
}

import Foundation
