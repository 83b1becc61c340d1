/// One chain of a rule set as a record driver sees it (``RecordDriver``): its attribute, its
/// rules with when each skips an empty value, and the settings that decide whether and how it
/// runs. Package API: engines that run chains their own way read it; nothing else needs it.
package struct ChainShape: Sendable {
    /// The chain's attribute.
    package let attribute: String
    /// The rules, in order.
    package let rules: [any ValidationRule]
    /// For each rule, which empty values skip it: the ``EmptySkip`` the chain decided when it was
    /// built, the one the validation, the screen and the remote checks read too.
    package let emptySkips: [EmptySkip]
    /// An empty, non-null value passes the whole chain (``Validate/allowEmpty()``).
    package let allowsEmpty: Bool
    /// The chain is skipped when its attribute already has an error, and stops at its first failure.
    package let stopsAtFirstError: Bool
    /// Whether the chain has a `when` condition (``Validate/isConditional``).
    package let hasCondition: Bool
    /// What the condition's maker tagged it with (a rule file's Lua `when`), if anything.
    package let conditionTag: (any Sendable)?
    /// Whether the chain decides emptiness itself (``Validate/treatsAsEmpty(_:)``).
    package let hasOwnEmptiness: Bool
    /// Whether the chain validates elements or fields of its value (`each`, `nested`).
    package let hasStructure: Bool
    /// Whether the chain runs in some scenarios only (`on`, `except`): the validation then asks
    /// ``Validate/isActive(in:)``.
    package let isScenarioBound: Bool

    /// The shape of a chain: every fact read from what the chain decided, none derived again here.
    init(_ chain: Validate) {
        attribute = chain.attribute
        rules = chain.rules
        emptySkips = chain.emptySkips
        allowsEmpty = chain.allowsEmpty
        stopsAtFirstError = chain.stopsAtFirstError
        hasCondition = chain.isConditional
        conditionTag = chain.conditionTag
        hasOwnEmptiness = chain.hasCustomEmptiness
        hasStructure = chain.hasStructure
        isScenarioBound = chain.isScenarioBound
    }
}
