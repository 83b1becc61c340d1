extension MessageCatalog {
    /// The keys a catalog written as data may have at its top level.
    public static let catalogKeys = ["messages", "models"]
    /// The keys a model's texts may have in a catalog written as data.
    public static let modelKeys = ["names", "messages", "attributes"]

    /// Reads a catalog written as data, as a rules directory's `locales/de.lua` returns it (or a
    /// JSON document of the same shape):
    ///
    /// ```lua
    /// return {
    ///   messages = { required = "muss ausgefüllt werden." },
    ///   models = {
    ///     User = {
    ///       names = { email = "E-Mail-Adresse" },
    ///       messages = { tooShort = "{name} ist zu kurz." },
    ///       attributes = { password = { tooShort = "Das Passwort braucht {min} Zeichen." } },
    ///     },
    ///   },
    /// }
    /// ```
    /// Nothing is dropped silently: a part that is not what it should be is a problem at its path
    /// (`["models", "User", "names", "email"]`), and the rest is still read. The texts themselves
    /// are judged by ``problems(over:)``.
    /// - Returns: the catalog of what could be read, and the problems of what could not.
    public static func read(_ value: Value, locale: LocaleTag) -> (
        catalog: MessageCatalog, problems: [MessageCatalogProblem]
    ) {
        var problems: [MessageCatalogProblem] = []
        var catalog = MessageCatalog(locale: locale, texts: [:])
        guard let top = fields(of: value) else {
            let problem = MessageCatalogProblem(
                path: [], message: "a catalog should be a table with `messages` and `models`, not \(describe(value))")
            return (catalog, [problem])
        }
        problems += unknownKeys(of: top, allowed: catalogKeys, path: [])
        if let messages = top["messages"] {
            catalog.texts = texts(messages, path: ["messages"], problems: &problems)
        }
        if let models = top["models"] {
            if let byName = fields(of: models) {
                for (name, model) in byName.sorted(by: { $0.key < $1.key }) {
                    if let texts = modelTexts(model, path: ["models", name], problems: &problems) {
                        catalog.models[name] = texts
                    }
                }
            } else {
                problems.append(
                    MessageCatalogProblem(
                        path: ["models"],
                        message: "`models` should map model names to their texts, not \(describe(models))"))
            }
        }
        return (catalog, problems)
    }

    /// A model's `names`, `messages` and `attributes`.
    private static func modelTexts(_ value: Value, path: [String], problems: inout [MessageCatalogProblem])
        -> ModelTexts?
    {
        guard let parts = fields(of: value) else {
            problems.append(
                MessageCatalogProblem(
                    path: path,
                    message:
                        "a model's texts should be a table with `names`, `messages` and `attributes`, not \(describe(value))"
                ))
            return nil
        }
        problems += unknownKeys(of: parts, allowed: modelKeys, path: path)
        var model = ModelTexts()
        if let names = parts["names"] {
            model.names = strings(
                names, path: path + ["names"], what: "display names by attribute", problems: &problems)
        }
        if let messages = parts["messages"] {
            model.messages = texts(messages, path: path + ["messages"], problems: &problems)
        }
        if let attributes = parts["attributes"] {
            if let byAttribute = fields(of: attributes) {
                for (attribute, texts) in byAttribute.sorted(by: { $0.key < $1.key }) {
                    let read = Self.texts(texts, path: path + ["attributes", attribute], problems: &problems)
                    if !read.isEmpty { model.attributes[attribute] = read }
                }
            } else {
                problems.append(
                    MessageCatalogProblem(
                        path: path + ["attributes"],
                        message:
                            "`attributes` should map attribute names to { key = text }, not \(describe(attributes))"))
            }
        }
        return model
    }

    /// Texts by message key.
    private static func texts(_ value: Value, path: [String], problems: inout [MessageCatalogProblem])
        -> [MessageKey: String]
    {
        let byName = strings(value, path: path, what: "texts by message key", problems: &problems)
        return Dictionary(uniqueKeysWithValues: byName.map { (MessageKey($0.key), $0.value) })
    }

    /// A table of strings by name; anything else in it is a problem at its own path.
    private static func strings(
        _ value: Value, path: [String], what: String, problems: inout [MessageCatalogProblem]
    ) -> [String: String] {
        guard let named = fields(of: value) else {
            problems.append(
                MessageCatalogProblem(
                    path: path, message: "`\(path.last ?? "")` should be a table of \(what), not \(describe(value))"))
            return [:]
        }
        var out: [String: String] = [:]
        for (name, text) in named.sorted(by: { $0.key < $1.key }) {
            guard let string = text.stringValue else {
                problems.append(
                    MessageCatalogProblem(path: path + [name], message: "should be a text, not \(describe(text))"))
                continue
            }
            out[name] = string
        }
        return out
    }

    /// A problem for each key of `fields` that is not `allowed`, with the nearest allowed key.
    private static func unknownKeys(of fields: [String: Value], allowed: [String], path: [String])
        -> [MessageCatalogProblem]
    {
        fields.keys.sorted().filter { !allowed.contains($0) }.map { key in
            MessageCatalogProblem(
                path: path + [key], message: "'\(key)' is not a part of a catalog here",
                hint: EditDistance.nearest(to: key, in: allowed).map { "did you mean '\($0)'?" }
                    ?? "the parts are " + allowed.map { "`\($0)`" }.joined(separator: ", "))
        }
    }

    /// The fields of a table; an empty table reads as empty fields (Lua's `{}` is as much a list).
    private static func fields(of value: Value) -> [String: Value]? {
        if case .array(let elements) = value, elements.isEmpty { return [:] }
        return value.objectValue
    }

    /// A value as its author wrote it, for problems: `a number (8)`, `a list`.
    private static func describe(_ value: Value) -> String {
        switch value {
        case .null: "nothing"
        case .bool(let b): "a boolean (\(b))"
        case .int, .double, .largeInteger: "a number (\(value))"
        case .string(let s): "a text (\"\(s)\")"
        case .array: "a list"
        case .object: "a table"
        case .date: "a date"
        case .data: "data"
        }
    }
}
