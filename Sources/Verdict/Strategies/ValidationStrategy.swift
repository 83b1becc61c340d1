import Foundation

/// One step of a validation chain: answers valid, invalid or unknown for an object.
///
/// Adopt it for custom strategies in Swift; Lua strategies from rule files adopt it too, so both
/// mix in one ``ValidationService``. A strategy that cannot run throws: the service never turns an
/// error into a silent `unknown`.
public protocol ValidationStrategy: Sendable {
    /// The strategy's name in explanations and listings, e.g. `"timestamp"`.
    var name: String { get }

    /// Answers for one object.
    /// - Parameters:
    ///   - object: the object under validation (never `nil`: the service answers invalid for nil).
    ///   - environment: the time and network state of this evaluation.
    /// - Throws: when the strategy cannot decide because something is broken (a Lua error).
    func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome

    /// The answer the strategy gives every object, when it never depends on one (`default`: valid);
    /// `nil` (the default) otherwise. A service settles records with it without evaluating.
    var constantResult: StrategyResult? { get }
}

extension ValidationStrategy {
    /// No constant answer.
    public var constantResult: StrategyResult? { nil }
}
