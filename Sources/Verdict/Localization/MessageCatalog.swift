/// The texts of one locale: messages by key, and — for rule-file models — display names and texts
/// for one model or one of its attributes.
///
/// A catalog ships with Verdict for each supported language (``MessageCatalogs/shipped``) or comes
/// from a rules directory (`rules/locales/de.lua`), where it overrides the shipped one key by key.
/// Lookup, most specific first, is Rails' order: model + attribute + key, then model + key, then key.
public struct MessageCatalog: Sendable, Hashable {
    /// The texts of one model: display names, and messages for the model or one attribute.
    public struct ModelTexts: Sendable, Hashable {
        /// Display names by attribute.
        public var names: [String: String]
        /// Texts by key, for every attribute of the model.
        public var messages: [MessageKey: String]
        /// Texts by attribute and key.
        public var attributes: [String: [MessageKey: String]]

        /// Creates a model's texts.
        public init(
            names: [String: String] = [:], messages: [MessageKey: String] = [:],
            attributes: [String: [MessageKey: String]] = [:]
        ) {
            self.names = names
            self.messages = messages
            self.attributes = attributes
        }
    }

    /// The locale the texts are written for.
    public let locale: LocaleTag
    /// Texts by message key.
    public var texts: [MessageKey: String]
    /// Texts and names by model.
    public var models: [String: ModelTexts]

    /// Creates a catalog.
    public init(locale: LocaleTag, texts: [MessageKey: String], models: [String: ModelTexts] = [:]) {
        self.locale = locale
        self.texts = texts
        self.models = models
    }

    /// The most specific text for a failure: the model's for the attribute, the model's, then the
    /// catalog's; `nil` when the catalog has none.
    public func text(for key: MessageKey, model: String?, attribute: String) -> String? {
        if let model, let texts = models[model] {
            if let text = texts.attributes[attribute]?[key] ?? texts.messages[key] { return text }
        }
        return texts[key]
    }

    /// The display name the catalog gives an attribute of a model, if any.
    public func name(of attribute: String, in model: String?) -> String? {
        model.flatMap { models[$0]?.names[attribute] }
    }
}
