/// A built-in rule under the name a rule file gave it (the `name` option): errors and listings
/// show that name; everything else is the wrapped rule's.
package struct NamedRule: ValidationRule {
    let base: any ValidationRule
    package let name: String

    /// The rule under another name.
    package init(base: any ValidationRule, name: String) {
        self.base = base
        self.name = name
    }

    package var emptyPolicy: EmptyPolicy { base.emptyPolicy }
    package var parameters: [String: Value] { base.parameters }

    package func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        base.validate(value, in: context)
    }
}

extension NamedRule: SchemaMappableRule {
    /// The wrapped rule's mapping.
    package var schemaMapping: SchemaMapping { SchemaMapping.of(base) }
}
