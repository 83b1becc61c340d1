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
        let missing = missingKeys(locale)
        guard !missing.isEmpty else { return nil }
        let shown = missing.prefix(5).map(\.rawValue).joined(separator: ", ")
        return "\(path): warning: \(missing.count) of the \(DefaultMessages.table.count) message keys have no text "
            + "here; they read in English (\(shown)\(missing.count > 5 ? ", …" : ""))"
    }
}
