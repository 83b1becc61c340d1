import ArgumentParser
import Verdict

/// `--locale TAG`: the language of the messages, for `verdict validate` and `verdict test`.
struct LocaleOption: ParsableArguments {
    @Option(
        help: """
            The language of the messages, a BCP 47 tag: de, de-CH, pt-BR, en-x-yii (FXModelValidation's \
            English). A tag falls back to shorter ones, then to English (the default).
            """)
    var locale: String?

    func validate() throws {
        if let locale, LocaleTag(locale) == nil {
            throw ValidationError("--locale '\(locale)' is not a language tag (de, de-CH, pt-BR)")
        }
    }

    /// The tag given, if any.
    var tag: LocaleTag? { locale.flatMap(LocaleTag.init) }
}
