/// One chain of a rule set as a record driver sees it (``RecordDriver``): its attribute, its
/// rules with when each skips an empty value, and the settings that decide whether and how it
/// runs. Package API: engines that run chains their own way read it; nothing else needs it.
package struct ChainShape: Sendable {
    /// Which empty values a rule of the chain is not run on.
    package enum EmptySkip: Sendable, Equatable {
        /// Run on every value.
        case never
        /// Skipped on absent and null values.
        case whenNull
        /// Skipped on absent, null and empty values.
        case whenEmpty
    }

    /// The chain's attribute.
    package let attribute: String
    /// The rules, in order.
    package let rules: [any ValidationRule]
    /// For each rule, which empty values skip it (the chain's `skipOnEmpty`, else the rule's policy).
    package let emptySkips: [EmptySkip]
    /// An empty, non-null value passes the whole chain (``Validate/allowEmpty()``).
    package let allowsEmpty: Bool
    /// The chain is skipped when its attribute already has an error, and stops at its first failure.
    package let stopsAtFirstError: Bool
    /// Whether the chain has a `when` condition.
    package let hasCondition: Bool
    /// What the condition's maker tagged it with (a rule file's Lua `when`), if anything.
    package let conditionTag: (any Sendable)?
    /// Whether the chain decides emptiness itself (``Validate/treatsAsEmpty(_:)``).
    package let hasOwnEmptiness: Bool
    /// Whether the chain validates elements or fields of its value (`each`, `nested`).
    package let hasStructure: Bool
    /// Whether the chain runs in some scenarios only (`on`, `except`).
    package let isScenarioBound: Bool

    init(_ chain: Validate) {
        attribute = chain.attribute
        let entries = chain.entries
        rules = entries.map(\.rule)
        emptySkips = entries.map { entry in
            if let skip = chain.skipOnEmptyOverride { return skip ? .whenEmpty : .never }
            switch entry.rule.emptyPolicy {
            case .skipEmpty: return .whenEmpty
            case .skipNull: return .whenNull
            case .checkAll: return .never
            }
        }
        allowsEmpty = chain.allowsEmpty
        stopsAtFirstError = chain.stopsAtFirstError
        hasCondition = chain.condition != nil
        conditionTag = chain.conditionTag
        hasOwnEmptiness = chain.emptiness != nil
        hasStructure = !chain.elementChain.isEmpty || chain.nestedRules != nil || chain.nestedLink != nil
        isScenarioBound = !chain.scenarios.isEmpty || !chain.exceptedScenarios.isEmpty
    }
}
