internal import CVerdictLua
import Testing
import Verdict

@testable import VerdictLua

/// The C entry points rule and `when` calls go through: `verdict_lua_call_rule_with_string` and
/// `verdict_lua_call_with_record`. Each is tried as a straight-line call (without the count hook)
/// and as an ordinary one, where the function allows both.
@Suite struct LuaRuleCallTests {
    @Test func aRuleSeesItsValueTheObjectAndCtx() throws {
        let call = try RuleCall("function(v, o, c) return #v == 5 and o.k == 1 and c.n == 2 end")
        #expect(call.rule("hello").passed)
        let failed = call.rule("hi")
        #expect(failed.status == LUA_OK)
        #expect(failed.values == [.boolean(false), .nil])
        // A straight-line function reads no field, but gets the same three arguments.
        let straight = try RuleCall("function(v, o, c) return #v == 5 and o ~= c and o ~= nil and c ~= nil end")
        #expect(straight.straightLineLength > 0)
        #expect(straight.rule("hello").passed)
        #expect(straight.rule("hello", straight: false).passed)
        #expect(straight.rule("hi").values == [.boolean(false), .nil])
        #expect(call.state.stackTop == 0)
        #expect(straight.state.stackTop == 0)
    }

    @Test(arguments: [
        ("nil", true), ("true", true), ("", true), ("true, 'ignored'", true), ("false", false), ("1", false),
        ("'yes'", false), ("{}", false), ("false, 'too short'", false),
    ])
    func nilAndTruePassAndAnyOtherAnswerIsLeftOnTheStack(answer: String, passes: Bool) throws {
        let call = try RuleCall("function(v) return \(answer) end")
        for straight in [true, false] {
            let outcome = call.rule("x", straight: straight)
            #expect(outcome.passed == passes, "\(answer)")
            #expect(outcome.status == (passes ? VERDICT_LUA_RULE_PASSED : LUA_OK))
            #expect(outcome.stackTop == (passes ? 0 : 2))
        }
        #expect(call.state.stackTop == 0)
    }

