/// Always valid: the usual last step of a chain (Vastra's base `VSValidationStrategy`).
public struct DefaultStrategy: ValidationStrategy {
    /// Creates the strategy.
    public init() {}
    public var name: String { "default" }
    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome { .valid }
    /// Valid, whatever the object.
    public var constantResult: StrategyResult? { .valid }
}
