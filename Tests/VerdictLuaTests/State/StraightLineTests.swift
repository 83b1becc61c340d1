internal import CVerdictLua
import Testing
import Verdict

@testable import VerdictLua

/// Straight-line functions (`straight_line.c`): which functions qualify, and that running them
/// without the count hook lets nothing escape the budget, the memory cap or the hook afterwards.
@Suite struct StraightLineTests {
    @Test(arguments: [
        ("function(value) return #value >= 6 end", true),
        ("function(v, o, c) local t = { v, #v } return v .. '!', -#v, not c, t, v < o end", true),
        ("function(v) if v == 'a' then return true elseif v == 'b' then return false, 'b' end end", true),
        ("function(v, o) return o.startDate < o.endDate end", false),
        ("function(v, o, c) return c.attribute end", false),
        ("function(v) return v[1] end", false),
        ("function(v, o) o.x = v end", false),
        ("function(v) return { x = v } end", false),
        ("function(v) while true do end end", false),
        ("function(v) repeat until v end", false),
        ("function(v) ::again:: if v then goto again end end", false),
        ("function(v) for i = 1, 3 do end end", false),
        ("function(v, o) for k in o.next, o do end end", false),
        ("function(v) return type(v) end", false),
        ("function(v) return v:upper() end", false),
        ("function(v, o) return o.check(v) end", false),
        ("function(v, o) o.check(v) end", false),
        ("function(v) return limit < #v end", false),
        ("function(...) return select('#', ...) end", false),
        ("function(v) return function() return v end end", false),
        ("function(v) local c <close> = v end", false),
        ("tostring", false),
        ("42", false),
    ])
    func whichFunctionsAreStraightLine(function: String, straight: Bool) throws {
        let call = try RuleCall(function, globals: "limit = 3")
        #expect((call.straightLineLength > 0) == straight, "\(function)")
        #expect(call.state.stackTop == 0)
    }

    @Test func theProbeAnswersAndSpendsNoBudget() throws {
        // The sandbox runs the probe when the first state opens: with a budget of one
        // instruction, a state still opens, and the probe still answers.
        let state = try LuaState(limits: LuaLimits(instructionBudget: 1, enforcement: .exactBudget))
        try state.protectedCall(verdict_lua_probe_straight_line, results: 1)
        #expect(lua_toboolean(state.handle, -1) != 0)
        LuaStack(handle: state.handle).pop()
        #expect(state.stackTop == 0)
        #expect(state.failure("local a = 1\nlocal b = 2\nreturn a + b")?.kind == .instructionBudget)
    }

    @Test func aStraightLineFunctionOfAThousandInstructionsRunsUnderTheHook() throws {
        let short = try RuleCall(
            "function(v) local n = 0 " + String(repeating: "n = n + 1 ", count: 400) + "return n end")
        #expect(short.straightLineLength > 400)
        let long = try RuleCall(
            "function(v) local n = 0 " + String(repeating: "n = n + 1 ", count: 1000) + "return n end")
        #expect(long.straightLineLength == 0)
    }

    @Test func aLoopAfterAStraightLineCallIsStillStopped() throws {
        let straight = try RuleCall(
            "function(v) return #v > 0 end", limits: LuaLimits(instructionBudget: 100_000, enforcement: .exactBudget))
        #expect(straight.straightLineLength > 0)
        let loops = [
            "function(v)\n  while true do end\nend",
            "function(v)\n  local co = coroutine.wrap(function() while true do end end)\n  co()\nend",
            "function(v)\n  local function spin(n) return spin(n + 1) end\n  return spin(1)\nend",
        ]
        for loop in loops {
            // The same state: the loop runs right after a call that ran without the hook.
            let looping = try RuleCall(loop, in: straight.state)
            #expect(looping.straightLineLength == 0)
            for _ in 0..<2 {
                #expect(straight.rule("x").passed)
                #expect(looping.rule("x").error?.kind == .instructionBudget, "\(loop)")
                #expect(straight.rule("x").passed)
            }
        }
        #expect(straight.state.stackTop == 0)
    }

    @Test func aLoopInAFunctionCalledByAStraightLineStateIsStopped() throws {
        let call = try RuleCall(
            "function(v) if v == 'loop' then return spin() end return #v > 0 end",
            globals: "function spin() while true do end end",
            limits: LuaLimits(instructionBudget: 50_000, enforcement: .exactBudget))
        #expect(call.straightLineLength == 0)  // it calls
        let straight = try RuleCall("function(v) return #v > 0 end", in: call.state)
        #expect(straight.straightLineLength > 0)
        for _ in 0..<3 {
            #expect(straight.rule("x").passed)
            #expect(call.rule("loop").error?.kind == .instructionBudget)
            #expect(call.rule("fine").passed)
        }
        #expect(call.state.stackTop == 0)
    }

