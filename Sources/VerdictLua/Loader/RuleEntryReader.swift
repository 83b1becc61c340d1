internal import CVerdictLua
import Verdict

/// Reads one rule entry, `{ ATTRIBUTES, TYPE, ARGS..., options }`, into one chain per attribute.
///
/// ATTRIBUTES is a name, a list of names, or names separated by commas (`"firstName, lastName"`,
/// as FXModelValidation writes them). TYPE is a built-in rule, a Lua function, `filter`, `default`,
/// `each` (rules for every element of a list) or `nested` (rules for the fields of an object). An
/// element entry of `each` leaves out ATTRIBUTES: `{ TYPE, ARGS..., options }`.
///
/// Every problem is an issue at the line of the part at fault when the entry spans several lines.
struct RuleEntryReader {
    let table: Int32
    let reader: LuaTableReader
    let owner: ModelTableReader
    let line: Int?
    let place: String
    /// The lines of the entry's parts.
    var lines = RuleFileLayout.Entry()
    /// Whether the entry is an element rule of `each`: no attributes, only element options.
    var isElement = false
    /// The position of the rule in the entry: 2 after the attributes, 1 in an element rule's own
    /// table, 3 for an element rule written in its `each` entry.
    var typeIndex = 2

    /// Options every rule takes (documented in ``RuleFileReference/entryOptions``); other named
    /// keys are the rule's own options.
    static let commonOptions = RuleFileReference.entryOptions.map(\.option)
    /// The options an element entry of `each` takes.
    static let elementOptions = ["message", "skipOnEmpty", "isEmpty", "name", "schema", "severity"]

    struct Parsed {
        let chains: [Validate]
        let summary: String
        /// The scenarios the entry names in `on`, and in `except`.
        let on: [String]
        let except: [String]
        /// The entry as a rule-set document writes it.
        let document: Value
        /// The other attributes the entry names (`verdict.field`, `compareAttribute`, `when`).
        let references: [AttributeReference]
    }

    func issue(_ message: String, hint: String? = nil, at line: Int? = nil) {
        owner.issue(line ?? self.line, "\(place): \(message)", hint: hint, kind: .ruleEntry)
    }

    /// An issue at an option's line.
    func issue(option key: String, _ message: String, hint: String? = nil) {
        issue(message, hint: hint, at: lines.line(ofOption: key, or: line))
    }

    /// An issue at a positional element's line (1-based).
    func issue(element index: Int, _ message: String, hint: String? = nil) {
        issue(message, hint: hint, at: lines.line(ofElement: index, or: line))
    }

    func read() -> Parsed? {
        let r = reader
        let count = r.count(table)
        guard count >= typeIndex else {
            issue(
                isElement
                    ? "an element rule of `each` needs the rule: { \"minLength\", 3 }"
                    : "a rule entry needs the attribute(s) and the rule: { \"title\", \"required\" }")
            return nil
        }
        let attributes: [String]
        if isElement {
            attributes = []
        } else {
            guard let read = readAttributes() else { return nil }
            attributes = read
        }
        guard let options = readOptions() else { return nil }
        guard let built = buildRule(count: count, options: options) else { return nil }
        guard checkMessages(options, for: built) else { return nil }
        let chains = attributes.map { attribute in chain(for: attribute, built: built, options: options) }
        var summary = "\(attributes.joined(separator: ", ")): \(built.label)"
        if !options.on.isEmpty { summary += " [on \(options.on.joined(separator: ", "))]" }
        if !options.except.isEmpty { summary += " [except \(options.except.joined(separator: ", "))]" }
        if options.when != nil { summary += " [when …]" }
        if let condition = options.condition { summary += " [when \(condition.label)]" }
        if options.severity == .warning { summary += " [warning]" }
        var document = options.data.merging(built.data) { _, rule in rule }
        document["attributes"] = .array(attributes.map(Value.string))
        if let line { document["line"] = .int(line) }
        return Parsed(
            chains: chains, summary: summary, on: options.on, except: options.except, document: .object(document),
            references: built.references + references(in: options))
    }

    /// The other attributes the entry's options name: `compareAttribute`, and `when`'s `field`.
    func references(in options: Options) -> [AttributeReference] {
        var found: [AttributeReference] = []
        if let name = options.rule["compareAttribute"]?.stringValue {
            found.append(
                AttributeReference(
                    name: name, line: lines.line(ofOption: "compareAttribute", or: line),
                    place: "\(place): `compareAttribute`"))
        }
        if let condition = options.condition {
            found.append(
                AttributeReference(
                    name: condition.field, line: lines.line(ofOption: "when", at: [.key("field")], or: line),
                    place: "\(place): `when`"))
        }
        return found
    }

