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

    /// Looks at a JSON record's text before anything is decoded, when the strategy can judge it
    /// faster there: the `rules` strategy's screen clears the chains a record certainly passes.
    ///
    /// A ``ValidationService`` asks for a screen before it evaluates a JSON record; the default is
    /// `nil` (no screen: the record is evaluated as any object).
    /// - Returns: what the screen found, or `nil` when the strategy has no screen for this record.
    func screen(_ record: borrowing JSONRecord, in environment: StrategyEnvironment) -> RecordScreening?

    /// Answers for a JSON record the strategy screened without settling its answer, with what the
    /// screen found. The default is ``evaluate(_:in:)``.
    /// - Throws: when the strategy cannot decide because something is broken.
    func evaluate(_ record: JSONRecord, screened: RecordScreening, in environment: StrategyEnvironment) throws
        -> StrategyOutcome

    /// The answer the strategy gives every object, when it never depends on one (`default`: valid);
    /// `nil` (the default) otherwise. A service settles records with it without evaluating.
    var constantResult: StrategyResult? { get }
}

extension ValidationStrategy {
    /// No screen.
    public func screen(_ record: borrowing JSONRecord, in environment: StrategyEnvironment) -> RecordScreening? {
        nil
    }

    /// The strategy's ``evaluate(_:in:)``.
    public func evaluate(_ record: JSONRecord, screened: RecordScreening, in environment: StrategyEnvironment)
        throws -> StrategyOutcome
    {
        try evaluate(record, in: environment)
    }

    /// No constant answer.
    public var constantResult: StrategyResult? { nil }
}