    /// The record proxy caches the fields it hands out, for every rule of the record: an earlier
    /// rule can give a cached table a metatable (rawset into the proxy itself is refused). A field
    /// read could then run Lua code, so functions that read fields are never run without the hook.
    @Test func aMetatableSmuggledThroughTheRecordProxyIsCounted() throws {
        let loaded = try LoadedRuleFile(
            """
            local spin = { __index = function() while true do end end, __len = function() while true do end end }
            return { model = "M", rules = {
              { "items", function(value, object)
                  setmetatable(object.items, spin)
                  pcall(rawset, object, "planted", setmetatable({}, spin))
                  return true
                end },
              { "title", function(value, object) return object.items.x end },
              { "title", function(value, object) return #object.planted > 0 end },
            } }
            """)
        #expect(loaded.runtime.straightLineLengths == [0, 0, 0])
        #expect(
            loaded.messages(["items": ["a"], "title": "T"]) == [
                "Title could not be checked: rules/test.lua:1: instruction budget of 2000000 instructions exhausted",
                "Title could not be checked: rules/test.lua:9: attempt to get length of a nil value (field 'planted')",
            ])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func aBudgetSmallerThanTheFunctionKeepsTheHook() throws {
        // `#value >= 6` is 7 instructions: with a budget of 3 the hook runs, and stops it, as
        // it always did; with 100 the function is shorter than the hook's first slice.
        let call = try RuleCall("function(value) return #value >= 6 end", limits: LuaLimits.default.exact)
        #expect(call.straightLineLength == 7)
        call.state.limits.instructionBudget = 3
        #expect(call.rule("abcdefgh").error?.kind == .instructionBudget)
        #expect(call.rule("abcdefgh", straight: false).error?.kind == .instructionBudget)
        call.state.limits.instructionBudget = 100
        #expect(call.rule("abcdefgh").passed)
        #expect(call.rule("abcdefgh", straight: false).passed)
        #expect(call.state.stackTop == 0)
    }

    @Test func theMemoryCapHoldsInAStraightLineFunction() throws {
        let call = try RuleCall(
            "function(v) return #(v .. v .. v .. v) end",
            limits: LuaLimits(instructionBudget: 1_000_000, memoryCap: 2 << 20, enforcement: .exactBudget))
        #expect(call.straightLineLength > 0)
        let big = [UInt8](repeating: 0x61, count: 600_000)
        let error = try #require(call.rule(big).error)
        #expect(error.kind == .memory)
        #expect(call.rule([0x61]).values == [.integer(4), .nil])
        #expect(call.state.stackTop == 0)
    }

    // Were the nested call left without the hook, this test would never end (a time limit cannot
    // stop a thread spinning in C).
    @Test func aHostFunctionCallingBackIntoLuaFromAStraightLineCallIsCounted() throws {
        // The record proxy's and ctx's metamethods are host functions. Were one ever to call back
        // into Lua, that code would run under the hook again, and a loop in it would be stopped.
        // Here the object's __len does.
        let state = try LuaState(limits: LuaLimits(instructionBudget: 100_000, enforcement: .exactBudget))
        let environment = try state.makeEnvironment()
        let spin = try state.load("while true do end", chunkName: "rules/spin.lua", environment: environment)
        let length = state.makeFunction { [unowned state, weak spin] _ in
            guard let spin else { return 0 }
            try state.run(spin)
            return 0
        }
        let metatable = try state.load(
            "local length = ...\nreturn setmetatable({}, { __len = length })", chunkName: "rules/meta.lua",
            environment: environment)
        let object = try state.call(metatable) { stack in
            stack.push(length)
            return 1
        } results: { _, _ in
            LuaReference(poppingTopOf: state)
        }
        let rule = try state.load(
            "return function(v, o) return #o end", chunkName: "rules/rule.lua", environment: environment)
        let function = try state.call(rule) { _ in
            0
        } results: { _, _ in
            (length: verdict_lua_straight_line_length(state.handle), reference: LuaReference(poppingTopOf: state))
        }
        #expect(function.length > 0)
        let status = Array("x".utf8).withUnsafeBytes { raw in
            verdict_lua_call_rule_with_string(
                state.handle, function.reference.slot, function.length, raw.baseAddress, raw.count, object.slot,
                object.slot, state.instructionBudget, state.timeLimitNanoseconds)
        }
        #expect(status == LUA_ERRRUN)
        let error = state.popError(status: status)
        #expect(error.kind == .instructionBudget)
        #expect(error.message.contains("instruction budget of 100000 instructions exhausted"))
        #expect(state.stackTop == 0)
        #expect(try state.evaluate("return 'usable'") == [.string("usable")])
    }
}
