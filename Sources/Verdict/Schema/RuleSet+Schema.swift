extension RuleSet {
    /// The JSON Schema (draft 2020-12) of the records this rule set accepts.
    ///
    /// Each attribute becomes a property whose schema is what its chains accept, in the order they
    /// run; each rule says its part in its own file (``SchemaMappableRule``). The schema follows
    /// Verdict's semantics, so that it never rejects a record the rule set accepts:
    /// - A rule that skips empty values (every rule but `required`, `default` and filters) is
    ///   `anyOf: [{"$ref": "#/$defs/empty"}, …]`; `required` refuses the empty values and puts the
    ///   attribute in `required`, since an absent attribute is null to Verdict.
    /// - Only the scenario's chains count; a chain with `when`, a rule after a filter that rewrites
    ///   the value, and a rule JSON Schema cannot say (cross-field comparisons, dates, Lua and
    ///   Swift functions, remote checks) are listed under `x-verdict` — `unmapped`, or
    ///   `approximate` where the schema says part of it — with the file and line they come from.
    /// - `nested` and `each` become `properties` and `items`; a named model is a `$defs` entry.
    /// - With ``SchemaOptions/safeAttributes``, other keys are refused (`additionalProperties:
    ///   false`), as `strict` refuses them.
    /// - Each property has its display name as `title` and its rules' messages, by key, in
    ///   `x-verdict-messages` under the locale they are written in.
    ///
    /// `x-verdict.exact` is true when every rule maps exactly (and the strategies decide by the
    /// rules alone): the schema then accepts exactly the records the rule set accepts.
    /// - Parameter options: the scenario, the locale of the messages, strict mode, the strategies.
    /// - Returns: the schema, whether it is exact, and what it could not say.
    public func jsonSchema(_ options: SchemaOptions = SchemaOptions()) -> ModelSchema {
        SchemaExporter(options: options).export(self)
    }
}
