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
            "default", signature: "[v]", options: ["value"],
            summary:
                "Sets `v` (or `value = v`, FXModelValidation's spelling) when the value is absent or empty, and writes it back; without it, an empty value becomes null (FXModelValidation)."
        ) { args throws(RuleDefinitionError) in
            if let value = args.options["value"] {
                guard args.positional.isEmpty else {
                    throw .invalid(
                        rule: "default", "takes its value as the argument or as `value = …`, not both",
                        hint: "keep one of them", option: "value")
                }
                return DefaultValueRule(value)
            }
            return DefaultValueRule(args.positional.isEmpty ? .null : try args.value(0, "a value"))
        }
    ]
}

extension DefaultValueRule: SchemaMappableRule {
    /// Accepts everything; an absent or empty value becomes the default for the rules after it.
    public var schemaMapping: SchemaMapping {
        SchemaMapping(
            schema: [:], fidelity: .exact, keys: [], rewrite: constant.map { .emptyBecomes($0) } ?? .emptyBecomesUnknown
        )
    }
}
