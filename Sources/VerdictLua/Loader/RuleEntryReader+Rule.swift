internal import CVerdictLua
import Verdict

extension RuleEntryReader {
    /// The entry's rule, ready to add to a chain.
    struct BuiltRule {
        /// The name errors report.
        let name: String
        /// The rule in words, for listings.
        let label: String
        /// Adds the rule (or the structure: `each`, `nested`) to a chain.
        let apply: (Validate) -> Validate
        /// The placeholders a `message` for it may name; `nil` when anything goes.
        let placeholders: Set<String>?
        /// The rule's part of the entry in a rule-set document: `rule`, `arguments`, `options`,
        /// and the `model`, `rules` or `element` of `each` and `nested`.
        var data: [String: Value] = [:]
        /// The other attributes its arguments name (`verdict.field "endDate"`).
        var references: [AttributeReference] = []
    }

    /// Builds the entry's rule: a Lua function, a `filter` / `default` with a function, `each`,
    /// `nested`, or a built-in rule by name with its arguments and options.
    func buildRule(count: Int, options: Options) -> BuiltRule? {
        let r = reader
        var typeName: String?
        var typeFunction: LuaFunction?
        r.withElement(table, typeIndex) { at, type in
            if let s = r.stack.string(at: at) {
                typeName = s
            } else if type == LUA_TFUNCTION {
                typeFunction = owner.register(at, r, line: lines.line(ofElement: typeIndex, or: line))
            }
        }
        if let function = typeFunction { return luaFunctionRule(function, count: count, options: options) }
        guard let name = typeName else {
            issue(
                element: typeIndex,
                isElement
                    ? "an element rule should start with a rule name or a function (value, object, ctx)"
                    : "the second entry should be a rule name or a function (value, object, ctx)")
            return nil
        }
        if name == "each" || name == "nested" { return structure(name, count: count, options: options) }
        if options.hasRules {
            issue(
                option: "rules", "rule '\(name)' takes no `rules`",
                hint: "`rules = { … }` goes with `each` and `nested`")
            return nil
        }
        // FXModelValidation's spellings of the function: `filter = function … end`, `value = function … end`.
        let functionOption = ["filter": "filter", "default": "value"][name]
        if let key = options.functions.keys.sorted().first(where: { $0 != functionOption }) {
            issue(option: key, "option '\(key)' of rule '\(name)' cannot be a function")
            return nil
        }
        var operands: [Operand] = []
        var references: [AttributeReference] = []
        var argumentFunctions: [LuaFunction] = []
        var failed = false
        for i in stride(from: typeIndex + 1, through: count, by: 1) {
            r.withElement(table, i) { at, type in
                if type == LUA_TFUNCTION {
                    argumentFunctions.append(owner.register(at, r, line: lines.line(ofElement: i, or: line)))
                    return
                }
                do {
                    let operand = try owner.runtime.operand(at: at, in: r.stack, path: "argument \(i - typeIndex)")
                    if case .field(let name) = operand {
                        references.append(
                            AttributeReference(
                                name: name, line: lines.line(ofElement: i, or: line),
                                place: "\(place): argument \(i - typeIndex)"))
                    }
                    operands.append(operand)
                } catch {
                    failed = true
                    issue(element: i, "\(error)")
                }
            }
        }
        if failed { return nil }
        if let functionOption, let function = options.functions[functionOption] {
            guard argumentFunctions.isEmpty, operands.isEmpty else {
                issue(
                    option: functionOption,
                    "`\(name)` takes its function as the argument or as `\(functionOption) = …`, not both",
                    hint: "keep one of them")
                return nil
            }
            argumentFunctions.append(function)
        }
        if name == "filter" || (name == "default" && !argumentFunctions.isEmpty) {
            if let key = options.rule.keys.sorted().first {
                if key == functionOption, !argumentFunctions.isEmpty {
                    issue(
                        option: key, "`\(name)` takes its function as the argument or as `\(key) = …`, not both",
                        hint: "keep one of them")
                } else if key == functionOption {
                    issue(
                        option: key,
                        "`\(key) = …` should be a function (value, object, ctx) returning the new value, got \(RuleArguments.shown(options.rule[key] ?? .null))",
                        hint: "a rule file has no model methods to name: write \(key) = function(value) return … end")
                } else {
                    issue(
                        option: key, "unknown option '\(key)' for `\(name)` with a function",
                        hint: "options are \(Self.commonOptions.joined(separator: ", "))")
                }
                return nil
            }
            return functionFilter(name, functions: argumentFunctions, operands: operands, label: options.label)
        }
        guard argumentFunctions.isEmpty else {
            issue(element: typeIndex + 1, "rule '\(name)' takes no function arguments")
            return nil
        }
        var built = builtIn(name, operands: operands, options: options)
        built?.references = references
        return built
    }

