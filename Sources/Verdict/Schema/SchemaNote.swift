/// A rule an exported schema cannot say exactly, listed in its `x-verdict` so that nothing is
/// dropped silently: the model and attribute, the rule, why, and where the rule was written.
public struct SchemaNote: Sendable, Hashable {
    /// How the schema falls short of the rule.
    public enum Kind: String, Sendable, Hashable {
        /// The schema accepts every value the rule accepts, and some it rejects.
        case approximate
        /// The schema says nothing of the rule.
        case unmapped
    }

    /// The model the rule belongs to, when it has a name.
    public var model: String?
    /// The attribute's path in the model: `zip`, `shipping.zip`, `items[].sku`; empty for the model.
    public var attribute: String
    /// The rule's name (`earlierThan`, `lua`), or the strategy's.
    public var rule: String
    /// How the schema falls short.
    public var kind: Kind
    /// Why, in words.
    public var reason: String
    /// Where the rule was written (`rules/order.lua:12`), when known.
    public var source: String?

    /// Creates a note.
    public init(
        model: String?, attribute: String, rule: String, kind: Kind, reason: String, source: String? = nil
    ) {
        self.model = model
        self.attribute = attribute
        self.rule = rule
        self.kind = kind
        self.reason = reason
        self.source = source
    }

    /// The note as it appears in `x-verdict`.
    var node: SchemaNode {
        var object = SchemaObject()
        if let model { object["model"] = .value(.string(model)) }
        object["attribute"] = .value(.string(attribute))
        object["rule"] = .value(.string(rule))
        object["reason"] = .value(.string(reason))
        if let source { object["source"] = .value(.string(source)) }
        return .object(object)
    }
}
