internal import CVerdictLua
import Verdict

extension ModelTableReader {
    /// `names = { creatorLastName = "Lastname", termsOfUse = "" }`.
    func readNames(_ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?) -> [String: String] {
        r.withField(t, "names") { at, type in
            guard type != LUA_TNIL else { return [:] }
            guard type == LUA_TTABLE else {
                issue(
                    layout.line(model: modelIndex, at: [.key("names")]) ?? line,
                    "model '\(model)': `names` should map attributes to display names")
                return [:]
            }
            var names: [String: String] = [:]
            for key in r.stringKeys(at) {
                guard let text = r.withField(at, key, { v, _ in r.stack.string(at: v) }) else {
                    issue(
                        layout.line(model: modelIndex, at: [.key("names"), .key(key)]) ?? line,
                        "model '\(model)': names.\(key) should be a string")
                    continue
                }
                names[key] = text
            }
            return names
        }
    }

    /// `secrets = { "password", "card.number" }`: the attributes whose values no message, result or
    /// report shows.
    func readSecrets(_ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?) -> [String] {
        r.withField(t, "secrets") { at, type in
            guard type != LUA_TNIL else { return [] }
            guard let list = r.stringList(at), !list.contains(where: \.isEmpty) else {
                issue(
                    layout.line(model: modelIndex, at: [.key("secrets")]) ?? line,
                    "model '\(model)': `secrets` should be a list of attribute paths: { \"password\", \"card.number\" }"
                )
                return []
            }
            return list
        }
    }