    /// A Lua function rule `(value, object, ctx)`.
    private func luaFunctionRule(_ function: LuaFunction, count: Int, options: Options) -> BuiltRule? {
        if let key = options.rule.keys.sorted().first ?? options.functions.keys.sorted().first {
            issue(
                option: key, "unknown option '\(key)' for a Lua function rule",
                hint: "options are \(Self.commonOptions.joined(separator: ", "))")
            return nil
        }
        guard count == typeIndex else {
            issue(element: typeIndex + 1, "a Lua function rule takes no arguments after the function")
            return nil
        }
        let rule = LuaFunctionRule(function: function, name: options.label ?? "lua", emptyPolicy: .skipEmpty)
        return BuiltRule(
            name: rule.name, label: "function (\(function.origin))", apply: { $0.rule(rule) },
            placeholders: ["name", "attribute", "value"],
            data: ["rule": DocumentMarker.luaFunction(at: function.origin)])
    }

    /// `filter fn`, or `default fn`: a Lua function whose result is written back.
    private func functionFilter(_ name: String, functions: [LuaFunction], operands: [Operand], label: String?)
        -> BuiltRule?
    {
        guard let function = functions.first, functions.count == 1, operands.isEmpty else {
            issue(
                element: typeIndex + 1,
                "`\(name)` needs one function (value, object, ctx) returning the new value")
            return nil
        }
        let rule: any ValidationRule
        if name == "filter" {
            rule = FilterRule(label ?? "lua filter (\(function.origin))") { value, context in
                try function.withRuntime(bound: context.runtime) { runtime in
                    try runtime.callFilter(function.id, value: value, context: context, origin: function.origin)
                }
            }
        } else {
            rule = CustomRule("default", emptyPolicy: .checkAll) { value, context in
                guard value.isEmpty else { return .passed }
                do {
                    return .rewritten(
                        try function.withRuntime(bound: context.runtime) { runtime in
                            try runtime.callFilter(function.id, value: value, context: context, origin: function.origin)
                        })
                } catch {
                    return .fail(.ruleError, ["error": .string("\(error)")])
                }
            }
        }
        return BuiltRule(
            name: rule.name, label: "\(name) function (\(function.origin))", apply: { $0.rule(rule) },
            placeholders: ["name", "attribute", "value", "error"],
            data: ["rule": .string(name), "arguments": [DocumentMarker.luaFunction(at: function.origin)]])
    }

