import Verdict

/// A built-in rule under the name a rule file gave it (the `name` option): errors and listings
/// show that name; everything else is the wrapped rule's.
struct NamedRule: ValidationRule {
    let base: any ValidationRule
    let name: String

    var emptyPolicy: EmptyPolicy { base.emptyPolicy }
    var parameters: [String: Value] { base.parameters }

    func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        base.validate(value, in: context)
    }
}

extension NamedRule: SchemaMappableRule {
    /// The wrapped rule's mapping.
    var schemaMapping: SchemaMapping { SchemaMapping.of(base) }
}
