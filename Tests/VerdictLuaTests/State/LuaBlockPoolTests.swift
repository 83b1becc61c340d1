internal import CVerdictLua
import Testing

@testable import VerdictLua

/// The allocator's pool of small blocks (block_pool.c): blocks Lua freed are handed out again,
/// and nothing Lua holds may be handed out twice or lose its bytes on the way.
@Suite struct LuaBlockPoolTests {
    /// Strings of every length across the pool's classes and past them, made while garbage of
    /// every size is made and collected, keep every byte.
    @Test func stringsOfEverySizeKeepTheirBytesThroughCollections() throws {
        let state = try LuaState()
        let broken = try state.evaluate(
            """
            local kept = {}
            for round = 1, 12 do
              for n = 1, 300 do
                local s = string.rep(string.char(65 + (n + round) % 26), n) .. "#" .. round
                if (n + round) % 3 == 0 then kept[#kept + 1] = { s, n, round } end
              end
              for i = 1, 2000 do local garbage = { i, tostring(i) .. "x", { i } } end
            end
            local broken = 0
            for _, entry in ipairs(kept) do
              local s, n, round = entry[1], entry[2], entry[3]
              if s ~= string.rep(string.char(65 + (n + round) % 26), n) .. "#" .. round then broken = broken + 1 end
            end
            return broken, #kept
            """)
        #expect(broken == [.integer(0), .integer(1200)])
        #expect(state.stackTop == 0)
    }

    /// A table grown one element at a time moves through every size class and out of the pool;
    /// its elements stay where they were put.
    @Test func tablesGrownStepByStepKeepTheirElements() throws {
        let state = try LuaState()
        let result = try state.evaluate(
            """
            local tables = {}
            for t = 1, 50 do
              local list = {}
              for i = 1, 3 * t do list[i] = t * 1000 + i end
              tables[t] = list
              for i = 1, 200 do local garbage = { tostring(t * i) } end
            end
            local broken = 0
            for t, list in ipairs(tables) do
              if #list ~= 3 * t then broken = broken + 1 end
              for i = 1, #list do if list[i] ~= t * 1000 + i then broken = broken + 1 end end
            end
            return broken
            """)
        #expect(result == [.integer(0)])
    }

    /// Blocks the pool keeps are not Lua's: once garbage is collected, the memory in use (what
    /// the cap counts) is back where it was.
    @Test func keptBlocksAreNotChargedToTheState() throws {
        let state = try LuaState()
        let churn = "for i = 1, 20000 do local garbage = { tostring(i), string.rep('y', i % 100) } end"
        // Once first, so that the string table and the stack have grown to what the churn needs.
        _ = try state.evaluate(churn)
        _ = verdict_lua_gc_collect(state.handle)
        let before = state.memoryInUse
        for _ in 1...3 {
            _ = try state.evaluate(churn)
            _ = verdict_lua_gc_collect(state.handle)
            #expect(state.memoryInUse <= before + 256)
        }
    }
}
