/// What one strategy of a chain answered, or that it was not asked because an earlier one decided.
public struct StrategyStep: Sendable, Hashable {
    /// The strategy's name (`rules`, `timestamp`, `lua (rules/user.lua:9)`).
    public let name: String
    /// Its answer; `nil` when it was not asked.
    public let result: StrategyResult?
    /// Why, when it said.
    public let reason: String?

    /// Creates a step.
    public init(name: String, result: StrategyResult?, reason: String? = nil) {
        self.name = name
        self.result = result
        self.reason = reason
    }
}
