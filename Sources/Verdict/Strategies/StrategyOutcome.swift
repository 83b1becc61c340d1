/// A strategy's answer with its reasons: the errors of a failing `rules` strategy, the age of a stale
/// timestamp.
public struct StrategyOutcome: Sendable, Hashable {
    /// The answer.
    public var result: StrategyResult
    /// Why, in words, when the strategy can say (e.g. `"updated 6 s ago; expires after 5 s"`).
    public var reason: String?
    /// Validation errors behind an `invalid` answer of a rules strategy.
    public var errors: [ValidationError]
    /// Values filters (`trim`, `default`, `filter`) wrote back while a rules strategy ran.
    public var rewrittenValues: [String: Value]
    /// The remote rules a rules strategy left to run, when its environment
    /// ``StrategyEnvironment/collectsRemoteChecks``; the answer does not include them yet.
    public var remoteChecks: [RemoteCheck]

    /// Creates an outcome.
    public init(
        _ result: StrategyResult, reason: String? = nil, errors: [ValidationError] = [],
        rewrittenValues: [String: Value] = [:], remoteChecks: [RemoteCheck] = []
    ) {
        self.result = result
        self.reason = reason
        self.errors = errors
        self.rewrittenValues = rewrittenValues
        self.remoteChecks = remoteChecks
    }

    /// `valid`, no reason.
    public static let valid = StrategyOutcome(.valid)
    /// `invalid`, no reason.
    public static let invalid = StrategyOutcome(.invalid)
    /// `unknown`, no reason.
    public static let unknown = StrategyOutcome(.unknown)
}
