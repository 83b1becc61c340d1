/// Valid when the host is offline — a cached object is the best there is — otherwise unknown
/// (Vastra's `VSReachabilityValidationStrategy`, as fixed in 1.2.1).
///
/// Without a provider it reads the evaluation's environment (the service's provider, or the CLI's
/// `--offline`).
public struct ReachabilityStrategy: ValidationStrategy {
    /// The provider, when it differs from the environment's.
    public let provider: (any ReachabilityProvider)?

    /// Creates the strategy.
    public init(_ provider: (any ReachabilityProvider)? = nil) { self.provider = provider }

    public var name: String { "reachability" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let reachable = provider?.isReachable ?? environment.isReachable
        return reachable ? .unknown : StrategyOutcome(.valid, reason: "offline: the cached object stands")
    }
}
