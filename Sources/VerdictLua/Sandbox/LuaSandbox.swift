/// What sandboxed Lua code can see: the allow list every environment is built from.
///
/// Every ``LuaState`` is sandboxed; this type documents the policy and lists it for tests and
/// tools (`verdict list` could print it). The lists mirror `sandbox.c`, where the environments
/// are built; a test checks that they agree.
///
/// - Libraries: base (below), `string`, `table`, `math`, `utf8`, `coroutine`, and `os` with
///   only `time`, `clock` and `date`. No `io`, `package`/`require`, `debug`.
/// - Base: no `dofile`, `loadfile`, `collectgarbage`, `print`, `warn`. `load` compiles text
///   only (mode `"t"`; asking for `"b"` is an error) and its environment defaults to the
///   calling file's. It names the chunk itself — `[load "NAME"]` for the name given (cut at a
///   line break and after 40 bytes), `[string "TEXT"]` without one — never as a file: an error
///   raised in the chunk names the rule file and line that ran it, the chunk's name and line
///   after them (`rules/a.lua:5: [load "=/etc/shadow:9"]:1: boom`); after a tail call into
///   the chunk, which leaves no frame of the rule, the rule function's line.
///   `string.dump` is left out.
/// - Each file gets a fresh environment: copies of the globals and of every library table, so
///   a file that replaces `string.len` replaces its own copy only; `_G` is the environment.
/// - The string metatable's `__index` is the guarded string table and its `__metatable` is
///   `false`: `getmetatable("")` returns `false`, so no file can reach or change it.
/// - Guarded functions: `string.find`/`match`/`gmatch`/`gsub` refuse a pattern whose estimated
///   matching work on the given subject exceeds 100,000,000 steps ("pattern too complex") and
///   charge the estimate / 64 to the instruction budget; `string.rep` returns `""` for empty
///   results at once and refuses results larger than the memory left; `string.format` refuses
///   results estimated larger than the memory left (Lua already limits widths and precisions
///   to two digits); `table.insert`/`remove`/`move`/`sort`/`concat` charge their loop counts.
public enum LuaSandbox {
    /// Global names every environment has.
    public static let globals: Set<String> = [
        "assert", "error", "getmetatable", "ipairs", "next", "pairs", "pcall", "rawequal",
        "rawget", "rawlen", "rawset", "select", "setmetatable", "tonumber", "tostring", "type",
        "xpcall", "_VERSION", "_G", "load",
        "string", "table", "math", "utf8", "coroutine", "os",
    ]

    /// The functions (and constants) of each library table.
    public static let libraries: [String: Set<String>] = [
        "string": [
            "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "pack",
            "packsize", "rep", "reverse", "sub", "unpack", "upper",
        ],
        "table": ["concat", "insert", "move", "pack", "remove", "sort", "unpack"],
        "math": [
            "abs", "acos", "asin", "atan", "ceil", "cos", "deg", "exp", "floor", "fmod", "huge",
            "log", "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad", "random",
            "randomseed", "sin", "sqrt", "tan", "tointeger", "type", "ult",
        ],
        "utf8": ["char", "charpattern", "codepoint", "codes", "len", "offset"],
        "coroutine": [
            "close", "create", "isyieldable", "resume", "running", "status", "wrap", "yield",
        ],
        "os": ["clock", "date", "time"],
    ]
}
