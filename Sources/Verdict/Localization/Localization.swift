/// How messages read in one locale: the catalogs it falls back through, most specific first, then
/// Verdict's default English texts.
///
/// Made by ``MessageCatalogs/localization(for:)-(LocaleTag?)`` once per locale and shared; a validation carries
/// it from its caller to every message it renders. `nil` where an API takes one means the default
/// English texts.
public final class Localization: Sendable {
    /// The locale asked for (`de-CH`).
    public let locale: LocaleTag
    /// The catalogs looked in, most specific first.
    let chain: [MessageCatalog]
    /// The identifiers of the locale's fallbacks (`de-CH`, `de`), under which rules and models give
    /// their own texts per locale; read for every failure, so made once.
    let fallbackIdentifiers: [String]
    /// Whether display names are derived as NGRValidator derives them (`en-x-ngr`).
    let derivesCapitalizedNames: Bool

    init(locale: LocaleTag, chain: [MessageCatalog]) {
        self.locale = locale
        self.chain = chain
        fallbackIdentifiers = locale.fallbacks.map(\.identifier)
        derivesCapitalizedNames = locale.fallbacks.contains("en-x-ngr")
    }

    /// The text for a failure and the language it is written in (for its plural forms): the first
    /// catalog that has one, looking at model + attribute + key, model + key, then key in each.
    public func text(for key: MessageKey, model: String?, attribute: String) -> (text: String, language: String)? {
        for catalog in chain {
            if let text = catalog.text(for: key, model: model, attribute: attribute) {
                return (text, catalog.locale.language)
            }
        }
        return nil
    }

    /// The display name this locale derives for an attribute that has none given, when it derives
    /// names its own way: NGRValidator's (``MessageFormatter/capitalizedName(for:)``) under
    /// `en-x-ngr`; `nil` for the usual one (``MessageFormatter/displayName(for:)``).
    public func derivedName(of attribute: String) -> String? {
        derivesCapitalizedNames ? MessageFormatter.capitalizedName(for: attribute) : nil
    }

    /// The display name the catalogs give an attribute of a model, if any.
    public func name(of attribute: String, in model: String?) -> String? {
        guard model != nil else { return nil }
        for catalog in chain { if let name = catalog.name(of: attribute, in: model) { return name } }
        return nil
    }
}
