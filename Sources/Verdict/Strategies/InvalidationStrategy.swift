/// Invalid when the object says so, otherwise unknown (Vastra's `VSInvalidationStrategy`).
///
/// Reads an ``InvalidationDataSource`` or, for records, a boolean field (`{ "invalidation", field =
/// "revoked" }`).
public struct InvalidationStrategy: ValidationStrategy {
    /// The boolean field that marks a record invalid, for objects that are not a data source.
    public var field: String?

    /// Creates the strategy.
    public init(field: String? = nil) { self.field = field }

    public var name: String { "invalidation" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        if let source = object as? any InvalidationDataSource {
            return source.isObjectInvalid ? StrategyOutcome(.invalid, reason: "marked invalid") : .unknown
        }
        if let field, environment.attributes(of: object).value(of: field)?.boolValue == true {
            return StrategyOutcome(.invalid, reason: "\(field) is true")
        }
        return .unknown
    }
}
