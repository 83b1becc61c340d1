/// A filter that transforms the value with a function and writes the result back when it changed.
///
/// Runs on every value, absent ones included (FXModelValidation's `filter`, skipOnEmpty off); a
/// filter that fails (throws) is reported as an error of the attribute, never swallowed.
public struct FilterRule: ValidationRule {
    private let transform: @Sendable (Value, ValidationContext) throws -> Value
    /// The filter's name, for listings and errors.
    public let label: String

    /// Creates the rule.
    public init(_ label: String = "filter", _ transform: @escaping @Sendable (Value, ValidationContext) throws -> Value)
    {
        self.label = label
        self.transform = transform
    }

    public var name: String { "filter" }
    public var emptyPolicy: EmptyPolicy { .checkAll }
    public var parameters: [String: Value] { ["filter": .string(label)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        do {
            let result = try transform(value, context)
            return result == value ? .passed : .rewritten(result)
        } catch {
            return .fail(.ruleError, ["error": .string(String(describing: error))])
        }
    }
}

extension Validate {
    /// Transforms the value and writes the result back.
    public func filter(
        _ label: String = "filter", _ transform: @escaping @Sendable (Value, ValidationContext) throws -> Value
    ) -> Validate {
        rule(FilterRule(label, transform))
    }
}

extension FilterRule: SchemaMappableRule {
    /// A function JSON Schema cannot say; it rewrites the value for the rules after it.
    public var schemaMapping: SchemaMapping {
        .unmapped(because: "a filter function (\(label))", keys: [], rewrite: .any)
    }
}
