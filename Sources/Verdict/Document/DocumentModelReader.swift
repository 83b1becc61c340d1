/// Reads the models of a rule-set document into ``DocumentModel``s, as the Lua loader reads model
/// tables: the rule set with its display names, messages and secrets, the scenarios, the strategy
/// chain, the mode and the examples; then links the models that entries name (`nested`, `each`
/// with `model`). Every problem is kept, with the rule file and line the document gives.
struct DocumentModelReader {
    /// The keys a model may have.
    static let keys: Set<String> = [
        "model", "file", "line", "description", "mode", "names", "messages", "localizedMessages", "secrets",
        "scenarios", "strategies", "rules", "examples",
    ]

    private(set) var problems: [RuleSetDocumentProblem] = []
    /// The links entries made, with where they were made.
    private var links: [(link: RuleSetLink, file: String?, line: Int?, model: String)] = []

    /// The model at `position` (counted from 1), or `nil` when it cannot be used.
    mutating func model(_ value: Value, position: Int) -> DocumentModel? {
        guard case .object(let fields) = value, let name = fields["model"]?.stringValue, !name.isEmpty else {
            problems.append(
                RuleSetDocumentProblem(
                    file: nil, line: nil, message: "models[\(position)] should be a model with a name"))
            return nil
        }
        let file = fields["file"]?.stringValue
        let line = fields["line"]?.intValue
        func problem(_ message: String, at place: Int? = line, hint: String? = nil) {
            problems.append(
                RuleSetDocumentProblem(file: file, line: place, message: "model '\(name)': \(message)", hint: hint))
        }
        let before = problems.count
        for key in fields.keys.sorted() where !Self.keys.contains(key) {
            problem(
                "unknown key '\(key)'",
                hint: EditDistance.nearest(to: key, in: Self.keys).map { "did you mean '\($0)'?" })
        }
        var chains: [Validate] = []
        for (index, entry) in (fields["rules"]?.arrayValue ?? []).enumerated() {
            var reader = DocumentEntryReader(file: file, model: name, place: "rules[\(index + 1)]")
            if let entryChains = reader.chains(of: entry) { chains += entryChains }
            problems += reader.problems
            links += reader.links.map { (link: $0.link, file: file, line: $0.line, model: name) }
        }
        var rules = RuleSet(RuleSet.mergingAdjacent(chains)).displayNames(strings(fields["names"])).model(name)
            .messages(table(fields["messages"])).secrets(fields["secrets"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        if case .object(let byLocale)? = fields["localizedMessages"] {
            rules.localizedMessageTable = byLocale.mapValues(table)
        }
        let scenarios = ScenarioList(
            (fields["scenarios"]?.objectValue ?? [:]).mapValues { $0.arrayValue?.compactMap(\.stringValue) ?? [] })
        var strategies: [any ValidationStrategy] = []
        var strategyNames: [String] = []
        for (index, strategy) in (fields["strategies"]?.arrayValue ?? ["rules", "default"]).enumerated() {
            if let origin = DocumentMarker.luaOrigin(of: strategy) {
                problems.append(
                    DocumentEntryReader.luaProblem(
                        origin: origin, file: file, line: line, model: name, what: "strategies[\(index + 1)]",
                        hint: "keep the built-in strategies, or load the rules with VerdictLua"))
                continue
            }
            var options = strategy.objectValue ?? [:]
            guard let strategyName = strategy.stringValue ?? options.removeValue(forKey: "strategy")?.stringValue else {
                problem("strategies[\(index + 1)] should be a name or {\"strategy\": NAME, …options}")
                continue
            }
            do {
                strategies.append(
                    strategyName == "rules"
                        ? RulesStrategy(rules) : try StrategyCatalog.make(strategyName, options: options, rules: rules))
                strategyNames.append(strategyName)
            } catch {
                problem("strategies[\(index + 1)]: \(error.message)", hint: error.hint)
            }
        }
        var mode = EnforcementMode.enforce
        if let given = fields["mode"] {
            if let known = given.stringValue.flatMap(EnforcementMode.init(rawValue:)) {
                mode = known
            } else {
                problem("`mode` should be \"enforce\", \"warn\" or \"dry-run\"")
            }
        }
        var examples: [(record: Value, expectsValid: Bool, scenario: String?)] = []
        for (key, expectsValid) in [("valid", true), ("invalid", false)] {
            for record in fields["examples"]?[key]?.arrayValue ?? [] {
                examples.append((record, expectsValid, record["scenario"]?.stringValue))
            }
        }
        guard problems.count == before else { return nil }
        var attributes: [String] = []
        for attribute in rules.attributes
            + scenarios.attributes.map({ $0.hasPrefix("!") ? String($0.dropFirst()) : $0 })
        where !attributes.contains(attribute) {
            attributes.append(attribute)
        }
        return DocumentModel(
            name: name, file: file, rules: rules, scenarios: scenarios, strategyNames: strategyNames,
            service: ValidationService(strategies), mode: mode, attributes: attributes, examples: examples)
    }

    /// Links every model an entry named to its rules; a name no model has is a problem, and so is
    /// one whose model did not load.
    /// - Parameter named: the names of every model of the document, loaded or not.
    func linkModels(_ models: [DocumentModel], named: [String]) -> [RuleSetDocumentProblem] {
        var problems: [RuleSetDocumentProblem] = []
        for made in links {
            if let target = models.first(where: { $0.name == made.link.model }) {
                made.link.link(to: target.rules)
            } else if named.contains(made.link.model) {
                problems.append(
                    RuleSetDocumentProblem(
                        file: made.file, line: made.line,
                        message:
                            "model '\(made.model)': it validates with model '\(made.link.model)', which does not load"))
            } else {
                problems.append(
                    RuleSetDocumentProblem(
                        file: made.file, line: made.line,
                        message: "model '\(made.model)': no model '\(made.link.model)' to validate with",
                        hint: EditDistance.nearest(to: made.link.model, in: models.map(\.name))
                            .map { "did you mean '\($0)'?" }))
            }
        }
        return problems
    }

    /// A `{ key: text }` object as texts by key.
    private func strings(_ value: Value?) -> [String: String] {
        (value?.objectValue ?? [:]).compactMapValues(\.stringValue)
    }

    /// `{ attribute: { key: text } }` as the message table of a rule set.
    private func table(_ value: Value?) -> [String: [MessageKey: String]] {
        (value?.objectValue ?? [:]).mapValues { texts in
            Dictionary(
                (texts.objectValue ?? [:]).compactMap { key, text in text.stringValue.map { (MessageKey(key), $0) } },
                uniquingKeysWith: { first, _ in first })
        }
    }
}
