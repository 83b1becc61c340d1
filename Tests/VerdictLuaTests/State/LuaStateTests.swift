internal import CVerdictLua
import Testing

@testable import VerdictLua

@Suite struct LuaStateTests {
    @Test func runsChunkAndReturnsResults() throws {
        let state = try LuaState()
        #expect(
            try state.evaluate("return 1 + 1, 'a' .. 'b', 2.5, true, nil") == [
                .integer(2), .string("ab"), .number(2.5), .boolean(true), .nil,
            ])
        #expect(state.stackTop == 0)
    }

    @Test func everyOperationLeavesTheStackAsItFoundIt() throws {
        let state = try LuaState()
        #expect(state.stackTop == 0)
        let environment = try state.makeEnvironment()
        #expect(state.stackTop == 0)
        let chunk = try state.load("return ...", chunkName: "rules/a.lua", environment: environment)
        #expect(state.stackTop == 0)
        try state.run(chunk)
        #expect(state.stackTop == 0)
        _ = try state.call(chunk) { stack in
            stack.push("x")
            stack.push(Int64(3))
            return 2
        } results: { stack, count in
            count
        }
        #expect(state.stackTop == 0)
        _ = state.failure("error('boom')")
        #expect(state.stackTop == 0)
        _ = state.failure("x = = 1")
        #expect(state.stackTop == 0)
        _ = state.failure("while true do end")
        #expect(state.stackTop == 0)
        let function = state.makeFunction { _ in 0 }
        state.setField("f", of: environment, to: function)
        #expect(state.stackTop == 0)
    }

    @Test func passesArgumentsAndReadsAllResults() throws {
        let state = try LuaState()
        let chunk = try state.load(
            "local a, b = ... return b, a, select('#', ...)", chunkName: "rules/a.lua",
            environment: try state.makeEnvironment())
        let results = try state.call(chunk) { stack in
            stack.push("first")
            stack.push(Int64(2))
            return 2
        } results: { stack, count in
            (1...count).map { stack.scalar(at: stack.top - count + $0) }
        }
        #expect(results == [.integer(2), .string("first"), .integer(2)])
    }

    @Test func eachFileHasItsOwnGlobals() throws {
        let state = try LuaState()
        let first = try state.makeEnvironment()
        let second = try state.makeEnvironment()
        _ = try state.evaluate("shared = 'first'", environment: first)
        #expect(try state.evaluate("return shared", environment: first) == [.string("first")])
        #expect(try state.evaluate("return shared", environment: second) == [.nil])
    }

    @Test func hostFunctionIsCalledWithArgumentsAndReturnsResults() throws {
        let state = try LuaState()
        let environment = try state.makeEnvironment()
        let twice = state.makeFunction { stack in
            let text = stack.string(at: 1) ?? ""
            stack.push(text + text)
            stack.push(text.count)
            return 2
        }
        state.setField("twice", of: environment, to: twice)
        #expect(
            try state.evaluate("return twice('ab')", environment: environment) == [
                .string("abab"), .integer(2),
            ])
    }

    @Test func hostFunctionErrorBecomesLuaErrorWithCallersLine() throws {
        struct Refusal: Error, CustomStringConvertible {
            var description: String { "refused by the host" }
        }
        let state = try LuaState()
        let environment = try state.makeEnvironment()
        state.setField("refuse", of: environment, to: state.makeFunction { _ in throw Refusal() })
        let error = state.failure("local x = 1\nrefuse()", environment: environment)
        #expect(error?.kind == .runtime)
        #expect(error?.file == "rules/user.lua")
        #expect(error?.line == 2)
        #expect(error?.message == "refused by the host")
        let caught = try state.evaluate(
            "local ok, e = pcall(refuse) return ok, e", environment: environment)
        #expect(caught == [.boolean(false), .string("refused by the host")])
        #expect(state.stackTop == 0)
    }

    @Test func hostFunctionCanCallBackIntoLua() throws {
        let state = try LuaState()
        let environment = try state.makeEnvironment()
        let inner = try state.load(
            "return 40 + 2", chunkName: "rules/inner.lua", environment: environment)
        state.setField(
            "inner", of: environment,
            // Captures are weak: the state owns this closure, and a reference owns its state.
            to: state.makeFunction { [unowned state, weak inner] stack in
                guard let inner else { return 0 }
                let value = try state.call(inner) { _ in
                    0
                } results: { results, _ in
                    results.integer(at: -1) ?? 0
                }
                stack.push(value)
                return 1
            })
        #expect(try state.evaluate("return inner()", environment: environment) == [.integer(42)])
        #expect(state.stackTop == 0)
    }

    @Test func hostFunctionIsNotCalledByFinalizersOutsideACall() throws {
        final class Counter { var calls = 0 }
        let counter = Counter()
        do {
            let state = try LuaState()
            let environment = try state.makeEnvironment()
            state.setField(
                "touch", of: environment,
                to: state.makeFunction { _ in
                    counter.calls += 1
                    return 0
                })
            _ = try state.evaluate(
                "touch()\nkeep = {}\ngcMeta = {__gc = function() touch() end}", environment: environment)
            // Sandboxed code may not set a __gc metatable; the host can, through the C API.
            #expect(state.failure("setmetatable({}, gcMeta)", environment: environment) != nil)
            let stack = LuaStack(handle: state.handle)
            stack.push(environment)
            lua_getfield(state.handle, -1, "keep")
            lua_getfield(state.handle, -2, "gcMeta")
            lua_setmetatable(state.handle, -2)
            stack.pop(2)
            #expect(counter.calls == 1)
        }
        // The state is closed here; its finalizer ran but could not reach the host.
        #expect(counter.calls == 1)
    }

    @Test func memoryInUseIsReported() throws {
        let state = try LuaState()
        #expect(state.memoryInUse > 0)
        #expect(state.memoryInUse < LuaLimits.default.memoryCap)
    }
}
