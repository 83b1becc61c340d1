/// A Lua value that cannot become a Verdict value, or the reverse: names where and what was
/// expected, e.g. `rules[3].on: expected a string or a list of strings, got a function`.
public struct LuaConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the data: `examples.valid[2].tags[1]`.
    public let path: String
    /// What is wrong.
    public let reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }

    /// The error with its path placed under `base`: `[2]` under `tags` is `tags[2]`, `city` under
    /// `address` is `address.city`.
    func under(_ base: String) -> LuaConversionError {
        let full = path.isEmpty ? base : path.hasPrefix("[") ? base + path : base + "." + path
        return LuaConversionError(path: full, reason: reason)
    }
}
