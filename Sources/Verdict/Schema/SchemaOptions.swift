/// What a schema export describes: the scenario, the language of its messages, strict mode and the
/// strategies that decide around the rules.
public struct SchemaOptions: Sendable {
    /// The scenario whose chains the schema says; `nil` for every chain (a rule set validated
    /// without a scenario).
    public var scenario: String?
    /// The language of the messages in `x-verdict-messages`; `nil` for English.
    public var locale: LocaleTag?
    /// The catalogs messages are looked up in.
    public var catalogs: MessageCatalogs
    /// With `strict`, the attributes a record may have (`additionalProperties: false`); `nil` when
    /// any key may appear.
    public var safeAttributes: Set<String>?
    /// Attributes to list even without rules (a scenario's attributes), in order.
    public var attributes: [String]
    /// The strategy chain around the rules; `nil` for the rules alone, then `default` (valid).
    public var strategies: [any ValidationStrategy]?
    /// The schema's `description`.
    public var description: String?
    /// The schema's `$id`, if any.
    public var id: String?
    /// Where each model's rules were written, for `x-verdict` (`rules/order.lua`).
    public var files: [String: String]

    /// Creates options.
    public init(
        scenario: String? = nil, locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped,
        safeAttributes: Set<String>? = nil, attributes: [String] = [], strategies: [any ValidationStrategy]? = nil,
        description: String? = nil, id: String? = nil, files: [String: String] = [:]
    ) {
        self.scenario = scenario
        self.locale = locale
        self.catalogs = catalogs
        self.safeAttributes = safeAttributes
        self.attributes = attributes
        self.strategies = strategies
        self.description = description
        self.id = id
        self.files = files
    }
}
