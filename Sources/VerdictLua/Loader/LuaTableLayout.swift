/// Where every field of every table constructor of a Lua source starts, read from the source text.
///
/// Lua keeps no line numbers for table constructors, so the loader reads them with
/// ``LuaTokenizer``: each `{ … }` is a table, and each of its fields — `name = …`, `["text"] = …`
/// or the n-th positional element — has the line of its first token. A table that is a field's
/// whole value is that field's child, so a path of steps (`rules`, element 3, `when`, `field`)
/// leads from a table to the line of anything written in it.
///
/// Commas inside a function body or the parentheses of a call separate no fields of the table
/// around them, and a table written there is no field's value: `{ "a", f(1, 2) }` has two elements.
/// A table built by code (`t.rules = …`, a loop) shows none of its fields; its lookups give `nil`.
struct LuaTableLayout: Sendable {
    /// A step from a table to one of its fields.
    enum Step: Hashable, Sendable {
        /// `name = …` or `["text"] = …`.
        case key(String)
        /// The n-th positional element (1-based).
        case element(Int)

        /// The steps of a path as errors write it: `examples.valid[2].tags` is `examples`, `valid`,
        /// element 2, `tags`.
        static func path(_ text: String) -> [Step] {
            var steps: [Step] = []
            for part in text.split(separator: ".") {
                var rest = part[...]
                if let bracket = rest.firstIndex(of: "[") {
                    if bracket > rest.startIndex { steps.append(.key(String(rest[..<bracket]))) }
                    rest = rest[bracket...]
                    while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                        guard let n = Int(rest[rest.index(after: rest.startIndex)..<close]) else { break }
                        steps.append(.element(n))
                        rest = rest[rest.index(after: close)...]
                    }
                } else {
                    steps.append(.key(String(rest)))
                }
            }
            return steps
        }
    }

    /// One field of a table.
    struct Field: Sendable, Equatable {
        /// The line of its first token.
        let line: Int
        /// The table that is its whole value, if one is.
        var table: Int?
        /// Its value, when that is one quoted string without escapes.
        var string: String?
    }

    /// One table constructor.
    struct Table: Sendable {
        /// The line of its `{`.
        let line: Int
        /// The table it is written in, also when written inside a function body or a call there.
        let parent: Int?
        /// The field of ``parent`` whose whole value it is; `nil` for a table inside a function
        /// body or a call, or one that is part of a longer expression.
        let step: Step?
        /// The named fields.
        var keys: [String: Field] = [:]
        /// The positional elements, in order.
        var elements: [Field] = []

        /// The field at `step`.
        func field(_ step: Step) -> Field? {
            switch step {
            case .key(let key): keys[key]
            case .element(let n): elements.indices.contains(n - 1) ? elements[n - 1] : nil
            }
        }
    }

    /// Every table constructor, in the order of their `{`.
    private(set) var tables: [Table] = []
    /// The table the chunk returns (`return { … }` outside any function), if it returns one.
    private(set) var returned: Int?
    /// The line of the chunk's last `return` outside any table and function, or of its last token
    /// when it has none.
    private(set) var returnLine: Int?

    /// Reads the tables of a source text.
    init(source: String) {
        let tokens = LuaTokenizer.tokens(of: Array(source.utf8))
        // The open tables, innermost last: the function bodies and parentheses open around each
        // when it opened, the next element's number, and whether a field starts at the next token.
        var open: [(table: Int, blocks: Int, parens: Int, atFieldStart: Bool)] = []
        var blocks = 0
        var parens = 0
        // The field whose value starts at token `valueStart`.
        var valueStep: Step?
        var valueStart = -1
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if let top = open.last, top.atFieldStart, token.kind != .close {
                open[open.count - 1].atFieldStart = false
                let table = top.table
                if case .name(let key) = token.kind, i + 1 < tokens.count, tokens[i + 1].kind == .equals {
                    (valueStep, valueStart) = (.key(key), i + 2)
                    tables[table].keys[key] = Field(line: token.line, string: Self.string(at: i + 2, in: tokens))
                    i += 2
                    continue
                }
                if token.kind == .bracket, i + 3 < tokens.count, tokens[i + 1].kind == .string,
                    let key = tokens[i + 1].text, tokens[i + 2].kind == .other, tokens[i + 3].kind == .equals
                {
                    (valueStep, valueStart) = (.key(key), i + 4)
                    tables[table].keys[key] = Field(line: token.line, string: Self.string(at: i + 4, in: tokens))
                    i += 4
                    continue
                }
                tables[table].elements.append(Field(line: token.line, string: Self.string(at: i, in: tokens)))
                (valueStep, valueStart) = (.element(tables[table].elements.count), i)
            }
            switch token.kind {
            case .open:
                let parent = open.last
                let step: Step? =
                    if let parent, valueStart == i, parent.blocks == blocks, parent.parens == parens {
                        valueStep
                    } else { nil }
                tables.append(Table(line: token.line, parent: parent?.table, step: step))
                let index = tables.count - 1
                switch (parent?.table, step) {
                case (let parent?, .key(let key)?): tables[parent].keys[key]?.table = index
                case (let parent?, .element(let n)?): tables[parent].elements[n - 1].table = index
                default: break
                }
                if parent == nil, blocks == 0, i > 0, tokens[i - 1].kind == .name("return") { returned = index }
                open.append((index, blocks, parens, true))
            case .close:
                if !open.isEmpty { open.removeLast() }
            case .comma, .semicolon:
                if let top = open.last, top.blocks == blocks, top.parens == parens {
                    open[open.count - 1].atFieldStart = true
                }
            case .openParen:
                parens += 1
            case .closeParen:
                parens = max(0, parens - 1)
            case .function, .name("if"), .name("do"):
                blocks += 1
            case .name("end"):
                blocks = max(0, blocks - 1)
            case .name("return") where open.isEmpty && blocks == 0:
                returnLine = token.line
            default:
                break
            }
            i += 1
        }
        if returnLine == nil { returnLine = tokens.last?.line }
    }

    /// The text of a field's value when it is a quoted string alone: the token at `start` is the
    /// string, and the one after it ends the field.
    private static func string(at start: Int, in tokens: [LuaTokenizer.Token]) -> String? {
        guard start + 1 < tokens.count, tokens[start].kind == .string, let text = tokens[start].text else { return nil }
        let next = tokens[start + 1].kind
        return next == .comma || next == .semicolon || next == .close ? text : nil
    }

    /// One table of the layout, to look up the lines of its fields; a place the source does not show
    /// (``unknown``) answers `nil` to every lookup.
    struct Place: Sendable {
        let layout: LuaTableLayout?
        let table: Int?

        /// A place the source does not show.
        static let unknown = Place(layout: nil, table: nil)

        /// The line of the field `step`.
        func line(of step: Step) -> Int? {
            guard let layout, let table else { return nil }
            return layout.tables[table].field(step)?.line
        }

        /// The line of the field at `path`, else of the nearest field on the way to it.
        func line(at path: [Step]) -> Int? {
            var place = self
            var found: Int?
            for step in path {
                guard let line = place.line(of: step) else { break }
                found = line
                place = place.child(step)
            }
            return found
        }

        /// The table that is the whole value of the field `step`.
        func child(_ step: Step) -> Place {
            guard let layout, let table, let child = layout.tables[table].field(step)?.table else { return .unknown }
            return Place(layout: layout, table: child)
        }

        /// The table at `path`.
        func child(at path: [Step]) -> Place {
            path.reduce(self) { $0.child($1) }
        }

        /// The line of the table's `{`.
        var line: Int? {
            guard let layout, let table else { return nil }
            return layout.tables[table].line
        }
    }

    /// The table at index `table` of ``tables``.
    func place(_ table: Int?) -> Place {
        guard let table, tables.indices.contains(table) else { return .unknown }
        return Place(layout: self, table: table)
    }

    /// The table the chunk returns.
    var returnedTable: Place { place(returned) }
}
