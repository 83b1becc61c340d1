internal import CVerdictLua
import Verdict

/// Reads the value(s) a rule file returned — one model table or a list of them — into
/// ``ModelDefinition``s. Problems become issues with the file and the line of the part at fault.
final class ModelTableReader {
    let file: String
    let layout: RuleFileLayout
    let runtime: RuleRuntime
    let pool: RuntimePool
    let sources: RuleSources
    private(set) var issues: [RuleFileIssue] = []
    private(set) var models: [ModelDefinition] = []
    /// The models rule entries name (`nested model = "Address"`), linked once every file is loaded.
    private(set) var links: [ModelLink] = []
    private var position = 0
    /// Layout entries already matched to a model.
    private var taken: Set<Int> = []

    /// The keys a model table may have (documented in ``RuleFileReference/modelKeys``).
    static let modelKeys = RuleFileReference.modelKeys.map(\.key)

    init(file: String, layout: RuleFileLayout, runtime: RuleRuntime, pool: RuntimePool, sources: RuleSources) {
        self.file = file
        self.layout = layout
        self.runtime = runtime
        self.pool = pool
        self.sources = sources
    }

    /// Notes a problem: the rules do not load.
    func issue(_ line: Int?, _ message: String, hint: String? = nil, kind: RuleFileIssue.Kind = .modelTable) {
        issues.append(RuleFileIssue(file: file, line: line, message: message, hint: hint, kind: kind))
    }

    /// Notes a warning: the rules load, but most likely do not do what their author meant.
    func warning(_ line: Int?, _ message: String, hint: String? = nil, kind: RuleFileIssue.Kind = .modelTable) {
        issues.append(RuleFileIssue(file: file, line: line, message: message, hint: hint, kind: kind, isWarning: true))
    }

    /// Reads the chunk's results, the last `count` values on the stack.
    func readResult(stack: LuaStack, count: Int32) {
        let r = LuaTableReader(stack: stack)
        guard count >= 1, lua_type(stack.handle, -count) == LUA_TTABLE else {
            let got = count >= 1 ? r.typeName(-count) : "nothing"
            issue(layout.returnLine, "a rule file returns a model table or a list of them, got \(got)")
            return
        }
        let top = lua_absindex(stack.handle, -count)
        if r.withField(top, "model", { _, type in type != LUA_TNIL }) {
            readModel(top, r)
            return
        }
        let n = r.count(top)
        if n == 0 {
            issue(
                layout.modelLine(0) ?? layout.returnLine,
                "the returned table has no `model` field and no models in a list")
        }
        for i in stride(from: 1, through: n, by: 1) {
            r.withElement(top, i) { at, type in
                if type == LUA_TTABLE {
                    readModel(at, r)
                } else {
                    issue(
                        layout.tables.returnedTable.line(of: .element(i)) ?? layout.returnLine,
                        "entry \(i) of the returned list is a \(r.typeName(at)), not a model table")
                }
            }
        }
    }

    private func readModel(_ t: Int32, _ r: LuaTableReader) {
        let position = self.position
        self.position += 1
        let name = r.withField(t, "model", { at, _ in r.stack.string(at: at) })
        // The model's entry in the source layout, matched by name: a wrong line is worse than none.
        let layoutIndex = layout.index(ofModel: name, position: position, taken: taken)
        if let layoutIndex { taken.insert(layoutIndex) }
        let index = layoutIndex ?? -1
        let line = layout.modelLine(index)
        guard let name, !name.isEmpty else {
            issue(line, "a model table needs `model = \"Name\"`")
            return
        }
        // The line of the model's part at `path`, else of the model.
        func lineOf(_ path: LuaTableLayout.Step...) -> Int? { layout.line(model: index, at: path) ?? line }
        for key in r.stringKeys(t) where !Self.modelKeys.contains(key) {
            issue(
                lineOf(.key(key)), "model '\(name)': unknown key '\(key)'",
                hint: nearest(key, in: Self.modelKeys).map { "did you mean '\($0)'?" })
        }
        let description = r.withField(t, "description", { at, _ in r.stack.string(at: at) })
        let functionsBefore = runtime.functions.count
        let names = readNames(t, r, model: name, modelIndex: index, line: line)
        let (messages, localizedMessages) = readMessages(t, r, model: name, modelIndex: index, line: line)
        var chains: [Validate] = []
        var summaries: [String] = []
        var entries: [Value] = []
        var scenarioReferences: [ScenarioReference] = []
        var references: [AttributeReference] = []
        var brokenEntryAttributes: [String] = []
        r.withField(t, "rules") { at, type in
            guard type != LUA_TNIL else { return }
            guard type == LUA_TTABLE else {
                return issue(lineOf(.key("rules")), "model '\(name)': `rules` should be a list of rule entries")
            }
            for i in stride(from: 1, through: r.count(at), by: 1) {
                let entryLine = layout.ruleLine(model: index, index: i - 1) ?? line
                r.withElement(at, i) { entry, entryType in
                    guard entryType == LUA_TTABLE else {
                        return issue(
                            entryLine,
                            "rules[\(i)] should be a table { ATTRIBUTES, TYPE, ARGS..., options }, got a \(r.typeName(entry))"
                        )
                    }
                    let lines = layout.ruleEntry(model: index, index: i - 1)
                    let reader = RuleEntryReader(
                        table: entry, reader: r, owner: self, line: entryLine, place: "rules[\(i)]", lines: lines)
                    guard let parsed = reader.read() else {
                        // Its attributes are still known: no typo warning for a name only a broken entry holds.
                        brokenEntryAttributes += reader.writtenAttributes()
                        return
                    }
                    chains += parsed.chains
                    summaries.append(parsed.summary)
                    entries.append(parsed.document)
                    references += parsed.references
                    if !parsed.on.isEmpty || !parsed.except.isEmpty {
                        scenarioReferences.append(
                            ScenarioReference(
                                line: entryLine, lines: lines, place: "rules[\(i)]", on: parsed.on,
                                except: parsed.except))
                    }
                }
            }
        }
        let secrets = readSecrets(t, r, model: name, modelIndex: index, line: line)
        var rules = RuleSet(RuleSet.mergingAdjacent(chains)).displayNames(names).messages(messages).model(name)
            .secrets(secrets)
        rules.localizedMessageTable = localizedMessages
        rules.recordDriver = LuaRecordDriver.make(for: rules, version: sources.version)
        let scenarios = readScenarios(
            t, r, model: name, modelIndex: index, line: line, rules: rules, references: scenarioReferences)
        let (strategies, strategyNames, strategyData, strategyReferences) = readStrategies(
            t, r, model: name, modelIndex: index, line: line, rules: rules)
        references += strategyReferences
        if !chains.isEmpty, !strategyNames.contains("rules") {
            warning(
                layout.strategyLine(model: index, index: 0) ?? lineOf(.key("strategies")),
                "model '\(name)' has rules, but no strategy of its chain runs them",
                hint: "add \"rules\" to `strategies`, before \"default\"", kind: .rulesNotRun)
        }
        let examples = readExamples(t, r, model: name, modelIndex: index, line: line)
        var attributes: [String] = []
        for attribute in rules.attributes
            + scenarios.values.flatMap({ $0 }).map({ $0.hasPrefix("!") ? String($0.dropFirst()) : $0 })
        where !attributes.contains(attribute) {
            attributes.append(attribute)
        }
        checkSecrets(secrets, of: attributes, model: name, modelIndex: index, line: line)
        warnOfMisspellings(
            in: name, modelIndex: index, line: line,
            names: MentionedNames(
                rules: rules.attributes + brokenEntryAttributes, scenarios: scenarios, displayNames: Array(names.keys),
                messages: Array(Set(messages.keys).union(localizedMessages.values.flatMap(\.keys))),
                references: references))
        var model = ModelDefinition(
            name: name, file: file, line: line, description: description, rules: rules, attributes: attributes,
            ruleSummaries: summaries,
            scenarios: scenarios, strategyNames: strategyNames, examples: examples, strategies: strategies,
            hasRemoteRules: rules.hasRemoteRules, usesLua: runtime.functions.count > functionsBefore)
        model.mode = readMode(t, r, model: name, modelIndex: index, line: line)
        model.document = Self.document(
            of: model, description: description, names: names, messages: messages, localizedMessages: localizedMessages,
            secrets: secrets, strategies: strategyData, entries: entries)
        models.append(model)
    }

