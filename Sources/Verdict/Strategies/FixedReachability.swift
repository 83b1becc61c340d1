/// A provider with a fixed answer, for tests and the CLI's `--offline`.
public struct FixedReachability: ReachabilityProvider {
    /// The answer.
    public let isReachable: Bool
    /// Creates the provider.
    public init(_ isReachable: Bool) { self.isReachable = isReachable }
}