    /// A built-in rule by name, its options checked first.
    private func builtIn(_ name: String, operands: [Operand], options: Options) -> BuiltRule? {
        if let descriptor = RuleCatalog.descriptors[name] {
            for key in options.rule.keys.sorted() where !descriptor.options.contains(key) {
                let candidates = descriptor.options + Self.commonOptions
                issue(
                    option: key, "unknown option '\(key)' for rule '\(name)'",
                    hint: owner.nearest(key, in: candidates).map { "did you mean '\($0)'?" }
                        ?? (descriptor.options.isEmpty
                            ? nil : "its options are \(descriptor.options.joined(separator: ", "))"))
                return nil
            }
        }
        do {
            let built = try RuleCatalog.make(
                name, RuleArguments(rule: name, positional: operands, options: options.rule))
            // `name = "…"` renames a built-in rule in errors too, as it does a Lua function rule.
            let rule: any ValidationRule = options.label.map { NamedRule(base: built, name: $0) } ?? built
            let arguments = operands.map { operand -> String in
                if case .value(.string(let s)) = operand { return "\"\(s)\"" }
                if case .field(let f) = operand { return "verdict.field \"\(f)\"" }
                if case .now = operand { return "verdict.now" }
                return operand.label
            }
            let optionText = options.rule.keys.sorted().map { "\($0) = \(options.rule[$0]?.description ?? "")" }
            var data: [String: Value] = ["rule": .string(name)]
            if !operands.isEmpty { data["arguments"] = .array(operands.map(DocumentMarker.value(of:))) }
            if !options.rule.isEmpty { data["options"] = .object(options.rule) }
            return BuiltRule(
                name: rule.name, label: ([name] + arguments + optionText).joined(separator: " "),
                apply: { $0.rule(rule) }, placeholders: RuleCatalog.placeholders(of: built), data: data)
        } catch {
            let at: Int? =
                if let option = error.option {
                    lines.line(ofOption: option, or: line)
                } else if let position =
                    error.position
                { lines.line(ofElement: typeIndex + position, or: line) } else { line }
            issue(error.message, hint: error.hint, at: at)
            return nil
        }
    }

