import Foundation

/// The answer of a ``ValidationService`` with its explanation.
public struct ServiceDecision: Sendable, Hashable {
    /// Whether the object is valid.
    public var isValid: Bool
    /// The name of the strategy that decided; `nil` when none did.
    public var strategy: String?
    /// The deciding strategy's outcome (its errors, its reason).
    public var outcome: StrategyOutcome
    /// Why, in words.
    public var reason: String?
    /// Values filters wrote back in the strategies that ran (a rules strategy's `trim`, `default`, …).
    public var rewrittenValues: [String: Value] = [:]
    /// The remote checks the strategies that ran left to make, in chain order; empty unless the
    /// environment ``StrategyEnvironment/collectsRemoteChecks``. The answer does not include them.
    public var remoteChecks: [RemoteCheck] = []
}
