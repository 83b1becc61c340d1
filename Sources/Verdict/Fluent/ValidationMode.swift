import Foundation

/// How much of a rule set a validation runs.
public enum ValidationMode: Sendable {
    /// Every chain and rule runs; every failure is reported.
    case allErrors
    /// Validation stops at the first failure.
    case firstError
}