    /// The attribute names: a name, a list, or names separated by commas (spaces around them
    /// dropped).
    private func readAttributes() -> [String]? {
        let r = reader
        guard let listed = r.withElement(table, 1, { at, _ in r.stringList(at) }), !listed.isEmpty else {
            issue(element: 1, "the first entry should be an attribute name or a list of them")
            return nil
        }
        var attributes: [String] = []
        for spelled in listed {
            let names = spelled.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmingSpaces)
            guard !names.contains(where: \.isEmpty) else {
                issue(
                    element: 1, "the attribute list \"\(spelled)\" has an empty name",
                    hint: "separate names with single commas: \"firstName, lastName\"")
                return nil
            }
            attributes += names
        }
        return attributes
    }

    /// The attribute names the entry's first element writes, as well as they read, without
    /// reporting anything: what a model knows of an entry that fails to load.
    func writtenAttributes() -> [String] {
        guard !isElement, let listed = reader.withElement(table, 1, { at, _ in reader.stringList(at) }) else {
            return []
        }
        return listed.flatMap { $0.split(separator: ",").map(Self.trimmingSpaces) }.filter { !$0.isEmpty }
    }

    /// What the entry's common options say.
    struct Options {
        var message: String?
        /// `message = { en = "…", de = "…" }`: the entry's text per locale.
        var messages: [LocaleTag: String] = [:]
        var on: [String] = []
        var except: [String] = []
        var when: LuaFunction?
        var isEmpty: LuaFunction?
        var skipOnEmpty: Bool?
        var skipOnError: Bool?
        var order: Int?
        var label: String?
        /// Whether the entry's failures refuse the record or are only reported.
        var severity: Severity?
        /// The entry's JSON Schema hint (`schema = { pattern = "…" }`), and the table as written.
        var schemaHint: SchemaObject?
        var schemaValue: Value?
        /// `when` written as a table: `when = { field = "country", equals = "USA" }`.
        var condition: FieldCondition?
        /// The rule's own options.
        var rule: [String: Value] = [:]
        /// The rule's own options given as functions (refused unless the rule takes one).
        var functions: [String: LuaFunction] = [:]
        /// Tables of rule entries (`rules = { … }` of `each` and `nested`), by option, as stack indexes
        /// are not kept: read again when the rule is built.
        var hasRules = false

        /// The options every entry takes, as the core applies them.
        var common: RuleEntryOptions {
            var common = RuleEntryOptions()
            common.message = message
            common.messages = messages
            common.on = on
            common.except = except
            common.skipOnEmpty = skipOnEmpty
            common.skipOnError = skipOnError
            common.order = order
            common.label = label
            common.severity = severity
            common.schemaHint = schemaHint
            common.condition = condition
            return common
        }

        /// The options' part of the entry in a rule-set document: each as written, a Lua function
        /// as the marker of where it was written.
        var data: [String: Value] {
            var data: [String: Value] = [:]
            if let message { data["message"] = .string(message) }
            if !messages.isEmpty {
                data["message"] = .object(
                    Dictionary(messages.map { ($0.key.identifier, Value.string($0.value)) }) { first, _ in first })
            }
            if !on.isEmpty { data["on"] = .array(on.map(Value.string)) }
            if !except.isEmpty { data["except"] = .array(except.map(Value.string)) }
            if let when { data["when"] = DocumentMarker.luaFunction(at: when.origin) }
            if let condition { data["when"] = condition.data }
            if let isEmpty { data["isEmpty"] = DocumentMarker.luaFunction(at: isEmpty.origin) }
            if let skipOnEmpty { data["skipOnEmpty"] = .bool(skipOnEmpty) }
            if let skipOnError { data["skipOnError"] = .bool(skipOnError) }
            if let order { data["order"] = .int(order) }
            if let label { data["name"] = .string(label) }
            if let severity { data["severity"] = .string(severity.rawValue) }
            if let schemaValue { data["schema"] = schemaValue }
            return data
        }
    }

    /// Reads the named keys: the common options, and the rule's own.
    func readOptions() -> Options? {
        let r = reader
        var options = Options()
        var ok = true
        let allowed = isElement ? Self.elementOptions : nil
        for key in r.stringKeys(table).sorted(by: {
            lines.line(ofOption: $0, or: line) ?? 0 < lines.line(ofOption: $1, or: line) ?? 0
        }) {
            if let allowed, Self.commonOptions.contains(key), !allowed.contains(key) {
                ok = false
                issue(
                    option: key, "`\(key)` does not apply to an element rule of `each`",
                    hint: "set it on the `each` entry")
                continue
            }
            r.withField(table, key) { at, type in
                switch key {
                case "message":
                    if let s = r.stack.string(at: at) {
                        options.message = s
                    } else if let texts = localizedTexts(at) {
                        options.messages = texts
                    } else {
                        ok = false
                        issue(
                            option: key, "`message` should be a text, or texts by locale, got a \(r.typeName(at))",
                            hint: #"message = "is taken." or message = { en = "is taken.", de = "ist vergeben." }"#)
                    }
                case "on", "except":
                    guard let list = r.stringList(at) else {
                        ok = false
                        return issue(option: key, "`\(key)` should be a scenario name or a list of them")
                    }
                    if key == "on" { options.on = list } else { options.except = list }
                case "when" where type == LUA_TTABLE:
                    do {
                        options.condition = try FieldCondition(data: try r.stack.value(at: at, path: key))
                    } catch let problem as FieldCondition.Problem {
                        ok = false
                        issue(option: key, problem.message, hint: problem.hint)
                    } catch {
                        ok = false
                        issue(option: key, "`when` \(error)")
                    }
                case "when", "isEmpty":
                    guard type == LUA_TFUNCTION else {
                        ok = false
                        let signature = key == "when" ? "(object, ctx)" : "(value) returning true when empty"
                        return issue(
                            option: key, "`\(key)` should be a function \(signature), got a \(r.typeName(at))",
                            hint: key == "when"
                                ? "when = function(object) return object.country == \"USA\" end"
                                : "isEmpty = function(value) return value == nil or value == 0 end; to check empty values too, write skipOnEmpty = false"
                        )
                    }
                    let function = owner.register(at, r, line: lines.line(ofOption: key, or: line))
                    if key == "when" { options.when = function } else { options.isEmpty = function }
                case "skipOnEmpty", "skipOnError":
                    guard let b = r.stack.boolean(at: at) else {
                        ok = false
                        return issue(
                            option: key, "`\(key)` should be true or false, got \(shown(at))",
                            hint: "write \(key) = true or \(key) = false, without quotes")
                    }
                    if key == "skipOnEmpty" { options.skipOnEmpty = b } else { options.skipOnError = b }
                case "order":
                    guard let v = try? r.stack.value(at: at, path: key), let n = v.intValue else {
                        ok = false
                        let quoted = r.stack.string(at: at).map { Self.trimmingSpaces($0[...]) }
                        return issue(
                            option: key,
                            "`order` should be a whole number (chains run in ascending order, default 100), got \(shown(at))",
                            hint: quoted.flatMap { Int($0) }.map { "write the number without quotes: order = \($0)" }
                                ?? "order = 50 runs the entry before those without `order` (100), order = 200 after them"
                        )
                    }
                    options.order = n
                case "name":
                    if let s = r.stack.string(at: at) {
                        options.label = s
                    } else {
                        ok = false
                        issue(option: key, "`name` should be a string, got \(shown(at))")
                    }
                case "severity":
                    guard let text = r.stack.string(at: at), let severity = Severity(rawValue: text) else {
                        ok = false
                        return issue(
                            option: key, "`severity` should be \"error\" or \"warning\", got \(shown(at))",
                            hint: #"severity = "warning" reports the entry's failures without refusing the record"#)
                    }
                    options.severity = severity
                case "schema":
                    guard let value = try? r.stack.value(at: at, path: key) else {
                        ok = false
                        return issue(option: key, "`schema` should be a table of JSON Schema keywords")
                    }
                    do throws(SchemaHintReader.Problem) {
                        options.schemaHint = try SchemaHintReader.hint(value, nearest: { owner.nearest($0, in: $1) })
                        options.schemaValue = value
                    } catch {
                        ok = false
                        issue(option: key, error.message, hint: error.hint)
                    }
                case "rules":
                    // Read by `each` and `nested`; anything else refuses it as an unknown option.
                    options.hasRules = true
                default:
                    if type == LUA_TFUNCTION {
                        options.functions[key] = owner.register(at, r, line: lines.line(ofOption: key, or: line))
                        return
                    }
                    do {
                        options.rule[key] = try r.stack.value(at: at, path: key)
                    } catch {
                        ok = false
                        issue(option: key, "option \(error)")
                    }
                }
            }
        }
        return ok ? options : nil
    }

    /// Where the entry was written: `order.lua:12`.
    var origin: RuleOrigin { RuleOrigin(file: owner.file, line: line) }

    /// A value on the stack as its author wrote it, for messages.
    func shown(_ index: Int32) -> String {
        if let v = try? reader.stack.value(at: index, path: "") { return RuleArguments.shown(v) }
        return "a \(reader.typeName(index))"
    }

    /// The chain of one attribute: the rule, then the entry's options.
    private func chain(for attribute: String, built: BuiltRule, options: Options) -> Validate {
        var chain = options.common.apply(to: built.apply(Validate(attribute)), origin: origin)
        if let isEmpty = options.isEmpty { chain = chain.treatsAsEmpty(Self.emptiness(isEmpty)) }
        if let when = options.when {
            let severity = options.severity ?? .error
            chain = chain.when(
                Self.condition(when, ruleName: built.name, severity: severity),
                tag: LuaCondition(function: when, ruleName: built.name))
        }
        return chain
    }

    /// A Lua `isEmpty` function as a chain's test of emptiness; a function that fails to run counts
    /// the value as not empty, so the rules run on it and nothing is skipped silently.
    static func emptiness(_ function: LuaFunction) -> @Sendable (Value, ValidationContext) -> Bool {
        { value, context in
            (try? function.withRuntime(bound: context.runtime) { runtime in
                try runtime.callPredicate(function.id, value: value, origin: function.origin)
            }) ?? false
        }
    }

    /// A Lua `when` function as a chain's condition; one that fails adds an error saying why, of
    /// the entry's severity.
    static func condition(_ when: LuaFunction, ruleName: String, severity: Severity)
        -> @Sendable (ValidationContext) -> Bool
    {
        { context in
            do {
                return try when.withRuntime(bound: context.runtime) { runtime in
                    runtime.callCondition(
                        when.id, context: context, ruleName: ruleName, severity: severity, origin: when.origin)
                }
            } catch {
                context.addError(
                    ValidationError(
                        attribute: context.attribute, rule: ruleName, key: .ruleError,
                        message:
                            "\(MessageFormatter.displayName(for: context.attributeName)) could not decide `when`: \(error)",
                        severity: severity))
                return false
            }
        }
    }

    /// `{ en = "…", de = "…" }`: texts by locale, when the table at `index` holds nothing else;
    /// `nil` otherwise. A key that is not a language tag is reported; the texts it holds are left.
    func localizedTexts(_ index: Int32) -> [LocaleTag: String]? {
        let r = reader
        guard lua_type(r.handle, index) == LUA_TTABLE, r.count(index) == 0 else { return nil }
        var texts: [LocaleTag: String] = [:]
        for key in r.stringKeys(index) {
            guard let text = r.withField(index, key, { v, _ in r.stack.string(at: v) }) else { return nil }
            guard let locale = LocaleTag(key) else {
                issue(
                    "`message`: '\(key)' is not a language tag",
                    hint: "texts by locale are keyed by BCP 47 tags: en, de, [\"pt-BR\"]",
                    at: lines.line(ofOption: "message", at: [.key(key)], or: line))
                continue
            }
            texts[locale] = text
        }
        return texts.isEmpty ? nil : texts
    }

    /// Whether the entry's `message` (and each of its texts by locale) reads, names only parameters
    /// its rule gives, and gives every plural form its language uses.
    func checkMessages(_ options: Options, for built: BuiltRule) -> Bool {
        guard checkMessage(options.message, for: built) else { return false }
        for (locale, text) in options.messages.sorted(by: { $0.key.identifier < $1.key.identifier }) {
            guard checkMessage(text, for: built, locale: locale) else { return false }
        }
        return true
    }

    /// Whether one text of the entry's `message` reads, names only parameters its rule gives, and,
    /// in `locale`, gives every plural form of its language.
    func checkMessage(_ message: String?, for built: BuiltRule, locale: LocaleTag? = nil) -> Bool {
        guard let message else { return true }
        let place = locale.map { "`message` (\($0))" } ?? "`message`"
        let template: MessageTemplate
        do {
            template = try MessageTemplate(message)
        } catch {
            issue(
                option: "message", "\(place) cannot be read: \(error)",
                hint: "placeholders are {name}, {value} and the rule's parameters")
            return false
        }
        if let known = built.placeholders {
            for parameter in template.parameters where !known.contains(parameter) {
                issue(
                    option: "message", "\(place) names {\(parameter)}, which rule '\(built.name)' does not give",
                    hint: owner.nearest(parameter, in: known.sorted()).map { "did you mean {\($0)}?" }
                        ?? "it gives \(known.sorted().map { "{\($0)}" }.joined(separator: ", "))")
                return false
            }
        }
        if let language = locale?.language {
            let needed = PluralRules.categories(of: language)
            for plural in template.pluralCategories where !needed.isSubset(of: plural.categories) {
                let missing = needed.subtracting(plural.categories).sorted().joined(separator: ", ")
                issue(
                    option: "message", "\(place): the plural of '{\(plural.parameter)}' lacks \(missing)",
                    hint: "'\(language)' distinguishes " + needed.sorted().joined(separator: ", "))
                return false
            }
        }
        return true
    }
}

extension RuleEntryReader {
    /// `name` without the white space around it: tabs and Unicode space separators, the characters
    /// of Foundation's `CharacterSet.whitespaces`. Foundation's `trimmingCharacters(in:)` would do,
    /// but its first call costs about a million instructions of run-time type look-ups, at every
    /// start of the command line.
    static func trimmingSpaces(_ name: Substring) -> String {
        let scalars = name.unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? scalar == " " || scalar == "\t" : scalar.properties.generalCategory == .spaceSeparator
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
