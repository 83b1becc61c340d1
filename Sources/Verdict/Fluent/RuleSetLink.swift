/// A rule set named before it exists: a rule file's `{ "address", "nested", model = "Address" }`,
/// whose model may be defined later in the file or in another file. The loader links it once every
/// model is loaded, before any validation runs; a link can then point at its own model, so a
/// recursive structure (a comment with replies) validates as deep as the data goes.
package final class RuleSetLink: Sendable {
    /// The name of the model linked to, for messages.
    package let model: String
    private let target = Locked<RuleSet?>(nil)

    /// A link to a model not linked yet.
    package init(model: String) { self.model = model }

    /// The linked rule set; `nil` until ``link(to:)``.
    package var ruleSet: RuleSet? { target.withLock { $0 } }

    /// Links the model's rules.
    package func link(to rules: RuleSet) { target.withLock { $0 = rules } }
}
