/// A rules directory as one JSON document: every model — its rules, scenarios, display names,
/// messages, secrets, strategies, mode and examples — and the directory's message catalogs,
/// loadable by the core library alone, without Lua (`verdict export` writes one; every bundle
/// carries one).
///
/// The document is data, versioned (``format``, ``version``) and described by the JSON Schema
/// Verdict ships (`docs/schemas/rule-set-document.schema.json`). Its parts are those of a rule
/// file, written as JSON: an entry `{ "title", "minLength", 6, message = "…" }` is
/// `{"line": 7, "attributes": ["title"], "rule": "minLength", "arguments": [6], "message": "…"}`.
/// Three values stand for more than data: another attribute as an argument
/// (`{"$field": "endDate"}`), the validation's time (`{"$now": true}`), and a Lua function,
/// recorded with where it was written (`{"$lua": "rules/user.lua:12"}`) so that the loader can
/// say which one it cannot run.
///
/// ```swift
/// let document = try RuleSetDocument(json: Array(data))
/// let rules = try document.load()        // refuses a model that needs Lua, naming file and line
/// let verdict = try rules.validate(record, model: "User")
/// ```
public struct RuleSetDocument: Sendable, Hashable {
    /// The document's `format`: what it is.
    public static let format = "verdict-rule-set"
    /// The `version` of the format this Verdict writes and reads.
    public static let version = 1

    /// The models, in the order of their rule files.
    public var models: [Value]
    /// The directory's message catalogs, by language tag, as its `locales/TAG.lua` return them.
    public var catalogs: [String: Value]
    /// The rule files' and catalogs' text by their path in the directory (`user.lua`,
    /// `locales/de.lua`), when the document carries them (`verdict export --with-sources`): what
    /// a Lua engine loads the same rules from, Lua functions included. Empty for a document of
    /// data alone, which is what an app that must not download code ships.
    public var sources: [String: String]

    /// Creates a document.
    public init(models: [Value], catalogs: [String: Value] = [:], sources: [String: String] = [:]) {
        self.models = models
        self.catalogs = catalogs
        self.sources = sources
    }

    /// Reads a document from its JSON text.
    /// - Throws: ``RuleSetDocumentError`` for text that is not JSON, or a JSON value that is not a
    ///   document of a version this Verdict reads.
    public init(json bytes: [UInt8]) throws(RuleSetDocumentError) {
        let value: Value
        do {
            value = try Value(jsonBytes: bytes)
        } catch {
            throw .document("the document is not JSON: \(error)")
        }
        try self.init(value: value)
    }

    /// Reads a document from its JSON value.
    /// - Throws: ``RuleSetDocumentError`` when the value is not a document of a version this
    ///   Verdict reads.
    public init(value: Value) throws(RuleSetDocumentError) {
        guard case .object(let fields) = value, fields["format"]?.stringValue == Self.format else {
            throw .document(
                "not a rule-set document: `format` should be \"\(Self.format)\"",
                hint: "write one with `verdict export`")
        }
        guard let version = fields["version"]?.intValue, version == Self.version else {
            throw .document(
                "a rule-set document of version \(fields["version"]?.description ?? "none"); this Verdict reads version \(Self.version)"
            )
        }
        guard case .array(let models)? = fields["models"] else {
            throw .document("`models` should be a list of models")
        }
        var catalogs: [String: Value] = [:]
        if case .object(let given)? = fields["catalogs"] { catalogs = given }
        var sources: [String: String] = [:]
        if case .object(let given)? = fields["sources"] {
            for (path, text) in given {
                guard let text = text.stringValue else { throw .document("sources.\(path) should be a text") }
                sources[path] = text
            }
        }
        self.init(models: models, catalogs: catalogs, sources: sources)
    }

    /// The document as a JSON value.
    public var value: Value {
        var fields: [String: Value] = [
            "format": .string(Self.format), "version": .int(Self.version), "models": .array(models),
            "catalogs": .object(catalogs),
        ]
        if !sources.isEmpty { fields["sources"] = .object(sources.mapValues(Value.string)) }
        return .object(fields)
    }

    /// The document's JSON text, its keys sorted, ending with a newline.
    public var json: String {
        JSONWriter(sortsKeys: true).write(value) + "\n"
    }

    /// The names of the models that need Lua: those with a Lua function (as a rule, an argument,
    /// an option, a `when`, an `isEmpty` or a strategy), and those whose `each` or `nested` name
    /// one of them.
    public var modelsNeedingLua: [String] {
        var needing = Set(models.filter(Self.usesLua).compactMap { $0["model"]?.stringValue })
        var grew = true
        while grew {
            grew = false
            for model in models {
                guard let name = model["model"]?.stringValue, !needing.contains(name) else { continue }
                if !Self.namedModels(in: model["rules"] ?? .null).isDisjoint(with: needing) {
                    needing.insert(name)
                    grew = true
                }
            }
        }
        return models.compactMap { $0["model"]?.stringValue }.filter(needing.contains)
    }

    /// The models the entries of a list of rules name (`each` and `nested` with `model`).
    static func namedModels(in rules: Value) -> Set<String> {
        var names: Set<String> = []
        for entry in rules.arrayValue ?? [] {
            if let model = entry["model"]?.stringValue { names.insert(model) }
            names.formUnion(namedModels(in: entry["rules"] ?? .null))
            if let element = entry["element"] { names.formUnion(namedModels(in: [element])) }
        }
        return names
    }

    /// Whether a part of a document marks a Lua function somewhere inside it.
    static func usesLua(_ value: Value) -> Bool {
        if DocumentMarker.luaOrigin(of: value) != nil { return true }
        switch value {
        case .array(let values): return values.contains(where: usesLua)
        case .object(let fields): return fields.values.contains(where: usesLua)
        default: return false
        }
    }

    /// Loads every model without Lua.
    /// - Parameter base: the catalogs the document's are added over; those Verdict ships by default.
    /// - Throws: ``RuleSetDocumentError`` with every problem — one per Lua function, naming the
    ///   file, line and rule where it was written; a catalog, rule or option that cannot be read —
    ///   when any model cannot be loaded: a rule set loads whole or not at all.
    public func load(over base: MessageCatalogs = .shipped) throws(RuleSetDocumentError) -> DocumentRuleSet {
        var problems: [RuleSetDocumentProblem] = []
        var catalogList: [MessageCatalog] = []
        for (tag, value) in catalogs.sorted(by: { $0.key < $1.key }) {
            guard let locale = LocaleTag(tag) else {
                problems.append(
                    RuleSetDocumentProblem(file: nil, line: nil, message: "catalog '\(tag)' is not a language tag"))
                continue
            }
            let (catalog, found) = MessageCatalog.read(value, locale: locale)
            problems += found.filter { $0.severity == .error }.map { problem in
                RuleSetDocumentProblem(
                    file: nil, line: nil,
                    message: "catalog '\(tag)': \(problem.path.joined(separator: ".")): \(problem.message)",
                    hint: problem.hint)
            }
            catalogList.append(catalog)
        }
        var reader = DocumentModelReader()
        let read = models.enumerated().compactMap { index, model in reader.model(model, position: index + 1) }
        problems += reader.problems
        problems += reader.linkModels(read, named: models.compactMap { $0["model"]?.stringValue })
        guard problems.isEmpty else { throw RuleSetDocumentError(problems) }
        return DocumentRuleSet(models: read, catalogs: MessageCatalogs(catalogList, over: base))
    }
}