    /// A model as a rule-set document writes it (``RuleSetDocument``): every part of its table as
    /// data, a Lua function as the marker of where it was written.
    static func document(
        of model: ModelDefinition, description: String?, names: [String: String],
        messages: [String: [MessageKey: String]], localizedMessages: [String: [String: [MessageKey: String]]],
        secrets: [String], strategies: [Value], entries: [Value]
    ) -> Value {
        func table(_ texts: [String: [MessageKey: String]]) -> Value {
            .object(
                texts.mapValues { byKey in
                    .object(Dictionary(uniqueKeysWithValues: byKey.map { ($0.rawValue, .string($1)) }))
                })
        }
        var fields: [String: Value] = [
            "model": .string(model.name), "file": .string(model.file), "rules": .array(entries),
            "scenarios": .object(model.scenarios.mapValues { .array($0.map(Value.string)) }),
            "strategies": .array(strategies),
        ]
        if let line = model.line { fields["line"] = .int(line) }
        if let description { fields["description"] = .string(description) }
        if model.mode != .enforce { fields["mode"] = .string(model.mode.rawValue) }
        if !names.isEmpty { fields["names"] = .object(names.mapValues(Value.string)) }
        if !messages.isEmpty { fields["messages"] = table(messages) }
        if !localizedMessages.isEmpty { fields["localizedMessages"] = .object(localizedMessages.mapValues(table)) }
        if !secrets.isEmpty { fields["secrets"] = .array(secrets.map(Value.string)) }
        if !model.examples.isEmpty {
            var examples: [String: [Value]] = [:]
            for example in model.examples {
                var record = example.record
                if let scenario = example.scenario, case .object(var object) = record {
                    object["scenario"] = .string(scenario)
                    record = .object(object)
                }
                examples[example.expectsValid ? "valid" : "invalid", default: []].append(record)
            }
            fields["examples"] = .object(examples.mapValues(Value.array))
        }
        return .object(fields)
    }

    /// A link to the rules of a model named by a rule entry, to be made once every file is loaded.
    func link(model: String, line: Int?, place: String) -> RuleSetLink {
        let link = RuleSetLink(model: model)
        links.append(ModelLink(link: link, file: file, line: line, place: place))
        return link
    }

    /// A Lua function at `index`, registered in the runtime.
    func register(_ index: Int32, _ r: LuaTableReader, line: Int?) -> LuaFunction {
        r.stack.reserve(1)
        let isLua = lua_iscfunction(r.handle, index) == 0
        let parameters = Int(verdict_lua_parameter_count(r.handle, index))
        lua_pushvalue(r.handle, index)
        let id = runtime.register(poppingFunctionFrom: r.stack)
        let origin = line.map { "\(file):\($0)" } ?? file
        return LuaFunction(
            id: id, sources: sources, origin: origin, pool: pool, isLua: isLua,
            parameterCount: parameters >= 0 ? parameters : nil)
    }

    func nearest(_ word: String, in candidates: [String]) -> String? {
        EditDistance.nearest(to: word, in: candidates)
    }
}
