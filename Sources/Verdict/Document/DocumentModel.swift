public import Foundation

/// One model of a rule-set document, loaded without Lua: its rules, scenarios, strategy chain,
/// mode and examples, ready to validate records.
public struct DocumentModel: Sendable {
    /// The model's name.
    public let name: String
    /// The rule file it was written in (`rules/user.lua`), when the document says.
    public let file: String?
    /// Its rules.
    public let rules: RuleSet
    /// Its scenarios with their attributes (`!` marks those validated but not assignable).
    public let scenarios: ScenarioList
    /// The names of its strategies, in order.
    public let strategyNames: [String]
    /// Its strategy chain.
    public let service: ValidationService
    /// How its verdicts are enforced.
    public let mode: EnforcementMode
    /// Every attribute its rules and scenarios name.
    public let attributes: [String]
    /// Its examples: records with the answer they should get, and the scenario to validate them in.
    public let examples: [(record: Value, expectsValid: Bool, scenario: String?)]

    /// Validates a record as the rule engine of `VerdictLua` validates it with the same rules.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - scenario: the scenario; `nil` is `default`.
    ///   - localization: how messages read (``MessageCatalogs/localization(for:)-(LocaleTag?)``);
    ///     `nil` for the default English.
    ///   - now: the time date rules compare against.
    ///   - isReachable: what the `reachability` strategy sees.
    /// - Returns: the verdict, enforced in the model's ``mode``. A strategy that fails to run makes
    ///   the record invalid with an error that says why.
    public func validate(
        _ record: Value, scenario: String? = nil, localization: Localization? = nil, now: Date = Date(),
        isReachable: Bool = true
    ) -> RecordVerdict {
        var environment = StrategyEnvironment(
            now: now, isReachable: isReachable, scenario: scenario ?? ScenarioList.defaultScenario)
        environment.localization = localization
        let verdict: RecordVerdict
        do {
            verdict = try service.decide(record, in: environment)
        } catch {
            let failure = ValidationError(
                attribute: "", rule: "strategy", key: .ruleError, message: "could not be validated: \(error)")
            verdict = RecordVerdict(
                strategy: nil, outcome: StrategyOutcome(.invalid, reason: "\(error)", errors: [failure]))
        }
        return mode == .enforce ? verdict : verdict.enforced(mode)
    }
}