    @Test(
        arguments: [[], [0], Array("Grüße".utf8), [0xff, 0x00, 0xfe], Array(repeating: 0x61, count: 1000)] as [[UInt8]])
    func theStringArrivesByteForByte(bytes: [UInt8]) throws {
        // Not nil or true, so the answer stays on the stack: the length and the bytes Lua saw.
        let call = try RuleCall("function(v) return #v, table.concat({ v:byte(1, -1) }, ',') end")
        let outcome = call.rule(bytes)
        #expect(outcome.status == LUA_OK)
        #expect(
            outcome.values == [.integer(Int64(bytes.count)), .string(bytes.map(String.init).joined(separator: ","))])
        #expect(call.state.stackTop == 0)
    }

    @Test(arguments: [
        ("function(v, o)\n  return o.missing.field\nend", false, "attempt to index a nil value (field 'missing')"),
        ("function(v, o)\n  return v < 1\nend", true, "attempt to compare string with number"),
    ])
    func anErrorLeavesOneErrorObjectWithFileAndLine(function: String, isStraight: Bool, message: String) throws {
        let call = try RuleCall(function)
        #expect((call.straightLineLength > 0) == isStraight)
        for straight in [true, false] {
            let outcome = call.rule("x", straight: straight)
            #expect(outcome.status == LUA_ERRRUN)
            #expect(outcome.stackTop == 1)
            let error = try #require(outcome.error)
            #expect(error.kind == .runtime)
            #expect(error.file == "rules/call.lua")
            #expect(error.line == 3)
            #expect(error.message == message)
            #expect(call.state.stackTop == 0)
        }
    }

    @Test func anExhaustedBudgetStopsTheCallAndTheStateGoesOn() throws {
        let call = try RuleCall(
            "function(v)\n  while #v > 0 do end\nend",
            limits: LuaLimits(instructionBudget: 10_000, enforcement: .exactBudget))
        #expect(call.straightLineLength == 0)
        for _ in 0..<3 {
            let outcome = call.rule("loop")
            #expect(outcome.status == LUA_ERRRUN)
            let error = try #require(outcome.error)
            #expect(error.kind == .instructionBudget)
            #expect(error.line == 3)
            #expect(call.state.stackTop == 0)
        }
        #expect(call.rule("").passed)
    }

    @Test func theMessageHandlerStaysAtTheBottomOfTheStack() throws {
        let call = try RuleCall("function(v) if v == 'boom' then return v .. nil end return true end")
        for value in ["ok", "boom", "ok", "boom"] {
            _ = call.rule(value)
            _ = call.rule(value, straight: false)
            _ = call.record(pushing: .string(value))
        }
        #expect(lua_gettop(call.state.handle) == VERDICT_LUA_HANDLER_INDEX)
        #expect(lua_iscfunction(call.state.handle, VERDICT_LUA_HANDLER_INDEX) != 0)
        #expect(call.state.stackTop == 0)
    }

    @Test(arguments: [true, false])
    func aRecordCallPushesTheObjectAndCtxAfterTheValue(straight: Bool) throws {
        let call = try RuleCall("function(v, o, c) return v[1] + o.k + c.n, v.x end")
        let outcome = call.record(pushing: [39], straight: straight)
        #expect(outcome.status == LUA_OK)
        #expect(outcome.values == [.integer(42), .nil])
        let condition = try RuleCall("function(o, c) return o.k == 1 and c.n end").record(results: 1)
        #expect(condition.values == [.integer(2)])
    }

    @Test func aRecordCallErrorAndBudgetAreReported() throws {
        let failing = try RuleCall("function(o) return o.k.x end")
        #expect(failing.record(results: 1).error?.message == "attempt to index a number value (field 'k')")
        let looping = try RuleCall(
            "function(o) while o do end end", limits: LuaLimits(instructionBudget: 10_000, enforcement: .exactBudget))
        #expect(looping.record(results: 1).error?.kind == .instructionBudget)
        #expect(looping.state.stackTop == 0)
    }

    @Test func aNestedCallFromAHostFunctionGetsItsOwnHandler() throws {
        let state = try LuaState()
        let environment = try state.makeEnvironment()
        let inner = try state.load(
            "local v = ...\nif v == 'fail' then error('inner failed') end\nreturn v .. '!'",
            chunkName: "rules/inner.lua", environment: environment)
        // A host function that calls into Lua while the rule runs: that call is not the outermost
        // one, so its message handler is inserted under it, not taken from the bottom.
        let ask = state.makeFunction { [unowned state, weak inner] stack in
            guard let inner else { return 0 }
            let text = stack.string(at: 1) ?? ""
            do throws(LuaError) {
                let answer = try state.call(inner) { inside in
                    inside.push(text)
                    return 1
                } results: { results, _ in
                    results.string(at: -1) ?? ""
                }
                stack.push(answer)
            } catch {
                stack.push("\(error.file ?? "?"):\(error.line ?? 0): \(error.message)")
            }
            return 1
        }
        state.setField("ask", of: environment, to: ask)
        let chunk = try state.load(
            "return function(v) return false, ask(v) end, {}, {}", chunkName: "rules/outer.lua",
            environment: environment)
        let (function, object, context) = try state.call(chunk) { _ in
            0
        } results: { _, _ in
            let context = LuaReference(poppingTopOf: state)
            let object = LuaReference(poppingTopOf: state)
            return (LuaReference(poppingTopOf: state), object, context)
        }
        for (value, expected) in [("yes", "yes!"), ("fail", "rules/inner.lua:2: inner failed"), ("again", "again!")] {
            let status = Array(value.utf8).withUnsafeBytes { raw in
                verdict_lua_call_rule_with_string(
                    state.handle, function.slot, 0, raw.baseAddress, raw.count, object.slot, context.slot,
                    state.instructionBudget, state.timeLimitNanoseconds)
            }
            #expect(status == LUA_OK)
            let stack = LuaStack(handle: state.handle)
            #expect(stack.string(at: -1) == expected)
            stack.pop(2)
            #expect(state.stackTop == 0)
        }
    }
}
