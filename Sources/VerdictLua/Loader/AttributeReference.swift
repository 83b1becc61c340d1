/// A name of another attribute written in a model: a `verdict.field` argument, a rule's
/// `compareAttribute`, a `when` table's `field`, a strategy's `field`.
///
/// `verdict check` warns of one that no rule or scenario knows when a known name is one or two
/// edits away (`EditDistance.misspelled(_:among:)`).
struct AttributeReference: Sendable {
    /// The attribute named.
    let name: String
    /// The line of the part that names it.
    let line: Int?
    /// The part that names it, as an issue begins: "rules[2]: argument 1", "strategies[1]: `field`".
    let place: String
}
