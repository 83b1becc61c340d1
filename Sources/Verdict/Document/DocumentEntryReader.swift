/// Reads one rule entry of a rule-set document into the chains it makes, as the Lua loader reads
/// a rule file's `{ ATTRIBUTES, TYPE, ARGS..., options }`: a built-in rule by name with its
/// arguments and options, `each` and `nested`, and the options every entry takes
/// (``RuleEntryOptions``). A Lua function anywhere in it is a problem naming where it was written:
/// a loader without Lua cannot run it.
struct DocumentEntryReader {
    /// The rule file of the entry's model.
    let file: String?
    /// The entry's model, for messages.
    let model: String
    /// Where the entry is among its model's (`rules[3]`), for messages.
    let place: String
    /// What is wrong, in order.
    private(set) var problems: [RuleSetDocumentProblem] = []
    /// The links to other models the entry names (`nested`, `each` with `model`), with the line
    /// of the entry that names each: linked once every model is read.
    private(set) var links: [(link: RuleSetLink, line: Int?)] = []

    init(file: String?, model: String, place: String) {
        self.file = file
        self.model = model
        self.place = place
    }

    /// The common keys of an entry, beside its rule and the rule's own `options`.
    static let keys: Set<String> = [
        "line", "attributes", "rule", "arguments", "options", "message", "on", "except", "when", "isEmpty",
        "skipOnEmpty", "skipOnError", "order", "name", "severity", "schema", "rules", "model", "element",
    ]

    /// The keys of an entry that say what its rule is, read by ``rule(of:options:line:)``.
    static let ruleKeys: Set<String> = [
        "line", "attributes", "rule", "arguments", "options", "rules", "model", "element",
    ]

    /// The chains of an entry with attributes, one per attribute; `nil` when it cannot be used.
    mutating func chains(of entry: Value) -> [Validate]? {
        guard case .object(let fields) = entry else {
            problem(nil, "\(place) should be an object")
            return nil
        }
        let line = fields["line"]?.intValue
        guard case .array(let names)? = fields["attributes"], !names.isEmpty,
            case let attributes = names.compactMap(\.stringValue), attributes.count == names.count
        else {
            problem(line, "\(place) should name its attributes: \"attributes\": [\"title\"]")
            return nil
        }
        guard let options = options(of: fields, line: line), let apply = rule(of: fields, options: options, line: line)
        else { return nil }
        let origin = RuleOrigin(file: file ?? model, line: line)
        return attributes.map { options.apply(to: apply(Validate($0)), origin: origin) }
    }

    /// An element rule of `each`, as the step that adds it with its options to the element chain.
    private mutating func elementStep(of entry: Value) -> ((Validate) -> Validate)? {
        guard case .object(let fields) = entry else {
            problem(nil, "\(place): an element rule of `each` should be an object")
            return nil
        }
        let line = fields["line"]?.intValue
        guard let options = options(of: fields, line: line), let apply = rule(of: fields, options: options, line: line)
        else { return nil }
        let origin = RuleOrigin(file: file ?? model, line: line)
        return { options.applyToRule(of: apply($0).origin(origin)) }
    }

