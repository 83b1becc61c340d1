/// The options every rule entry takes, as rule files and rule-set documents write them, and how
/// they apply to the chain an entry makes: the one place both loaders, with Lua and without, give
/// them their meaning.
package struct RuleEntryOptions: Sendable {
    /// `message`: the entry's text.
    package var message: String?
    /// `message = { en = "…", de = "…" }`: its text per locale.
    package var messages: [LocaleTag: String] = [:]
    /// `on`: the scenarios it runs in only.
    package var on: [String] = []
    /// `except`: the scenarios it does not run in.
    package var except: [String] = []
    /// `skipOnEmpty`.
    package var skipOnEmpty: Bool?
    /// `skipOnError`.
    package var skipOnError: Bool?
    /// `order`: the chain's priority.
    package var order: Int?
    /// `name`: the name errors give the rule.
    package var label: String?
    /// `severity`.
    package var severity: Severity?
    /// `schema`: the entry's JSON Schema hint.
    package var schemaHint: SchemaObject?
    /// `when`, written as data.
    package var condition: FieldCondition?

    /// No option given.
    package init() {}

    /// The chain of an entry once its rule is added: where it was written, then each option.
    package func apply(to chain: Validate, origin: RuleOrigin) -> Validate {
        var chain = applyToRule(of: chain.origin(origin))
        if !on.isEmpty { chain = chain.on(on) }
        if !except.isEmpty { chain = chain.except(except) }
        if let skipOnError { chain = chain.skipOnError(skipOnError) }
        if let order { chain = chain.order(order) }
        if let condition { chain = chain.when(condition) }
        return chain
    }

    /// The options an element rule of `each` takes, applied to its rule just added: the schema
    /// hint, severity, messages and `skipOnEmpty`.
    package func applyToRule(of chain: Validate) -> Validate {
        var chain = chain
        if let schemaHint { chain = chain.schemaHint(schemaHint) }
        if let severity { chain = chain.severity(severity) }
        if let message { chain = chain.message(message) }
        if !messages.isEmpty { chain = chain.message(messages) }
        if let skipOnEmpty { chain = chain.skipOnEmpty(skipOnEmpty) }
        return chain
    }
}
