internal import CVerdictLua
import Testing

@testable import VerdictLua

/// The sandbox's `utf8.len` (utf8_len.c): an ASCII shortcut, and Lua's own answers and errors for
/// everything else, compared with a state that has Lua's libraries as they come.
@Suite struct LuaUTF8LengthTests {
    /// Runs `expression` in a protected call and describes what it gave: its results, or its error.
    private static func chunk(_ expression: String) -> String {
        """
        local function describe(ok, ...)
          local parts = { tostring(ok) }
          for i = 1, select('#', ...) do parts[#parts + 1] = tostring((select(i, ...))) end
          return table.concat(parts, ' | ')
        end
        return describe(pcall(function() return \(expression) end))
        """
    }

    /// The same chunk in a state with Lua's standard libraries and no sandbox.
    private static func stockAnswer(_ expression: String) throws -> String {
        let handle = try #require(luaL_newstate())
        defer { lua_close(handle) }
        luaL_openlibs(handle)
        let source = chunk(expression)
        #expect(luaL_loadbufferx(handle, source, source.utf8.count, "=rules/user.lua", "t") == LUA_OK)
        #expect(lua_pcallk(handle, 0, 1, 0, 0, nil) == LUA_OK)
        return String(cString: lua_tolstring(handle, -1, nil))
    }

    private static func sandboxAnswer(_ expression: String) throws -> String {
        let results = try LuaState().evaluate(chunk(expression))
        guard case .string(let text)? = results.first else { return "not a string: \(results)" }
        return text
    }

    @Test(arguments: [
        "utf8.len('')", "utf8.len('hello')", "utf8.len('exactly eight b')", "utf8.len(string.rep('a', 1000))",
        "utf8.len('h\\u{E9}llo')", "utf8.len('\\u{1F600} smile')", "utf8.len('abcdefg\\u{E9}')",
        "utf8.len('bad \\xff byte')", "utf8.len('abcdefgh\\x80')", "utf8.len('\\xC3')",
        "utf8.len('hello', 2)", "utf8.len('hello', 2, 3)", "utf8.len('hello', -2)", "utf8.len('h\\u{E9}llo', 3)",
        "utf8.len('\\u{7FFFFFFF}', 1, -1, true)", "utf8.len('\\u{7FFFFFFF}')", "utf8.len(12345)", "utf8.len(1.5)",
        "utf8.len(nil)", "utf8.len({})", "utf8.len('hello', 10)", "utf8.len('hello', 0)", "utf8.len()",
        "select('#', utf8.len('abc'))", "({pcall(utf8.len, nil)})[2]", "({pcall(utf8.len)})[2]",
    ])
    func answersAsLuasOwn(expression: String) throws {
        #expect(try Self.sandboxAnswer(expression) == Self.stockAnswer(expression))
    }

    @Test func aLocalNamesTheFunctionInErrorsAsLuaWould() throws {
        let expression = "(function() local length = utf8.len; return length(false) end)()"
        let answer = try Self.sandboxAnswer(expression)
        #expect(answer == (try Self.stockAnswer(expression)))
        #expect(answer.contains("bad argument #1 to 'length'"))
    }

    @Test func everyTailLengthOfASCIITextCountsEachByte() throws {
        // Eight bytes a step, then one at a time: every length up to three words, with a last byte
        // above 0x7F at each place too.
        for length in 0...24 {
            let plain = try LuaState().evaluate("return utf8.len(string.rep('a', \(length)))")
            #expect(plain == [.integer(Int64(length))])
            guard length > 0 else { continue }
            let accented = try LuaState().evaluate(
                "return utf8.len(string.rep('a', \(length - 1)) .. '\\u{E9}')")
            #expect(accented == [.integer(Int64(length))])
        }
    }
}
