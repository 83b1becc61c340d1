/// The catalogs messages are looked up in, by locale: those Verdict ships, and over them those a
/// rules directory or the host adds.
///
/// Asked for a locale, it gives a ``Localization``: the catalogs that locale falls back through,
/// most specific first (`de-CH`, `de`), then the English ones. Localizations are made once per
/// locale and shared, so that a rule set keeps the messages it renders for each.
public final class MessageCatalogs: Sendable {
    /// The catalogs of each locale, those added over the shipped ones first.
    private let byLocale: [LocaleTag: [MessageCatalog]]
    private let localizations = Locked<[LocaleTag: Localization?]>([:])
    /// English's localization, made at once: the one nearly every validation asks for, answered
    /// without the lock and the lookup.
    private let english: Localization?

    /// The catalogs Verdict ships: English (the default texts), English with NGRValidator's own
    /// wording (`en-x-ngr`), English with FXModelValidation's (Yii's) own wording (`en-x-yii`), German, French, Spanish, Italian, Brazilian Portuguese,
    /// Dutch, Polish, Russian, Ukrainian, Turkish, Japanese and Simplified Chinese. A shipped
    /// catalog may lag behind the default texts (a new rule's keys): a key it does not give reads
    /// in English.
    public static let shipped = MessageCatalogs(MessageCatalog.shippedCatalogs, over: nil)

    /// Catalogs added over others (by default over the shipped ones): for the same locale, an added
    /// catalog's text wins key by key.
    public init(_ catalogs: [MessageCatalog], over base: MessageCatalogs? = .shipped) {
        var byLocale = base?.byLocale ?? [:]
        for catalog in catalogs.reversed() { byLocale[catalog.locale, default: []].insert(catalog, at: 0) }
        self.byLocale = byLocale
        english = Self.localization(for: .english, in: byLocale)
    }

    /// The locales that have a catalog.
    public var locales: [LocaleTag] { byLocale.keys.sorted { $0.identifier < $1.identifier } }

    /// The catalogs of one locale, those added first.
    public func catalogs(for locale: LocaleTag) -> [MessageCatalog] { byLocale[locale] ?? [] }

    /// The locale messages are written in when `locale` is asked for: the first of its fallbacks
    /// (`de-CH`, `de`) that has a catalog, else English.
    public func supportedLocale(for locale: LocaleTag) -> LocaleTag {
        locale.fallbacks.first { byLocale[$0] != nil } ?? .english
    }

    /// The best of the locales a client asks for, best first (``AcceptLanguage/tags(in:)``): the
    /// first with a catalog among its fallbacks, answered as that catalog's locale
    /// (``supportedLocale(for:)``); English when none has one. English asked for before any
    /// other is English.
    public func negotiate(_ wanted: [LocaleTag]) -> LocaleTag {
        for tag in wanted {
            if tag.language == LocaleTag.english.language && byLocale[tag] == nil { return .english }
            let supported = supportedLocale(for: tag)
            if supported != .english || byLocale[tag] != nil { return supported }
        }
        return .english
    }

    /// How messages read in a locale; no locale is English. `nil` when they read as the default
    /// English texts.
    public func localization(for locale: LocaleTag?) -> Localization? {
        localization(for: locale ?? .english)
    }

    /// How messages read in a locale; `nil` when they read as the default English texts (no
    /// catalog of the locale's fallbacks, and no English catalog over the defaults).
    public func localization(for locale: LocaleTag) -> Localization? {
        if locale == .english { return english }
        if let made = localizations.withLock({ $0[locale] }) { return made }
        let made = Self.localization(for: locale, in: byLocale)
        return localizations.withLock { known in
            if let earlier = known[locale] { return earlier }
            known[locale] = made
            return made
        }
    }

    /// A new localization of a locale: the catalogs of its fallbacks, then the English ones.
    private static func localization(for locale: LocaleTag, in byLocale: [LocaleTag: [MessageCatalog]])
        -> Localization?
    {
        var chain: [MessageCatalog] = []
        for tag in locale.fallbacks { chain += byLocale[tag] ?? [] }
        chain += byLocale[.english] ?? []
        return chain.isEmpty ? nil : Localization(locale: locale, chain: chain)
    }
}
