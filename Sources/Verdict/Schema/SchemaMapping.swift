/// What a rule accepts, said in JSON Schema: a schema, how faithful it is, the message keys the
/// rule reports, and how the rule changes the value for the rules after it.
///
/// The schema never rejects a value the rule accepts. ``Fidelity/exact`` also claims that it
/// accepts no value the rule rejects; ``Fidelity/approximate(_:)`` and ``Fidelity/unmapped(_:)``
/// say why not, and the schema's `x-verdict` lists them.
public struct SchemaMapping: Sendable {
    /// How faithfully the schema says what the rule accepts.
    public enum Fidelity: Sendable, Hashable {
        /// The schema accepts exactly the values the rule accepts.
        case exact
        /// The schema accepts every value the rule accepts and some it rejects, for the reason given.
        case approximate(String)
        /// JSON Schema cannot say what the rule checks (the reason given); the schema is `{}`.
        case unmapped(String)
    }

    /// How a rule changes its attribute's value for the rules after it.
    public enum Rewrite: Sendable, Hashable {
        /// It never does.
        case none
        /// An absent or empty value becomes this one (`default`); others are left as they are.
        case emptyBecomes(Value)
        /// An absent or empty value becomes a value known only when the rule runs.
        case emptyBecomesUnknown
        /// It may rewrite any value (`trim`, a filter).
        case any
    }

    /// The values the rule accepts when it runs (a superset of them unless ``fidelity`` is exact).
    public var schema: SchemaObject
    /// How faithful ``schema`` is.
    public var fidelity: Fidelity
    /// The failures the rule reports (their keys, and parameters of their own a message may show),
    /// for the schema's `x-verdict-messages`.
    public var keys: [RuleFailure]
    /// How the rule changes the value for the rules after it.
    public var rewrite: Rewrite

    /// Creates a mapping.
    public init(schema: SchemaObject, fidelity: Fidelity, keys: [RuleFailure], rewrite: Rewrite = .none) {
        self.schema = schema
        self.fidelity = fidelity
        self.keys = keys
        self.rewrite = rewrite
    }

    /// A schema that accepts exactly what the rule accepts.
    public static func exact(_ schema: SchemaObject, keys: [RuleFailure]) -> SchemaMapping {
        SchemaMapping(schema: schema, fidelity: .exact, keys: keys)
    }

    /// A schema that accepts what the rule accepts and more, for the reason given.
    public static func approximate(_ schema: SchemaObject, because reason: String, keys: [RuleFailure])
        -> SchemaMapping
    {
        SchemaMapping(schema: schema, fidelity: .approximate(reason), keys: keys)
    }

    /// A rule JSON Schema cannot say, for the reason given.
    public static func unmapped(because reason: String, keys: [RuleFailure], rewrite: Rewrite = .none)
        -> SchemaMapping
    {
        SchemaMapping(schema: SchemaObject(), fidelity: .unmapped(reason), keys: keys, rewrite: rewrite)
    }

    /// The same schema, approximate for `reason` unless it is unmapped already.
    public func approximated(because reason: String) -> SchemaMapping {
        var copy = self
        switch fidelity {
        case .exact: copy.fidelity = .approximate(reason)
        case .approximate(let earlier): copy.fidelity = .approximate(earlier + "; " + reason)
        case .unmapped: break
        }
        return copy
    }

    /// Whether the schema is exact.
    public var isExact: Bool { fidelity == .exact }

    /// The mapping of any rule: its own when it adopts ``SchemaMappableRule``, else unmapped — and,
    /// as nothing says otherwise, possibly rewriting the value.
    public static func of(_ rule: any ValidationRule) -> SchemaMapping {
        if let mappable = rule as? any SchemaMappableRule { return mappable.schemaMapping }
        return .unmapped(
            because: "a rule of its own (\(type(of: rule))), which JSON Schema cannot say", keys: [], rewrite: .any)
    }
}
