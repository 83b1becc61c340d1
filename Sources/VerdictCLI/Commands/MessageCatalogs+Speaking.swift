import Verdict

extension MessageCatalogs {
    /// Whether messages can be worded in `tag`: an English tag (`en`, `en-GB`, `en-x-yii`), or one
    /// whose language a catalog speaks. Anything else would fall back to English unasked, which
    /// `verdict validate` refuses as bad usage and `verdict serve` as a 400.
    func speaks(_ tag: LocaleTag) -> Bool {
        tag.language == LocaleTag.english.language || supportedLocale(for: tag) != .english
    }

    /// The locales there are messages in, `en` first among them, sorted, for an error that names them.
    var localeList: String {
        (["en"] + locales.filter { $0 != .english }.map(\.identifier)).sorted().joined(separator: ", ")
    }
}