    /// The entry's options, checked.
    private mutating func options(of fields: [String: Value], line: Int?) -> RuleEntryOptions? {
        var options = RuleEntryOptions()
        var ok = true
        for key in fields.keys.sorted() where !Self.keys.contains(key) {
            ok = false
            problem(
                line, "\(place): unknown key '\(key)'",
                hint: EditDistance.nearest(to: key, in: Self.keys).map { "did you mean '\($0)'?" })
        }
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) where !Self.ruleKeys.contains(key) {
            if let origin = DocumentMarker.luaOrigin(of: value) {
                ok = false
                luaProblem(line, origin, what: "`\(key)`")
                continue
            }
            switch key {
            case "message":
                if case .string(let text) = value {
                    options.message = text
                } else if case .object(let texts) = value {
                    for (tag, text) in texts {
                        guard let locale = LocaleTag(tag), let text = text.stringValue else {
                            ok = false
                            problem(line, "\(place): `message` in '\(tag)' should be a text of a language tag")
                            continue
                        }
                        options.messages[locale] = text
                        if locale == .english { options.message = text }
                    }
                } else {
                    ok = false
                    problem(line, "\(place): `message` should be a text, or texts by locale")
                }
            case "on", "except":
                guard case .array(let list) = value, case let names = list.compactMap(\.stringValue),
                    names.count == list.count
                else {
                    ok = false
                    problem(line, "\(place): `\(key)` should be a list of scenario names")
                    continue
                }
                if key == "on" { options.on = names } else { options.except = names }
            case "skipOnEmpty", "skipOnError":
                guard case .bool(let flag) = value else {
                    ok = false
                    problem(line, "\(place): `\(key)` should be true or false")
                    continue
                }
                if key == "skipOnEmpty" { options.skipOnEmpty = flag } else { options.skipOnError = flag }
            case "order":
                guard let order = value.intValue else {
                    ok = false
                    problem(line, "\(place): `order` should be a whole number")
                    continue
                }
                options.order = order
            case "name":
                guard let label = value.stringValue else {
                    ok = false
                    problem(line, "\(place): `name` should be a text")
                    continue
                }
                options.label = label
            case "severity":
                guard let severity = value.stringValue.flatMap(Severity.init(rawValue:)) else {
                    ok = false
                    problem(line, "\(place): `severity` should be \"error\" or \"warning\"")
                    continue
                }
                options.severity = severity
            case "schema":
                do throws(SchemaHintReader.Problem) {
                    options.schemaHint = try SchemaHintReader.hint(value) { EditDistance.nearest(to: $0, in: $1) }
                } catch {
                    ok = false
                    problem(line, "\(place): \(error.message)", hint: error.hint)
                }
            case "when":
                do throws(FieldCondition.Problem) {
                    options.condition = try FieldCondition(data: value)
                } catch {
                    ok = false
                    problem(line, "\(place): \(error.message)", hint: error.hint)
                }
            case "isEmpty":
                ok = false
                problem(line, "\(place): `isEmpty` should be a Lua function")
            default:
                break
            }
        }
        return ok ? options : nil
    }

    /// What adds the entry's rule to a chain: a built-in rule by name, or `each` / `nested`.
    private mutating func rule(of fields: [String: Value], options: RuleEntryOptions, line: Int?)
        -> ((Validate) -> Validate)?
    {
        guard let rule = fields["rule"] else {
            problem(line, "\(place) has no rule")
            return nil
        }
        if let origin = DocumentMarker.luaOrigin(of: rule) {
            luaProblem(line, origin, what: "its rule (`\(options.label ?? "lua")`)")
            return nil
        }
        guard let name = rule.stringValue else {
            problem(line, "\(place): `rule` should be a rule's name")
            return nil
        }
        if name == "each" || name == "nested" { return structure(name, fields: fields, line: line) }
        var operands: [Operand] = []
        var ok = true
        for (index, argument) in (fields["arguments"]?.arrayValue ?? []).enumerated() {
            guard let operand = DocumentMarker.operand(of: argument) else {
                ok = false
                luaProblem(
                    line, DocumentMarker.luaOrigin(of: argument) ?? "", what: "argument \(index + 1) of `\(name)`")
                continue
            }
            operands.append(operand)
        }
        var ruleOptions: [String: Value] = [:]
        if case .object(let given)? = fields["options"] {
            for (key, value) in given {
                if let origin = DocumentMarker.luaOrigin(of: value) {
                    ok = false
                    luaProblem(line, origin, what: "option `\(key)` of `\(name)`")
                }
                ruleOptions[key] = value
            }
        }
        guard ok else { return nil }
        if let descriptor = RuleCatalog.descriptors[name] {
            for key in ruleOptions.keys.sorted() where !descriptor.options.contains(key) {
                problem(
                    line, "\(place): unknown option '\(key)' for rule '\(name)'",
                    hint: EditDistance.nearest(to: key, in: descriptor.options).map { "did you mean '\($0)'?" })
                return nil
            }
        }
        do {
            let built = try RuleCatalog.make(
                name, RuleArguments(rule: name, positional: operands, options: ruleOptions))
            let rule: any ValidationRule = options.label.map { NamedRule(base: built, name: $0) } ?? built
            return { $0.rule(rule) }
        } catch {
            problem(line, "\(place): \(error.message)", hint: error.hint)
            return nil
        }
    }

    /// `each` or `nested`: another model (`model`), inline entries (`rules`), or — for `each` — one
    /// element rule in place (`element`).
    private mutating func structure(_ kind: String, fields: [String: Value], line: Int?) -> ((Validate) -> Validate)? {
        if let model = fields["model"]?.stringValue {
            let link = RuleSetLink(model: model)
            links.append((link, line))
            if kind == "nested" { return { $0.nested(link) } }
            return { $0.each { $0.nested(link) } }
        }
        if kind == "each", let element = fields["element"] {
            guard let step = elementStep(of: element) else { return nil }
            return { $0.each(step) }
        }
        guard case .array(let entries)? = fields["rules"] else {
            problem(line, "\(place): `\(kind)` needs `rules`, `model`\(kind == "each" ? " or `element`" : "")")
            return nil
        }
        let outer = place
        var ok = true
        if kind == "each" {
            var steps: [(Validate) -> Validate] = []
            for (index, entry) in entries.enumerated() {
                var reader = DocumentEntryReader(file: file, model: model, place: "\(outer).rules[\(index + 1)]")
                if let step = reader.elementStep(of: entry) { steps.append(step) } else { ok = false }
                problems += reader.problems
                links += reader.links
            }
            guard ok else { return nil }
            return { chain in chain.each { element in steps.reduce(element) { $1($0) } } }
        }
        var chains: [Validate] = []
        for (index, entry) in entries.enumerated() {
            var reader = DocumentEntryReader(file: file, model: model, place: "\(outer).rules[\(index + 1)]")
            if let made = reader.chains(of: entry) { chains += made } else { ok = false }
            problems += reader.problems
            links += reader.links
        }
        guard ok else { return nil }
        let rules = RuleSet(RuleSet.mergingAdjacent(chains))
        return { $0.nested(rules) }
    }

    /// The problem of a Lua function written at `origin`.
    private mutating func luaProblem(_ line: Int?, _ origin: String, what: String) {
        problems.append(
            Self.luaProblem(
                origin: origin, file: file, line: line, model: model, what: "\(place): \(what)",
                hint: "write it with built-in rules and a `when` table, or load the rules with VerdictLua"))
    }

    /// The problem of a Lua function of `model` written at `origin` (`rules/user.lua:12`), else at
    /// `file` and `line`: `what` is a Lua function, which a loader without Lua cannot run.
    static func luaProblem(origin: String, file: String?, line: Int?, model: String, what: String, hint: String)
        -> RuleSetDocumentProblem
    {
        let (originFile, originLine) = split(origin)
        return RuleSetDocumentProblem(
            file: originFile ?? file, line: originLine ?? line,
            message: "model '\(model)': \(what) is a Lua function, which a rule set loaded without Lua cannot run",
            hint: hint)
    }

    private mutating func problem(_ line: Int?, _ message: String, hint: String? = nil) {
        problems.append(
            RuleSetDocumentProblem(file: file, line: line, message: "model '\(model)': \(message)", hint: hint))
    }

    /// `rules/user.lua:12` as its file and line.
    static func split(_ origin: String) -> (file: String?, line: Int?) {
        guard let colon = origin.lastIndex(of: ":"), let line = Int(origin[origin.index(after: colon)...]) else {
            return (origin.isEmpty ? nil : origin, nil)
        }
        return (String(origin[..<colon]), line)
    }
}