    /// `each` (rules for every element of a list) or `nested` (rules for the fields of an object):
    /// inline `rules = { … }`, another model (`model = "LineItem"`), or — for `each` — one element
    /// rule written in place (`{ "tags", "each", "minLength", 3 }`).
    private func structure(_ kind: String, count: Int, options: Options) -> BuiltRule? {
        let r = reader
        let known = ["model"]
        if let key = options.rule.keys.sorted().first(where: { !known.contains($0) }) {
            issue(
                option: key, "unknown option '\(key)' for `\(kind)`",
                hint: "`\(kind)` takes `rules = { … }` or `model = \"Name\"`")
            return nil
        }
        var model: String?
        if let given = options.rule["model"] {
            guard let name = given.stringValue, !name.isEmpty else {
                issue(option: "model", "`model` should be a model's name, got \(RuleArguments.shown(given))")
                return nil
            }
            model = name
        }
        let inPlace = count > typeIndex
        let sources = [model != nil, options.hasRules, inPlace].filter { $0 }.count
        guard sources == 1 else {
            issue(
                sources == 0
                    ? "`\(kind)` needs its rules" : "`\(kind)` takes one of `rules`, `model` and a rule in place",
                hint: kind == "each"
                    ? "{ \"items\", \"each\", model = \"LineItem\" }, { \"tags\", \"each\", rules = { {\"minLength\", 3} } } or { \"tags\", \"each\", \"minLength\", 3 }"
                    : "{ \"address\", \"nested\", model = \"Address\" } or { \"address\", \"nested\", rules = { {\"city\", \"required\"} } }"
            )
            return nil
        }
        if kind == "nested" && inPlace {
            issue(
                element: typeIndex + 1, "`nested` takes `rules = { … }` or `model = \"Name\"`, not a rule in place",
                hint:
                    "give the object's fields their rules: { …, \"nested\", rules = { { \"city\", \"required\" } } }; for every element of a list, use `each`"
            )
            return nil
        }
        if let model {
            let link = owner.link(model: model, line: lines.line(ofOption: "model", or: line), place: place)
            let label = "\(kind) model \(model)"
            let data: [String: Value] = ["rule": .string(kind), "model": .string(model)]
            if kind == "nested" {
                return BuiltRule(name: kind, label: label, apply: { $0.nested(link) }, placeholders: nil, data: data)
            }
            return BuiltRule(
                name: kind, label: label, apply: { $0.each { $0.nested(link) } }, placeholders: nil, data: data)
        }
        if inPlace {
            // The element rule is the rest of this entry: { "tags", "each", "minLength", 3 }; the
            // entry's options are the `each` chain's.
            var element = self
            element.isElement = true
            element.typeIndex = typeIndex + 1
            guard let step = element.readElementRule(options: Options()) else { return nil }
            return BuiltRule(
                name: kind, label: "each \(step.label)", apply: { $0.each(step.apply) }, placeholders: nil,
                data: ["rule": .string(kind), "element": .object(step.data)])
        }
        var steps: [BuiltRule] = []
        var chains: [Validate] = []
        var entries: [Value] = []
        var references: [AttributeReference] = []
        var ok = true
        r.withField(table, "rules") { at, type in
            guard type == LUA_TTABLE else {
                ok = false
                return issue(option: "rules", "`rules` should be a list of rule entries, got a \(r.typeName(at))")
            }
            for i in stride(from: 1, through: r.count(at), by: 1) {
                let entryLine = lines.nestedLine(i) ?? lines.line(ofOption: "rules", or: line)
                r.withElement(at, i) { entry, entryType in
                    guard entryType == LUA_TTABLE else {
                        ok = false
                        return issue(
                            "rules[\(i)] of `\(kind)` should be a table, got a \(r.typeName(entry))", at: entryLine)
                    }
                    var nested = RuleEntryReader(
                        table: entry, reader: r, owner: owner, line: entryLine, place: "\(place).rules[\(i)]",
                        lines: lines.nested(i))
                    if kind == "each" {
                        nested.isElement = true
                        nested.typeIndex = 1
                        guard let options = nested.readOptions(), let step = nested.readElementRule(options: options)
                        else {
                            ok = false
                            return
                        }
                        steps.append(step)
                    } else {
                        guard let parsed = nested.read() else {
                            ok = false
                            return
                        }
                        chains += parsed.chains
                        entries.append(parsed.document)
                        references += parsed.references
                    }
                }
            }
        }
        guard ok else { return nil }
        if kind == "nested" {
            // `verdict.field` and `when` name fields of the nested object, which its own rules know.
            owner.warnOfMisspellings(
                references, known: Set(chains.map(\.attribute)), knower: "no rule of \(place)'s `nested` rules")
            let rules = RuleSet(RuleSet.mergingAdjacent(chains))
            return BuiltRule(
                name: kind, label: "nested (\(chains.count) rules)", apply: { $0.nested(rules) }, placeholders: nil,
                data: ["rule": .string(kind), "rules": .array(entries)])
        }
        return BuiltRule(
            name: kind, label: "each (\(steps.map(\.label).joined(separator: ", ")))",
            apply: { chain in chain.each { element in steps.reduce(element) { $1.apply($0) } } }, placeholders: nil,
            data: ["rule": .string(kind), "rules": .array(steps.map { .object($0.data) })])
    }

    /// An element rule of `each` (`{ TYPE, ARGS..., options }`, or the rule written in its `each`
    /// entry) as a step that adds the rule and its options to the element chain.
    func readElementRule(options: Options) -> BuiltRule? {
        let count = reader.count(table)
        guard count >= typeIndex else {
            issue("an element rule of `each` needs the rule: { \"minLength\", 3 }")
            return nil
        }
        guard let built = buildRule(count: count, options: options), checkMessages(options, for: built) else {
            return nil
        }
        let common = options.common
        let isEmpty = options.isEmpty
        let origin = self.origin
        var data = options.data.merging(built.data) { _, rule in rule }
        if let line { data["line"] = .int(line) }
        return BuiltRule(
            name: built.name, label: built.label,
            apply: { chain in
                var chain = common.applyToRule(of: built.apply(chain).origin(origin))
                if let isEmpty { chain = chain.treatsAsEmpty(Self.emptiness(isEmpty)) }
                return chain
            }, placeholders: built.placeholders, data: data)
    }
}
