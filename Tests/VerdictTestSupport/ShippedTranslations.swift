public import Verdict

/// What Verdict's own catalogs do not translate yet: the keys of a rule added since (they read in
/// English until a translator adds them), for tests whose expectations must not change when a rule
/// is added.
public enum ShippedTranslations {
    /// The keys the shipped catalog of `locale` has no text for, sorted.
    public static func missingKeys(_ locale: LocaleTag) -> [MessageKey] {
        MessageCatalogs.shipped.catalogs(for: locale).first?.missingKeys() ?? []
    }

    /// The warning a catalog of `locale` at `path` gets when it writes none of ``missingKeys(_:)``
    /// itself; `nil` while the shipped catalog is whole.
    public static func leftInEnglishWarning(at path: String, locale: LocaleTag) -> String? {
        // The warning `verdict check` gives, worded by the catalog check itself: an empty catalog
        // over the shipped ones lacks exactly the keys the shipped catalog lacks.
        let warning = MessageCatalog(locale: locale, texts: [:]).problems(over: .shipped)
            .first { $0.severity == .warning }
        return warning.map { "\(path): warning: \($0.message)" }
    }
}
