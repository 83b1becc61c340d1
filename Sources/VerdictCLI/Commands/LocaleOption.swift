import ArgumentParser
import Verdict
import VerdictLua

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

    /// The tag given, once `engine` is known to have messages in it: a tag whose language no
    /// catalog speaks (`xx`, `fr` without a French catalog) is bad usage, exit 2, as `verdict
    /// serve` answers it with a problem — never a silent fall back to English. English tags
    /// (`en`, `en-GB`, `en-x-yii`) are always spoken.
    /// - Throws: ``CLIExit/usage`` after saying which locales there are.
    func tag(spokenBy engine: RuleEngine) throws -> LocaleTag? {
        guard let tag else { return nil }
        guard engine.catalogs.speaks(tag) else {
            Console.standardError.write(
                "verdict: no messages in locale '\(tag)' (locales: \(engine.catalogs.localeList))\n")
            throw CLIExit.usage.error
        }
        return tag
    }
}
