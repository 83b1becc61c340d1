/// Caps on the values that cross between Swift and Lua.
public struct BridgeLimits: Sendable, Hashable {
    /// The deepest nesting of tables / arrays / objects. Default 64.
    public var maximumDepth: Int
    /// The most elements in one conversion, all levels together. Default 1,000,000.
    public var maximumElements: Int

    /// Creates limits.
    public init(maximumDepth: Int = 64, maximumElements: Int = 1_000_000) {
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
    }

    /// The defaults.
    public static let `default` = BridgeLimits()
}
