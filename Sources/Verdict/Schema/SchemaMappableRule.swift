/// A rule that can say in JSON Schema which values it accepts, for ``RuleSet/jsonSchema(_:)``.
///
/// The mapping of each built-in rule lives in the rule's own file, beside its check, as an
/// extension adopting this protocol. A rule that does not adopt it is listed in the schema's
/// `x-verdict` as one JSON Schema cannot say, and — since it might rewrite the value — nothing of
/// its attribute after it is mapped.
///
/// A mapping describes the values the rule accepts *when it runs*: the exporter adds what the
/// chain decides around it — which empty values the rule skips, `when`, scenarios, filters before
/// it. It must be sound: its schema accepts every value the rule accepts; ``SchemaMapping/exact(_:keys:)``
/// claims that it accepts no other.
public protocol SchemaMappableRule: ValidationRule {
    /// What the rule accepts, in JSON Schema, and the message keys its failures report.
    var schemaMapping: SchemaMapping { get }
}
