import Foundation
import Verdict

/// Validates a single value under the attribute name "value" and returns the errors, their
/// messages in `locale` (`nil`: the default English).
func errors(
    _ chain: Validate, _ value: Value, now: Date = Date(), mode: ValidationMode = .allErrors,
    locale: LocaleTag? = nil
) -> [ValidationError] {
    RuleSet([chain]).validate(["value": value] as [String: Value], mode: mode, now: now, locale: locale).errors
}

/// Whether a single value passes the chain.
func passes(_ chain: Validate, _ value: Value, now: Date = Date()) -> Bool {
    errors(chain, value, now: now).isEmpty
}

/// A fixed instant for date tests.
let referenceNow = Date(timeIntervalSince1970: 1_800_000_000)
