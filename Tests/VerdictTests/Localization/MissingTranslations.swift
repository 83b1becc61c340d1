@testable import Verdict

/// The message keys the shipped catalogs do not translate yet, in one place. Such a key reads in
/// English in that locale (``MessageCatalogs`` falls back to ``DefaultMessages``), so a catalog may
/// lag behind English — but only as this file says, which `ShippedCatalogTests` holds to both ways:
/// a locale that lacks a key not written here fails, and so does a key written here that its
/// locale now gives (strike it when you translate it).
///
/// - A key **no shipped translation gives yet** — a new rule's — is ``untranslatedKeys``, found
///   rather than written: adding a rule needs no line here. It leaves the goldens
///   (`ShippedCatalogGoldenTests`) until its first translation.
/// - A key **some locales give and others lack** is written in ``lacking``, under each locale that
///   lacks it: the goldens show the English text there until it is translated.
enum MissingTranslations {
    /// The keys a shipped locale lacks although another shipped translation gives them, by locale
    /// identifier (`"de"`, `"pt-BR"`).
    static let lacking: [String: Set<MessageKey>] = [:]

    /// The shipped catalogs of languages other than English (not `en-x-yii` or `en-x-ngr`, whose
    /// missing texts are the default ones).
    static let translations: [MessageCatalog] = MessageCatalog.shippedCatalogs.filter {
        $0.locale.language != LocaleTag.english.language
    }

    /// The keys of the default texts that some shipped translation gives.
    static let translatedKeys: Set<MessageKey> = {
        var keys: Set<MessageKey> = []
        for catalog in translations { keys.formUnion(catalog.texts.keys) }
        return keys.intersection(DefaultMessages.table.keys)
    }()

    /// The keys of the default texts that no shipped translation gives yet: they read in English in
    /// every locale.
    static var untranslatedKeys: [MessageKey] {
        DefaultMessages.table.keys.filter { !translatedKeys.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }
}
