/// A strategy that can look at a JSON record's text before anything is decoded: the `rules`
/// strategy, whose screen clears the chains a record certainly passes.
///
/// The fast path's hook into the chain, for Verdict's own strategies only: a ``ValidationService``
/// finds which of its strategies screen once, when it is made, and offers each JSON record to their
/// screens before it evaluates.
package protocol ScreeningStrategy: ValidationStrategy {
    /// What the screen found in a JSON record's text; `nil` when the strategy has no screen for this
    /// record, and the record is evaluated as any object.
    func screen(_ record: borrowing InputRecord, in environment: StrategyEnvironment) -> RecordScreening?

    /// Answers for a JSON record the strategy screened without settling its answer, with what the
    /// screen found.
    /// - Throws: when the strategy cannot decide because something is broken.
    func evaluate(_ record: InputRecord, screened: RecordScreening, in environment: StrategyEnvironment) throws
        -> StrategyOutcome
}
