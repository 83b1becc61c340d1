import Foundation

/// A strategy that could not run; names the strategy.
public struct StrategyError: Error, CustomStringConvertible {
    /// The strategy's name.
    public let strategy: String
    /// What went wrong.
    public let underlying: any Error

    /// `strategy 'NAME' failed: …`.
    public var description: String { "strategy '\(strategy)' failed: \(underlying)" }
}
