/// Where the parts of a rule file start: the line of each model table's `model =`, of each
/// entry of its `rules` and `strategies` tables, of each text of its `messages` table and of each
/// record of its `examples`.
///
/// Lua keeps no line numbers for table constructors, so the loader reads them from the source:
/// a small tokenizer skips strings, long strings and comments, and records the line of every
/// entry directly inside a `rules = { … }` or `strategies = { … }` table, in order. The n-th such
/// table belongs to the n-th model the file returns. Files that build models in loops do not line
/// up; the loader then reports the file without a line rather than a wrong one.
struct RuleFileLayout: Sendable {
    /// The lines of one model's parts.
    struct Model: Sendable {
        var line: Int?
        /// The line of the model table's `{`: where a model without `model =` is reported.
        var tableLine: Int?
        /// The name, when `model =` is followed by a plain string literal.
        var name: String?
        var ruleLines: [Int] = []
        var strategyLines: [Int] = []
        /// The parts of each rule entry, in the order of ``ruleLines``.
        var entries: [Entry] = []
        /// The line of each attribute of the `messages` table (`"title"`), and of each of its texts
        /// (`"title.tooShort"`).
        var messageLines: [String: Int] = [:]
        /// The line of each record of `examples.valid` and of `examples.invalid`, in order.
        var exampleLines: [String: [Int]] = [:]
    }

    /// The lines of the parts of one rule entry, so that a mistake inside an entry written over
    /// several lines is reported at its own line.
    struct Entry: Sendable {
        /// The line of each named option (`message = …`).
        var options: [String: Int] = [:]
        /// The line of each positional element (the attributes, the rule, its arguments), in order.
        var elements: [Int] = []
        /// The lines of the entries of its own `rules = { … }` (`each` and `nested`), in order.
        var nested: [Int] = []

        /// The line of option `key`, else of the entry.
        func line(ofOption key: String, or entryLine: Int?) -> Int? { options[key] ?? entryLine }

        /// The line of positional element `index` (1-based), else of the entry.
        func line(ofElement index: Int, or entryLine: Int?) -> Int? {
            elements.indices.contains(index - 1) ? elements[index - 1] : entryLine
        }
    }

    private(set) var models: [Model] = []
    /// The line of the chunk's last `return` outside any table and function, or of its last token
    /// when it has none: where a file that returns something other than model tables is reported.
    private(set) var returnLine: Int?

    /// The line of rule entry `index` (0-based) of model `model`, if known.
    func ruleLine(model: Int, index: Int) -> Int? {
        guard models.indices.contains(model), models[model].ruleLines.indices.contains(index) else { return nil }
        return models[model].ruleLines[index]
    }

    /// The lines of the parts of rule entry `index` (0-based) of model `model`; empty when unknown.
    func ruleEntry(model: Int, index: Int) -> Entry {
        guard models.indices.contains(model), models[model].entries.indices.contains(index) else { return Entry() }
        return models[model].entries[index]
    }

    /// The line of the text `messages[attribute][key]` of model `model`, else of its attribute's
    /// table, if known.
    func messageLine(model: Int, attribute: String, key: String) -> Int? {
        guard models.indices.contains(model) else { return nil }
        return models[model].messageLines["\(attribute).\(key)"] ?? models[model].messageLines[attribute]
    }

    /// The line of strategy entry `index` of model `model`, if known.
    func strategyLine(model: Int, index: Int) -> Int? {
        guard models.indices.contains(model), models[model].strategyLines.indices.contains(index) else { return nil }
        return models[model].strategyLines[index]
    }

    /// The line of record `index` (0-based) of `examples.valid` (`key` "valid") or
    /// `examples.invalid` of model `model`, if known.
    func exampleLine(model: Int, key: String, index: Int) -> Int? {
        guard models.indices.contains(model), let lines = models[model].exampleLines[key],
            lines.indices.contains(index)
        else { return nil }
        return lines[index]
    }

    /// The layout entry of the model named `name`, the `position`-th the chunk returned, or
    /// `nil` when the source does not show where it is (a model built by a function or a loop).
    ///
    /// The entry whose `model =` literal is `name` (the first not yet `taken`), else the entry
    /// at `position` if its name is not a literal; never an entry that names another model.
    func index(ofModel name: String?, position: Int, taken: Set<Int>) -> Int? {
        if let name, let named = models.indices.first(where: { models[$0].name == name && !taken.contains($0) }) {
            return named
        }
        guard models.indices.contains(position), models[position].name == nil else { return nil }
        return position
    }

    /// The line of model `model`'s `model =` field, if known.
    func modelLine(_ model: Int) -> Int? {
        models.indices.contains(model) ? models[model].line ?? models[model].tableLine : nil
    }

