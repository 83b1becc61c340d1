/// A marker that makes attributes safe for massive assignment; it never fails.
///
/// FXModelValidation's `safe`: an attribute with no other rule in a scenario is otherwise not
/// assignable from a request body.
public struct SafeRule: ValidationRule {
    /// Creates the marker.
    public init() {}
    public var name: String { "safe" }
    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome { .passed }
}

extension Validate {
    /// Marks the attribute safe for massive assignment.
    public func safe() -> Validate { rule(SafeRule()) }
}

extension SafeRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("safe", summary: "Marks the attribute safe for massive assignment; never fails.") { _ in
            SafeRule()
        }
    ]
}

extension SafeRule: SchemaMappableRule {
    /// Accepts everything: it only marks the attribute safe.
    public var schemaMapping: SchemaMapping { .exact([:], keys: []) }
}
