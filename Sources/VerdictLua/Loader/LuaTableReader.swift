internal import CVerdictLua
import Verdict

/// Raw reads of Lua tables for the loader: no metamethod ever runs, so no Lua error can be raised
/// from Swift code. Every method leaves the stack as it found it.
struct LuaTableReader {
    let stack: LuaStack
    var handle: OpaquePointer { stack.handle }

    /// Runs `body` with `table[key]` pushed (at the top), then pops it.
    func withField<T>(_ table: Int32, _ key: String, _ body: (Int32, Int32) throws -> T) rethrows -> T {
        stack.reserve(2)
        stack.push(key)
        let type = lua_rawget(handle, table)
        defer { stack.pop() }
        return try body(lua_gettop(handle), type)
    }

    /// Runs `body` with `table[i]` pushed, then pops it.
    func withElement<T>(_ table: Int32, _ i: Int, _ body: (Int32, Int32) throws -> T) rethrows -> T {
        stack.reserve(2)
        let type = lua_rawgeti(handle, table, lua_Integer(i))
        defer { stack.pop() }
        return try body(lua_gettop(handle), type)
    }

    /// The length of the sequence part of a table.
    func count(_ table: Int32) -> Int { Int(lua_rawlen(handle, table)) }

    /// The string keys of a table, and whether it has keys other than strings and 1…count.
    func stringKeys(_ table: Int32) -> [String] {
        var keys: [String] = []
        let length = count(table)
        stack.reserve(3)
        lua_pushnil(handle)
        while lua_next(handle, table) != 0 {
            if let key = stack.string(at: -2) {
                keys.append(key)
            } else if lua_isinteger(handle, -2) == 0 || lua_tointegerx(handle, -2, nil) < 1
                || lua_tointegerx(handle, -2, nil) > length
            {
                keys.append("<\(String(cString: lua_typename(handle, lua_type(handle, -2))))>")
            }
            stack.pop()
        }
        return keys
    }

    /// The Lua type name of the value at `index`.
    func typeName(_ index: Int32) -> String {
        String(cString: lua_typename(handle, lua_type(handle, index)))
    }

    /// A string, or a list of strings, at `index`.
    func stringList(_ index: Int32) -> [String]? {
        if let s = stack.string(at: index) { return [s] }
        guard lua_type(handle, index) == LUA_TTABLE else { return nil }
        var out: [String] = []
        for i in 0..<count(index) {
            guard let s = withElement(index, i + 1, { at, _ in stack.string(at: at) }) else { return nil }
            out.append(s)
        }
        return out
    }
}
