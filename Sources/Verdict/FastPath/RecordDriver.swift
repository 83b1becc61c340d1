/// A host engine's faster way to run a rule set on a JSON record than rule by rule: the Lua
/// engine runs a model's Lua rules over the record's fields in one call into Lua.
///
/// A ``RuleSet`` may carry one (`RuleSet.recordDriver`); its ``RulesStrategy`` offers every JSON
/// record to it first, from its screen (`screen(_:in:)`), when the rules read
/// the record itself and no remote check is to be collected. A driver must answer exactly what
/// running the chains would — the same errors in the same order, the same values written back —
/// or decline, and the strategy evaluates the record as usual.
///
/// A class: the rule set's driver is then one reference, which each record's screen takes with a
/// retain, where a value of any type would be copied through its metadata and destroyed again.
package protocol RecordDriver: AnyObject, Sendable {
    /// What the rules strategy's screen finds in `record`: settled `unknown` when every rule
    /// passed and nothing was written back (no outcome made), else the strategy's outcome
    /// (`RecordScreening(driven:)`), exactly as running `rules` in `environment` would give
    /// it; `nil` when the driver cannot run the record here (no runtime of its own in the
    /// environment, a value it does not take).
    func screening(of record: InputRecord, rules: RuleSet, in environment: StrategyEnvironment) -> RecordScreening?
}
