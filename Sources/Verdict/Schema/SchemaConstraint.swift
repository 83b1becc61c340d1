/// One condition an attribute's value must meet, from one rule (or one chain under `allowEmpty`):
/// the values that pass whatever the schema says (those the rule skips), or else the schema.
struct SchemaConstraint: Sendable, Hashable {
    /// The values that pass without being checked.
    enum Pass: Sendable, Hashable {
        /// None: every value must meet the schema.
        case none
        /// Null (and an absent attribute).
        case null
        /// The empty values: null, `""`, `[]`, `{}`.
        case empty
        /// The empty values but null (`allowEmpty`).
        case blank
    }

    /// The values that pass unchecked.
    var pass: Pass
    /// What every other value must meet.
    var schema: SchemaObject
}

/// What an attribute's value has become by the time a rule sees it, after the filters before it.
enum ValueState: Sendable, Hashable {
    /// The value as the record has it.
    case identity
    /// An absent or empty value replaced by this one (`default`); others as they are.
    case defaulted(Value)
    /// An absent or empty value replaced by one computed when the rule runs.
    case defaultedUnknown
    /// Rewritten by the rule named (`trim`, a filter): nothing after it can be said of the record.
    case rewritten(String)

    /// The state after a rule that rewrites as `rewrite` says; `runsOnEmpty` tells whether it runs
    /// on empty values at all.
    func after(_ rewrite: SchemaMapping.Rewrite, rule: String, runsOnEmpty: Bool) -> ValueState {
        switch (rewrite, self) {
        case (.none, _), (_, .rewritten): return self
        case (.any, _): return .rewritten(rule)
        case (.emptyBecomes, _) where !runsOnEmpty, (.emptyBecomesUnknown, _) where !runsOnEmpty: return self
        case (.emptyBecomes(let v), .identity): return .defaulted(v)
        case (.emptyBecomes(let v), .defaulted(let w)): return w.isEmpty ? .defaulted(v) : self
        case (.emptyBecomesUnknown, .identity): return .defaultedUnknown
        case (.emptyBecomesUnknown, .defaulted(let w)): return w.isEmpty ? .defaultedUnknown : self
        case (_, .defaultedUnknown): return .defaultedUnknown
        }
    }
}
