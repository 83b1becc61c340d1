/// Caps on the values that cross between Swift and Lua.
public struct BridgeLimits: Sendable, Hashable {
    /// The deepest nesting of tables / arrays / objects. Default 64.
    public var maximumDepth: Int
    /// The most elements in one conversion, all levels together. Default 1,000,000.
    public var maximumElements: Int
    /// The most bytes of strings (values and keys) one conversion from Lua copies, all levels
    /// together. Lua shares one string among every reference to it; the host copies each: a table
    /// holding 40 references to one 20 MB string would be 800 MB on the Swift side. Default 64 MiB,
    /// the longest record a reader takes.
    public var maximumBytes: Int

    /// Creates limits.
    public init(maximumDepth: Int = 64, maximumElements: Int = 1_000_000, maximumBytes: Int = 64 << 20) {
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
        self.maximumBytes = maximumBytes
    }

    /// The defaults.
    public static let `default` = BridgeLimits()
}
