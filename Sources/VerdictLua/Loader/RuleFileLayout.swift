/// Where the parts of a rule file start: each model table, its `model =` line, and the line of
/// every key and entry written in it — its `rules` and their options and arguments, `names`,
/// `messages`, `scenarios`, `secrets`, `strategies`, `examples`.
///
/// The lines come from the source (``LuaTableLayout``): a model table is a table with a `model`
/// key (or `rules`, `strategies` or `messages` tables) and no positional entries, inside no other
/// model table. The n-th model the chunk returns is matched to its table by its `model =` name, or
/// by position when the name is not a literal. Files that build models in loops do not line up; the
/// loader then reports the file without a line rather than a wrong one.
struct RuleFileLayout: Sendable {
    /// One model table.
    struct Model: Sendable {
        /// The line of its `model =` field.
        var line: Int?
        /// The line of the model table's `{`: where a model without `model =` is reported.
        var tableLine: Int?
        /// The name, when `model =` is followed by a plain string literal alone.
        var name: String?
        /// Its table in ``RuleFileLayout/tables``.
        var table: Int
    }

    /// The lines of the parts of one rule entry, so that a mistake inside an entry written over
    /// several lines is reported at its own line.
    struct Entry: Sendable {
        /// The entry's table; unknown when the source does not show it.
        var place = LuaTableLayout.Place.unknown

        /// The line of option `key`, else of the entry.
        func line(ofOption key: String, or entryLine: Int?) -> Int? { place.line(of: .key(key)) ?? entryLine }

        /// The line of positional element `index` (1-based), else of the entry.
        func line(ofElement index: Int, or entryLine: Int?) -> Int? { place.line(of: .element(index)) ?? entryLine }

        /// The line of the part of option `key` at `path` (`when`'s `field`), else of the option,
        /// else of the entry.
        func line(ofOption key: String, at path: [LuaTableLayout.Step], or entryLine: Int?) -> Int? {
            place.line(at: [.key(key)] + path) ?? entryLine
        }

        /// The line of entry `index` (1-based) of its own `rules = { … }` (`each` and `nested`).
        func nestedLine(_ index: Int) -> Int? { place.child(.key("rules")).line(of: .element(index)) }

        /// The parts of entry `index` (1-based) of its own `rules = { … }`.
        func nested(_ index: Int) -> Entry { Entry(place: place.child(at: [.key("rules"), .element(index)])) }
    }

    /// Every table of the source.
    let tables: LuaTableLayout
    /// The model tables, in the order of the source.
    let models: [Model]

    /// The line of the chunk's last `return` outside any table and function, or of its last token
    /// when it has none: where a file that returns something other than model tables is reported.
    var returnLine: Int? { tables.returnLine }

    /// Reads the layout of a source text.
    init(source: String) {
        let tables = LuaTableLayout(source: source)
        var isModel = [Bool](repeating: false, count: tables.tables.count)
        var models: [Model] = []
        for (index, table) in tables.tables.enumerated() {
            var ancestor = table.parent
            var insideModel = false
            while let a = ancestor, !insideModel {
                insideModel = isModel[a]
                ancestor = tables.tables[a].parent
            }
            let hasModelKeys =
                table.keys["model"] != nil
                || ["rules", "strategies", "messages"].contains { table.keys[$0]?.table != nil }
            guard !insideModel, hasModelKeys, table.elements.isEmpty else { continue }
            isModel[index] = true
            models.append(
                Model(
                    line: table.keys["model"]?.line, tableLine: table.line, name: table.keys["model"]?.string,
                    table: index))
        }
        self.tables = tables
        self.models = models
    }

    /// The table of model `model` (its index in ``models``); unknown when there is none.
    func model(_ model: Int) -> LuaTableLayout.Place {
        models.indices.contains(model) ? tables.place(models[model].table) : .unknown
    }

    /// The line of the part of model `model` at `path` (`names`, `email`), else of the nearest part
    /// on the way to it; `nil` when the source shows none of them.
    func line(model: Int, at path: [LuaTableLayout.Step]) -> Int? {
        self.model(model).line(at: path)
    }

    /// The line of rule entry `index` (0-based) of model `model`, if known.
    func ruleLine(model: Int, index: Int) -> Int? {
        self.model(model).child(.key("rules")).line(of: .element(index + 1))
    }

    /// The lines of the parts of rule entry `index` (0-based) of model `model`.
    func ruleEntry(model: Int, index: Int) -> Entry {
        Entry(place: self.model(model).child(at: [.key("rules"), .element(index + 1)]))
    }

    /// The line of the text `messages[attribute][key]` of model `model`, else of its attribute's
    /// table, if known.
    func messageLine(model: Int, attribute: String, key: String) -> Int? {
        let messages = self.model(model).child(.key("messages"))
        return messages.child(.key(attribute)).line(of: .key(key)) ?? messages.line(of: .key(attribute))
    }

    /// The line of record `index` (0-based) of `examples.valid` (`key` "valid") or
    /// `examples.invalid` of model `model`, if known.
    func exampleLine(model: Int, key: String, index: Int) -> Int? {
        self.model(model).child(.key("examples")).child(.key(key)).line(of: .element(index + 1))
    }

    /// The line of strategy entry `index` (0-based) of model `model`, if known.
    func strategyLine(model: Int, index: Int) -> Int? {
        self.model(model).child(.key("strategies")).line(of: .element(index + 1))
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

    /// The line of model `model`'s `model =` field, else of its table, if known.
    func modelLine(_ model: Int) -> Int? {
        models.indices.contains(model) ? models[model].line ?? models[model].tableLine : nil
    }
}
