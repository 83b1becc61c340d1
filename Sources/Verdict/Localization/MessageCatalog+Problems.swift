extension MessageCatalog {
    /// The catalog's mistakes: a key no rule reports (with the nearest key), a text that cannot be
    /// read, a placeholder the key's rules do not provide (with the nearest one), a plural choice
    /// without a category the language uses; and, as a warning, how many keys of the default texts
    /// neither the catalog nor the catalogs under it (`base`, for the locale's fallbacks) give.
    /// - Parameter base: the catalogs this one is added over (the shipped ones for a rules
    ///   directory's catalog); `nil` counts missing keys against this catalog alone.
    public func problems(over base: MessageCatalogs? = nil) -> [MessageCatalogProblem] {
        var problems: [MessageCatalogProblem] = []
        for (key, text) in texts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            problems += Self.problems(of: text, key: key, path: ["messages", key.rawValue], language: locale.language)
        }
        for (model, modelTexts) in models.sorted(by: { $0.key < $1.key }) {
            for (key, text) in modelTexts.messages.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                problems += Self.problems(
                    of: text, key: key, path: ["models", model, "messages", key.rawValue], language: locale.language)
            }
            for (attribute, byKey) in modelTexts.attributes.sorted(by: { $0.key < $1.key }) {
                for (key, text) in byKey.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    problems += Self.problems(
                        of: text, key: key, path: ["models", model, "attributes", attribute, key.rawValue],
                        language: locale.language)
                }
            }
        }
        let missing = missingKeys(over: base)
        if !missing.isEmpty {
            let shown = missing.prefix(5).map(\.rawValue).joined(separator: ", ")
            problems.append(
                MessageCatalogProblem(
                    path: [],
                    message:
                        "\(missing.count) of the \(DefaultMessages.table.count) message keys have no text here; "
                        + "they read in English (\(shown)\(missing.count > 5 ? ", …" : ""))",
                    severity: .warning))
        }
        return problems
    }

    /// The keys of the default texts that neither this catalog nor, for its locale's fallbacks,
    /// the catalogs of `base` give, sorted; none for an English catalog, whose missing texts are
    /// the default ones.
    public func missingKeys(over base: MessageCatalogs? = nil) -> [MessageKey] {
        guard locale.language != LocaleTag.english.language else { return [] }
        var given = Set(texts.keys)
        if let base {
            for tag in [locale] + locale.fallbacks {
                for catalog in base.catalogs(for: tag) { given.formUnion(catalog.texts.keys) }
            }
        }
        return DefaultMessages.table.keys.filter { !given.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }

    /// The placeholders a text for `key` may name: `name`, `attribute`, `value` and the parameters
    /// every rule reporting the key provides.
    public static func placeholders(of key: MessageKey) -> Set<String>? {
        keyParameters[key]
    }

    private static let keyParameters: [MessageKey: Set<String>] = {
        var table: [MessageKey: Set<String>] = [:]
        for message in DefaultMessages.messages {
            table[message.key, default: ["name", "attribute", "value"]].formUnion(message.parameters)
        }
        return table
    }()

    /// The mistakes of one text for one key: a key no rule reports (with the nearest key), a text
    /// that cannot be read, a placeholder the key's rules do not provide (with the nearest one), a
    /// plural choice without a category `language` uses. A catalog's ``problems(over:)`` and a rule
    /// file's model `messages` table are both judged by it.
    /// - Parameters:
    ///   - path: where the text is, for the problems' ``MessageCatalogProblem/path``.
    ///   - language: the language whose plural categories a plural choice needs (`"en"`).
    public static func problems(of text: String, key: MessageKey, path: [String], language: String)
        -> [MessageCatalogProblem]
    {
        guard let allowed = keyParameters[key] else {
            return [
                MessageCatalogProblem(
                    path: path, message: "'\(key)' is not a message key of any rule",
                    hint: EditDistance.nearest(to: key.rawValue, in: keyParameters.keys.map(\.rawValue))
                        .map { "did you mean '\($0)'?" })
            ]
        }
        let template: MessageTemplate
        do {
            template = try MessageTemplate(text)
        } catch {
            return [MessageCatalogProblem(path: path, message: "the text cannot be read: \(error)")]
        }
        var problems: [MessageCatalogProblem] = []
        for name in template.parameters where !allowed.contains(name) {
            problems.append(
                MessageCatalogProblem(
                    path: path, message: "'{\(name)}' is not a placeholder of '\(key)'",
                    hint: EditDistance.nearest(to: name, in: allowed).map { "did you mean '{\($0)}'?" }
                        ?? "it may use: " + allowed.sorted().map { "{\($0)}" }.joined(separator: ", ")))
        }
        let needed = PluralRules.categories(of: language)
        for plural in template.pluralCategories {
            let missing = needed.subtracting(plural.categories)
            guard !missing.isEmpty else { continue }
            problems.append(
                MessageCatalogProblem(
                    path: path,
                    message:
                        "the plural of '{\(plural.parameter)}' lacks the form\(missing.count == 1 ? "" : "s") "
                        + missing.sorted().joined(separator: ", ") + " that '\(language)' uses",
                    hint: "'\(language)' distinguishes "
                        + PluralRules.categories(of: language).sorted()
                        .joined(separator: ", ")))
        }
        return problems
    }
}
