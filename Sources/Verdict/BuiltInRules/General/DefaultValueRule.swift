/// A filter that sets a value when the attribute is absent or empty, and writes it back.
///
/// A present, non-empty value is left as it is. The value may be computed by a closure from the
/// running validation (FXModelValidation's block or method default).
public struct DefaultValueRule: ValidationRule {
    private let make: @Sendable (ValidationContext) -> Value
    private let constant: Value?

    /// A constant default.
    public init(_ value: Value) {
        constant = value
        make = { _ in value }
    }

    /// A computed default.
    public init(_ make: @escaping @Sendable (ValidationContext) -> Value) {
        constant = nil
        self.make = make
    }

    public var name: String { "default" }
    public var emptyPolicy: EmptyPolicy { .checkAll }
    public var parameters: [String: Value] { constant.map { ["value": $0] } ?? [:] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        value.isEmpty ? .rewritten(make(context)) : .passed
    }
}

extension Validate {
    /// Sets `value` when the attribute is absent or empty.
    public func defaultValue(_ value: Value) -> Validate { rule(DefaultValueRule(value)) }
    /// Sets a computed value when the attribute is absent or empty.
    public func defaultValue(_ make: @escaping @Sendable (ValidationContext) -> Value) -> Validate {
        rule(DefaultValueRule(make))
    }
}

extension DefaultValueRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "default", signature: "[v]",
            summary:
                "Sets `v` when the value is absent or empty, and writes it back; without `v`, an empty value becomes null (FXModelValidation)."
        ) { args throws(RuleDefinitionError) in
            DefaultValueRule(args.positional.isEmpty ? .null : try args.value(0, "a value"))
        }
    ]
}

extension DefaultValueRule: SchemaMappableRule {
    /// Accepts everything; an absent or empty value becomes the default for the rules after it.
    public var schemaMapping: SchemaMapping {
        SchemaMapping(
            schema: [:], fidelity: .exact, keys: [], rewrite: constant.map { .emptyBecomes($0) } ?? .emptyBecomesUnknown)
    }
}
