import Foundation
import Verdict

/// Runs one rule on one value directly, outside a chain, for table tests of the syntax, payment
/// and data rules.
enum RuleProbe {
    static func outcome(_ rule: any ValidationRule, _ value: Value, now: Date = referenceNow)
        -> RuleOutcome
    {
        rule.validate(value, in: ValidationContext(source: [String: Value](), now: now))
    }

    /// Whether the rule passes the value (a rewrite counts as passing).
    static func passes(_ rule: any ValidationRule, _ value: Value, now: Date = referenceNow) -> Bool {
        if case .failed = outcome(rule, value, now: now) { return false }
        return true
    }

    /// The failure, or `nil` when the value passes.
    static func failure(_ rule: any ValidationRule, _ value: Value, now: Date = referenceNow)
        -> RuleFailure?
    {
        if case .failed(let failure) = outcome(rule, value, now: now) { return failure }
        return nil
    }

    /// Runs a chain on one value under the chain's own attribute name; returns the errors, their
    /// messages in `locale` (`nil`: the default English).
    static func chainErrors(
        _ chain: Validate, _ value: Value, now: Date = referenceNow, locale: LocaleTag? = nil
    ) -> [ValidationError] {
        RuleSet([chain]).validate([chain.attribute: value] as [String: Value], now: now, locale: locale).errors
    }

    /// Whether a chain passes one value under the chain's own attribute name.
    static func chainPasses(_ chain: Validate, _ value: Value, now: Date = referenceNow) -> Bool {
        chainErrors(chain, value, now: now).isEmpty
    }

    /// The same number of invalid cases as valid ones at least: the rule for every table.
    static func isBalanced(valid: Int, invalid: Int) -> Bool { invalid >= valid }
}