    /// `mode = "enforce" | "warn" | "dry-run"`: how the model's verdicts are enforced.
    func readMode(_ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?) -> EnforcementMode {
        r.withField(t, "mode") { at, type in
            guard type != LUA_TNIL else { return .enforce }
            guard let text = r.stack.string(at: at), let mode = EnforcementMode(rawValue: text) else {
                let choices = EnforcementMode.allCases.map { "\"\($0.rawValue)\"" }
                issue(
                    layout.line(model: modelIndex, at: [.key("mode")]) ?? line,
                    "model '\(model)': `mode` should be \(choices.joined(separator: ", ")), got \(r.stack.string(at: at).map { "\"\($0)\"" } ?? "a \(r.typeName(at))")",
                    hint: nearest(r.stack.string(at: at) ?? "", in: EnforcementMode.allCases.map(\.rawValue))
                        .map { "did you mean \"\($0)\"?" } ?? #"mode = "warn" reports every error as a warning"#)
                return .enforce
            }
            return mode
        }
    }

    /// Each secret names an attribute of the model (by its first part: `card` of `card.number`): a
    /// secret no rule, scenario or name knows is a typo that would leave the real one shown.
    func checkSecrets(_ secrets: [String], of attributes: [String], model: String, modelIndex: Int, line: Int?) {
        for (position, secret) in secrets.enumerated() {
            let attribute = String(secret.prefix { $0 != "." && $0 != "[" })
            guard !attributes.contains(attribute) else { continue }
            issue(
                layout.line(model: modelIndex, at: [.key("secrets"), .element(position + 1)]) ?? line,
                "model '\(model)': secret '\(secret)' is no attribute of the model",
                hint: nearest(attribute, in: attributes).map { "did you mean '\($0)'?" })
        }
    }

    /// `messages = { title = { tooShort = "…" } }`: texts used verbatim (NGRValidator's delegate table).
    ///
    /// Each text is judged as a message catalog's is (``MessageCatalog/problems(of:key:path:language:)``):
    /// a key no rule reports, and a placeholder the key's rules do not provide, are issues at the
    /// line of the text, with the nearest key or placeholder as the hint. The texts are English, the
    /// language of the default ones, for their plural choices.
    func readMessages(_ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?)
        -> (texts: [String: [MessageKey: String]], byLocale: [String: [String: [MessageKey: String]]])
    {
        r.withField(t, "messages") { at, type in
            guard type != LUA_TNIL else { return ([:], [:]) }
            guard type == LUA_TTABLE else {
                issue(
                    layout.line(model: modelIndex, at: [.key("messages")]) ?? line,
                    "model '\(model)': `messages` should map attributes to { key = text }")
                return ([:], [:])
            }
            var table: [String: [MessageKey: String]] = [:]
            var byLocale: [String: [String: [MessageKey: String]]] = [:]
            for attribute in r.stringKeys(at) {
                r.withField(at, attribute) { inner, innerType in
                    guard innerType == LUA_TTABLE else {
                        return issue(
                            layout.messageLine(model: modelIndex, attribute: attribute, key: "") ?? line,
                            "model '\(model)': messages.\(attribute) should be a table of texts",
                            hint: "messages = { \(attribute) = { required = \"…\" } }")
                    }
                    for key in r.stringKeys(inner).sorted() {
                        let textLine = layout.messageLine(model: modelIndex, attribute: attribute, key: key) ?? line
                        let place = "model '\(model)': messages.\(attribute).\(key)"
                        // The line of a text by locale (`de = "…"`), else of its key.
                        func tagLine(_ tag: String) -> Int? {
                            layout.line(
                                model: modelIndex, at: [.key("messages"), .key(attribute), .key(key), .key(tag)])
                                ?? textLine
                        }
                        guard let texts = readTexts(inner, key, r, place: place, line: tagLine) else {
                            issue(
                                textLine,
                                "model '\(model)': messages.\(attribute).\(key) should be a text, or texts by locale",
                                hint: #"\#(key) = "…" or \#(key) = { en = "…", de = "…" }"#)
                            continue
                        }
                        for (tag, locale, text) in texts {
                            let problems = MessageCatalog.problems(
                                of: text, key: MessageKey(key),
                                path: ["messages", attribute, key] + (locale.map { [$0.identifier] } ?? []),
                                language: (locale ?? .english).language)
                            for problem in problems {
                                issue(
                                    tag.map(tagLine) ?? textLine,
                                    "model '\(model)': \(problem.path.joined(separator: ".")): \(problem.message)",
                                    hint: problem.hint)
                            }
                            if let locale, locale != .english {
                                byLocale[locale.identifier, default: [:]][attribute, default: [:]][MessageKey(key)] =
                                    text
                            } else {
                                table[attribute, default: [:]][MessageKey(key)] = text
                            }
                        }
                    }
                }
            }
            return (table, byLocale)
        }
    }

    /// The text of `key` in the table at `index`: one text (`nil` locale, every locale), or texts by
    /// locale (`{ en = "…", de = "…" }`); `nil` when it is neither. A key of the texts that is not
    /// a language tag is reported and left out, at its `line`. Each text comes with its tag as
    /// written.
    private func readTexts(
        _ index: Int32, _ key: String, _ r: LuaTableReader, place: String, line: (String) -> Int?
    ) -> [(String?, LocaleTag?, String)]? {
        r.withField(index, key) { at, type -> [(String?, LocaleTag?, String)]? in
            if let text = r.stack.string(at: at) { return [(nil, nil, text)] }
            guard type == LUA_TTABLE, r.count(at) == 0 else { return nil }
            var texts: [(String?, LocaleTag?, String)] = []
            for tag in r.stringKeys(at).sorted() {
                guard let text = r.withField(at, tag, { v, _ in r.stack.string(at: v) }) else { return nil }
                guard let locale = LocaleTag(tag) else {
                    issue(line(tag), "\(place): '\(tag)' is not a language tag", hint: #"en, de, ["pt-BR"]"#)
                    continue
                }
                texts.append((tag, locale, text))
            }
            return texts.isEmpty ? nil : texts
        }
    }

    /// A rule entry's `on` and `except` names, and where the entry and its parts are.
    struct ScenarioReference {
        let line: Int?
        let lines: RuleFileLayout.Entry
        let place: String
        let on: [String]
        let except: [String]
    }

    /// `scenarios = { login = {"username", "password"}, register = {..., "!role"} }`, or derived from
    /// the rules' `on` / `except`.
    ///
    /// When the model declares its scenarios, a rule's `on` or `except` naming any other (but
    /// `default`) is an issue at the rule: such a rule would never run (`on`) or run where it was
    /// meant not to (`except`), most likely for a misspelled name.
    func readScenarios(
        _ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?, rules: RuleSet,
        references: [ScenarioReference]
    ) -> [String: [String]] {
        let declared: [String: [String]]? = r.withField(t, "scenarios") { at, type in
            guard type != LUA_TNIL else { return nil }
            guard type == LUA_TTABLE else {
                issue(
                    layout.line(model: modelIndex, at: [.key("scenarios")]) ?? line,
                    "model '\(model)': `scenarios` should map scenario names to lists of attributes")
                return nil
            }
            var lists: [String: [String]] = [:]
            for name in r.stringKeys(at) {
                guard let list = r.withField(at, name, { v, _ in r.stringList(v) }) else {
                    issue(
                        layout.line(model: modelIndex, at: [.key("scenarios"), .key(name)]) ?? line,
                        "model '\(model)': scenarios.\(name) should be a list of attribute names")
                    continue
                }
                lists[name] = list
            }
            return lists
        }
        let derived = ScenarioList(derivedFrom: rules).declarations
        guard var declared else { return derived }
        if declared[ScenarioList.defaultScenario] == nil {
            declared[ScenarioList.defaultScenario] = derived[ScenarioList.defaultScenario] ?? []
        }
        let known = declared.keys.sorted()
        for reference in references {
            for (option, names) in [("on", reference.on), ("except", reference.except)] {
                for (position, name) in names.enumerated() where declared[name] == nil {
                    issue(
                        reference.lines.line(ofOption: option, at: [.element(position + 1)], or: reference.line),
                        "\(reference.place): `\(option)` names scenario '\(name)', which model '\(model)' does not declare (scenarios: \(known.joined(separator: ", ")))",
                        hint: nearest(name, in: known).map { "did you mean '\($0)'?" })
                }
            }
        }
        return declared
    }

    /// `strategies = { "reachability", { "timestamp", field = "updatedAt", expiry = 300 }, function(o, ctx) … end, "default" }`.
    /// - Returns: the strategies, their names, each as a rule-set document writes it, and the
    ///   attributes their `field` options name.
    func readStrategies(_ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?, rules: RuleSet)
        -> ([any ValidationStrategy], [String], [Value], [AttributeReference])
    {
        r.withField(t, "strategies") { at, type in
            guard type != LUA_TNIL else {
                return ([RulesStrategy(rules), DefaultStrategy()], ["rules", "default"], ["rules", "default"], [])
            }
            guard type == LUA_TTABLE else {
                issue(
                    layout.line(model: modelIndex, at: [.key("strategies")]) ?? line,
                    "model '\(model)': `strategies` should be a list")
                return ([], [], [], [])
            }
            var strategies: [any ValidationStrategy] = []
            var names: [String] = []
            var data: [Value] = []
            var references: [AttributeReference] = []
            for i in stride(from: 1, through: r.count(at), by: 1) {
                let entryLine = layout.strategyLine(model: modelIndex, index: i - 1) ?? line
                r.withElement(at, i) { entry, entryType in
                    do {
                        switch entryType {
                        case LUA_TSTRING:
                            let name = r.stack.string(at: entry) ?? ""
                            strategies.append(try Self.strategy(name, options: [:], rules: rules))
                            names.append(name)
                            data.append(.string(name))
                        case LUA_TTABLE:
                            guard let name = r.withElement(entry, 1, { v, _ in r.stack.string(at: v) }) else {
                                return issue(entryLine, "strategies[\(i)] should start with a strategy name")
                            }
                            var options: [String: Value] = [:]
                            for key in r.stringKeys(entry) {
                                options[key] = try r.withField(entry, key) { v, _ in
                                    try r.stack.value(at: v, path: "strategies[\(i)].\(key)")
                                }
                            }
                            strategies.append(try Self.strategy(name, options: options, rules: rules))
                            names.append(name)
                            data.append(.object(options.merging(["strategy": .string(name)]) { _, name in name }))
                            if let field = options["field"]?.stringValue {
                                let path: [LuaTableLayout.Step] = [.key("strategies"), .element(i), .key("field")]
                                references.append(
                                    AttributeReference(
                                        name: field, line: layout.line(model: modelIndex, at: path) ?? entryLine,
                                        place: "strategies[\(i)]: `field`"))
                            }
                        case LUA_TFUNCTION:
                            let function = register(entry, r, line: entryLine)
                            let strategy = LuaStrategy(function: function)
                            strategies.append(strategy)
                            names.append(strategy.name)
                            data.append(DocumentMarker.luaFunction(at: function.origin))
                        default:
                            issue(
                                entryLine,
                                "strategies[\(i)] should be a name, a { name, options } table or a function, got a \(r.typeName(entry))"
                            )
                        }
                    } catch let error as RuleDefinitionError {
                        let path: [LuaTableLayout.Step] =
                            [.key("strategies"), .element(i)] + (error.option.map { [.key($0)] } ?? [])
                        issue(
                            layout.line(model: modelIndex, at: path) ?? entryLine, "strategies[\(i)]: \(error.message)",
                            hint: error.hint)
                    } catch {
                        issue(entryLine, "strategies[\(i)]: \(error)")
                    }
                }
            }
            return (strategies, names, data, references)
        }
    }

    /// A built-in strategy by name; `"rules"` is the one that also reports the values filters wrote back.
    static func strategy(_ name: String, options: [String: Value], rules: RuleSet) throws(RuleDefinitionError)
        -> any ValidationStrategy
    {
        if name == "rules" { return RulesStrategy(rules) }
        return try StrategyCatalog.make(name, options: options, rules: rules)
    }

    /// `examples = { valid = { {...} }, invalid = { {...} } }`; a record's `scenario` key names the
    /// scenario to validate it in. Each example carries the line of its record when the source shows it.
    func readExamples(_ t: Int32, _ r: LuaTableReader, model: String, modelIndex: Int, line: Int?) -> [ModelExample] {
        r.withField(t, "examples") { at, type in
            guard type != LUA_TNIL else { return [] }
            guard type == LUA_TTABLE else {
                issue(
                    layout.line(model: modelIndex, at: [.key("examples")]) ?? line,
                    "model '\(model)': `examples` should be { valid = {...}, invalid = {...} }")
                return []
            }
            var examples: [ModelExample] = []
            for (key, expectsValid) in [("valid", true), ("invalid", false)] {
                r.withField(at, key) { list, listType in
                    guard listType != LUA_TNIL else { return }
                    let listLine = layout.line(model: modelIndex, at: [.key("examples"), .key(key)]) ?? line
                    let records: Value
                    do throws(LuaConversionError) {
                        records = try r.stack.value(at: list, path: "examples.\(key)")
                    } catch {
                        return issue(
                            layout.line(model: modelIndex, at: LuaTableLayout.Step.path(error.path))
                                ?? listLine, "model '\(model)': \(error)")
                    }
                    guard let items = records.arrayValue else {
                        return issue(listLine, "model '\(model)': examples.\(key) should be a list of records")
                    }
                    for (i, item) in items.enumerated() {
                        guard var fields = item.objectValue ?? (item.arrayValue?.isEmpty == true ? [:] : nil) else {
                            issue(
                                layout.line(model: modelIndex, at: [.key("examples"), .key(key), .element(i + 1)])
                                    ?? listLine,
                                "model '\(model)': examples.\(key)[\(i + 1)] should be a record table")
                            continue
                        }
                        let scenario = fields.removeValue(forKey: "scenario")?.stringValue
                        examples.append(
                            ModelExample(
                                record: .object(fields), expectsValid: expectsValid, scenario: scenario,
                                position: i + 1,
                                line: layout.exampleLine(model: modelIndex, key: key, index: i)))
                    }
                }
            }
            return examples
        }
    }
}
