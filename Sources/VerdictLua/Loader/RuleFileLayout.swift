/// Where the parts of a rule file start: the line of each model table's `model =`, and of each
/// entry of its `rules` and `strategies` tables.
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
        var ruleLines: [Int] = []
        var strategyLines: [Int] = []
    }

    private(set) var models: [Model] = []

    /// The line of rule entry `index` (0-based) of model `model`, if known.
    func ruleLine(model: Int, index: Int) -> Int? {
        guard models.indices.contains(model), models[model].ruleLines.indices.contains(index) else { return nil }
        return models[model].ruleLines[index]
    }

    /// The line of strategy entry `index` of model `model`, if known.
    func strategyLine(model: Int, index: Int) -> Int? {
        guard models.indices.contains(model), models[model].strategyLines.indices.contains(index) else { return nil }
        return models[model].strategyLines[index]
    }

    /// The line of model `model`'s `model =` field, if known.
    func modelLine(_ model: Int) -> Int? {
        models.indices.contains(model) ? models[model].line : nil
    }

    /// Reads the layout of a source text.
    init(source: String) {
        let tokens = LuaTokenizer.tokens(of: Array(source.utf8))
        var openTables: [Int] = []  // instance ids of the open tables, innermost last
        var nextInstance = 0
        var modelOfInstance: [Int: Int] = [:]
        var lists: [(depth: Int, isRules: Bool, model: Int)] = []  // open rules/strategies tables

        func model(ofInstance instance: Int) -> Int {
            if let m = modelOfInstance[instance] { return m }
            models.append(Model())
            modelOfInstance[instance] = models.count - 1
            return models.count - 1
        }
        func startsEntry(_ i: Int) -> Bool {
            i > 0 && (tokens[i - 1].kind == .open || tokens[i - 1].kind == .comma || tokens[i - 1].kind == .semicolon)
        }

        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            let depth = openTables.count
            switch token.kind {
            case .open:
                if let list = lists.last, list.depth == depth, startsEntry(i) {
                    if list.isRules {
                        models[list.model].ruleLines.append(token.line)
                    } else {
                        models[list.model].strategyLines.append(token.line)
                    }
                }
                openTables.append(nextInstance)
                nextInstance += 1
            case .close:
                if let list = lists.last, list.depth == depth { lists.removeLast() }
                if !openTables.isEmpty { openTables.removeLast() }
            case .name(let name):
                guard let table = openTables.last, i + 1 < tokens.count, tokens[i + 1].kind == .equals,
                    startsEntry(i)
                else { break }
                if name == "model" {
                    let m = model(ofInstance: table)
                    if models[m].line == nil { models[m].line = token.line }
                } else if name == "rules" || name == "strategies", i + 2 < tokens.count, tokens[i + 2].kind == .open {
                    let m = model(ofInstance: table)
                    lists.append((depth: depth + 1, isRules: name == "rules", model: m))
                    openTables.append(nextInstance)
                    nextInstance += 1
                    i += 3
                    continue
                }
            case .string, .function:
                if let list = lists.last, list.depth == depth, !list.isRules, startsEntry(i) {
                    models[list.model].strategyLines.append(token.line)
                }
            default:
                break
            }
            i += 1
        }
    }
}
