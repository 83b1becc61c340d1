/// The line of every keyed field of the table a Lua file returns, by its path of keys:
/// `["models", "User", "names", "email"]` for `email = …` inside `names = { … }` inside
/// `User = { … }` inside `models = { … }`.
///
/// Lua keeps no lines for table constructors, so data files (message catalogs) are read for them
/// from the source with ``LuaTokenizer``: `name = …` and `["any text"] = …` are keys; a table
/// that follows a key continues its path. Only the table after the chunk's `return` has paths: a
/// file that builds its table elsewhere gets no lines (its problems name the file alone).
struct LuaKeyLines: Sendable {
    private var lines: [[String]: Int] = [:]

    /// Reads the keys of a source text.
    init(source: String) {
        let tokens = LuaTokenizer.tokens(of: Array(source.utf8))
        // The path of each open table, innermost last; `nil` for a table without one.
        var open: [[String]?] = []
        // The key just read, whose value may be a table.
        var pendingKey: String?
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .open:
                let path: [String]?
                if let parent = open.last {
                    path = pendingKey.flatMap { key in parent.map { $0 + [key] } }
                } else {
                    path = i > 0 && tokens[i - 1].kind == .name("return") ? [] : nil
                }
                open.append(path)
                pendingKey = nil
            case .close:
                if !open.isEmpty { open.removeLast() }
                pendingKey = nil
            case .name(let name) where i + 1 < tokens.count && tokens[i + 1].kind == .equals:
                pendingKey = record(name, line: token.line, in: open)
                i += 2
                continue
            case .other
            where i + 3 < tokens.count && tokens[i + 1].kind == .string && tokens[i + 2].kind == .other
                && tokens[i + 3].kind == .equals:
                // `["a key"] = …`
                pendingKey = tokens[i + 1].text.flatMap { record($0, line: tokens[i + 1].line, in: open) }
                i += 4
                continue
            default:
                pendingKey = nil
            }
            i += 1
        }
    }

    /// Notes the line of `key` in the innermost open table; the key, or `nil` when that table has
    /// no path.
    private mutating func record(_ key: String, line: Int, in open: [[String]?]) -> String? {
        guard let parent = open.last, let path = parent else { return nil }
        if lines[path + [key]] == nil { lines[path + [key]] = line }
        return key
    }

    /// The line of the field at `path`, else of the nearest field that holds it; `nil` when
    /// the source does not show any of them.
    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[path] { return line }
            path.removeLast()
        }
        return nil
    }
}
