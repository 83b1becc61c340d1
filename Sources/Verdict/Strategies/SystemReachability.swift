#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the host's network interfaces: reachable when an interface other than loopback is up,
/// running, and has an IPv4 or IPv6 address. Works on Linux and Apple platforms (`getifaddrs`).
public struct SystemReachability: ReachabilityProvider {
    /// Creates the provider.
    public init() {}

    /// Whether a non-loopback interface is up with an address.
    public var isReachable: Bool {
        var head: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&head) == 0, let first = head else { return false }
        defer { freeifaddrs(head) }
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            let interface = entry.pointee
            cursor = interface.ifa_next
            let flags = Int32(interface.ifa_flags)
            let up = flags & Int32(IFF_UP) != 0 && flags & Int32(IFF_RUNNING) != 0
            let loopback = flags & Int32(IFF_LOOPBACK) != 0
            guard up, !loopback, let address = interface.ifa_addr else { continue }
            let family = Int32(address.pointee.sa_family)
            if family == AF_INET || family == AF_INET6 { return true }
        }
        return false
    }
}
