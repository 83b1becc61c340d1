/// A strategy's three-valued answer (Vastra's `VSValidationStrategyResult`).
public enum StrategyResult: String, Sendable, Hashable, CaseIterable {
    /// The object is valid; the chain stops here.
    case valid
    /// The object is invalid; the chain stops here.
    case invalid
    /// The strategy cannot tell; the next strategy is asked.
    case unknown
}
