/// Tells whether the host has a network connection.
public protocol ReachabilityProvider: Sendable {
    /// `true` when the network is reachable.
    var isReachable: Bool { get }
}