    /// Reads the layout of a source text.
    init(source: String) {
        let tokens = LuaTokenizer.tokens(of: Array(source.utf8))
        var openTables: [Int] = []  // instance ids of the open tables, innermost last
        var nextInstance = 0
        var modelOfInstance: [Int: Int] = [:]
        var openLines: [Int: Int] = [:]  // the line of each table instance's `{`
        var lists: [(depth: Int, blocks: Int, isRules: Bool, model: Int)] = []  // open rules/strategies tables
        // Open `function` / `if` / `do` blocks: commas inside a function body (its parameters,
        // `return "valid", "why"`) do not start entries of the list the function sits in.
        var blocks = 0

        func model(ofInstance instance: Int) -> Int {
            if let m = modelOfInstance[instance] { return m }
            models.append(Model(tableLine: openLines[instance]))
            modelOfInstance[instance] = models.count - 1
            return models.count - 1
        }
        func startsEntry(_ i: Int) -> Bool {
            i > 0 && (tokens[i - 1].kind == .open || tokens[i - 1].kind == .comma || tokens[i - 1].kind == .semicolon)
        }

        // The rule entry being read: its model, and the depth of its contents; the depth of its own
        // `rules = { … }` contents, while inside it.
        var entry: (model: Int, depth: Int)?
        // The `messages = { … }` table being read: its model, the depth of its contents, and the
        // attribute whose texts are being read.
        var messages: (model: Int, depth: Int)?
        var messageAttribute: String?
        // The `examples = { … }` table being read: its model and the depth of its contents; then
        // the `valid = { … }` or `invalid = { … }` list being read, whose entries are records.
        var examples: (model: Int, depth: Int)?
        var exampleList: (model: Int, key: String, depth: Int)?
        var nestedDepth: Int?
        var opensNested = false
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            let depth = openTables.count
            if let open = entry, depth < open.depth { entry = nil }
            if let open = messages, depth < open.depth { messages = nil }
            if let inner = nestedDepth, depth < inner { nestedDepth = nil }
            if let open = examples, depth < open.depth { examples = nil }
            if let open = exampleList, depth < open.depth { exampleList = nil }
            if let list = exampleList, depth == list.depth, token.kind != .close, startsEntry(i) {
                models[list.model].exampleLines[list.key, default: []].append(token.line)
            }
            // Any token that starts an entry of a rules / strategies list: a table, a string, a
            // function, a number or a variable — so that the n-th line is the n-th entry's.
            if token.kind != .close, let list = lists.last, list.depth == depth, list.blocks == blocks, startsEntry(i) {
                if list.isRules {
                    models[list.model].ruleLines.append(token.line)
                    models[list.model].entries.append(Entry())
                    if token.kind == .open { entry = (list.model, depth + 1) }
                } else {
                    models[list.model].strategyLines.append(token.line)
                }
            } else if let open = entry, token.kind != .close, startsEntry(i), blocks == lists.last?.blocks {
                let last = models[open.model].entries.count - 1
                if depth == open.depth {
                    if case .name(let key) = token.kind, i + 1 < tokens.count, tokens[i + 1].kind == .equals {
                        models[open.model].entries[last].options[key] = token.line
                        if key == "rules", i + 2 < tokens.count, tokens[i + 2].kind == .open { opensNested = true }
                    } else if token.kind == .bracket, i + 3 < tokens.count, tokens[i + 1].kind == .string,
                        let key = tokens[i + 1].text, tokens[i + 3].kind == .equals
                    {
                        // `["not"] = true`: an option whose name is a Lua keyword.
                        models[open.model].entries[last].options[key] = token.line
                    } else {
                        models[open.model].entries[last].elements.append(token.line)
                    }
                } else if depth == nestedDepth {
                    models[open.model].entries[last].nested.append(token.line)
                }
            }
            switch token.kind {
            case .open:
                if opensNested {
                    nestedDepth = depth + 1
                    opensNested = false
                }
                openLines[nextInstance] = token.line
                openTables.append(nextInstance)
                nextInstance += 1
            case .close:
                if let list = lists.last, list.depth == depth { lists.removeLast() }
                if !openTables.isEmpty { openTables.removeLast() }
            case .function, .name("if"), .name("do"):
                blocks += 1
            case .name("end"):
                blocks = max(0, blocks - 1)
            case .name("return") where openTables.isEmpty && blocks == 0:
                returnLine = token.line
            case .name(let name):
                guard let table = openTables.last, i + 1 < tokens.count, tokens[i + 1].kind == .equals,
                    startsEntry(i)
                else { break }
                if let open = messages, depth == open.depth {
                    messageAttribute = name
                    models[open.model].messageLines[name] = token.line
                } else if let open = messages, depth == open.depth + 1, let attribute = messageAttribute {
                    models[open.model].messageLines["\(attribute).\(name)"] = token.line
                } else if name == "messages", entry == nil, messages == nil, examples == nil, i + 2 < tokens.count,
                    tokens[i + 2].kind == .open
                {
                    messages = (model(ofInstance: table), depth + 1)
                    messageAttribute = nil
                    openTables.append(nextInstance)
                    nextInstance += 1
                    i += 3
                    continue
                } else if let open = examples, depth == open.depth, name == "valid" || name == "invalid",
                    i + 2 < tokens.count, tokens[i + 2].kind == .open
                {
                    exampleList = (open.model, name, depth + 1)
                    openTables.append(nextInstance)
                    nextInstance += 1
                    i += 3
                    continue
                } else if name == "examples", entry == nil, messages == nil, examples == nil, i + 2 < tokens.count,
                    tokens[i + 2].kind == .open
                {
                    examples = (model(ofInstance: table), depth + 1)
                    openTables.append(nextInstance)
                    nextInstance += 1
                    i += 3
                    continue
                } else if name == "model", entry == nil, examples == nil {
                    let m = model(ofInstance: table)
                    if models[m].line == nil {
                        models[m].line = token.line
                        if i + 2 < tokens.count, tokens[i + 2].kind == .string { models[m].name = tokens[i + 2].text }
                    }
                } else if name == "rules" || name == "strategies", entry == nil, examples == nil, i + 2 < tokens.count,
                    tokens[i + 2].kind == .open
                {
                    let m = model(ofInstance: table)
                    lists.append((depth: depth + 1, blocks: blocks, isRules: name == "rules", model: m))
                    openTables.append(nextInstance)
                    nextInstance += 1
                    i += 3
                    continue
                }
            default:
                break
            }
            i += 1
        }
        if returnLine == nil { returnLine = tokens.last?.line }
    }
}
