import Foundation
import Testing

@testable import VerdictLua

@Suite struct LuaLimitsTests {
    /// Limits where the instruction budget is out of the way, to test memory and time.
    static let generousBudget = LuaLimits(
        instructionBudget: 2_000_000_000, memoryCap: 16 << 20, enforcement: .exactBudget)

    @Test func infiniteLoopIsStoppedByBudgetThenStateWorks() throws {
        let state = try LuaState(limits: LuaLimits(instructionBudget: 1_000_000, enforcement: .exactBudget))
        let error = try #require(state.failure("local n = 0\nwhile true do n = n + 1 end"))
        #expect(error.kind == .instructionBudget)
        #expect(error.file == "rules/user.lua")
        #expect(error.line == 2)
        #expect(
            error.description.hasPrefix(
                "rules/user.lua:2: instruction budget of 1000000 instructions exhausted"))
        #expect(state.stackTop == 0)
        #expect(
            try state.evaluate("local n = 0 for i = 1, 1000 do n = n + i end return n") == [
                .integer(500_500)
            ])
    }

    @Test func budgetIsPerCall() throws {
        let state = try LuaState(limits: LuaLimits(instructionBudget: 200_000, enforcement: .exactBudget))
        let environment = try state.makeEnvironment()
        _ = try state.evaluate(
            "function work() local n = 0 for i = 1, 20000 do n = n + i end return n end",
            environment: environment)
        for _ in 0..<20 {
            #expect(
                try state.evaluate("return work()", environment: environment) == [
                    .integer(200_010_000)
                ])
        }
    }

    @Test(arguments: [
        "local co = coroutine.create(function() while true do end end)\nreturn coroutine.resume(co)",
        "local f = coroutine.wrap(function() while true do end end)\nf()",
        "local f = coroutine.wrap(function()\n  local g = coroutine.wrap(function() while true do end end)\n  g()\nend)\nf()",
        "while true do pcall(function() while true do end end) end",
        "local co = coroutine.wrap(function() while true do pcall(coroutine.yield) end end)\nwhile true do co() end",
    ])
    func loopsInCoroutinesAndUnderPcallAreStopped(source: String) throws {
        let state = try LuaState(limits: LuaLimits(instructionBudget: 1_000_000, enforcement: .exactBudget))
        let error = try #require(state.failure(source))
        #expect(error.kind == .instructionBudget)
        #expect(error.file == "rules/user.lua")
        #expect(error.line != nil)
        #expect(state.stackTop == 0)
        #expect(try state.evaluate("return 'usable'") == [.string("usable")])
    }

    @Test func timeLimitStopsLongCall() throws {
        let limits = LuaLimits(instructionBudget: Int.max, timeLimit: .milliseconds(50))
        let state = try LuaState(limits: limits)
        let started = ContinuousClock.now
        let error = try #require(state.failure("while true do end"))
        #expect(error.kind == .timeLimit)
        #expect(error.line == 1)
        #expect(ContinuousClock.now - started < .seconds(5))
        #expect(try state.evaluate("return 1") == [.integer(1)])
    }

    @Test(arguments: [
        "local t = {}\nwhile true do t[#t + 1] = #t end",
        "local s = 'x'\nwhile true do s = s .. s end",
        "local parts = {}\nfor i = 1, 1e9 do parts[i] = string.rep('y', 1000) .. i end",
        "return string.rep('x', 2^32)",
        "return string.rep('abc', 1e9, ',')",
        "return string.format('%s%s', string.rep('x', 10000000), string.rep('y', 10000000))",
    ])
    func memoryBombIsStoppedByCapThenStateWorks(source: String) throws {
        let state = try LuaState(limits: Self.generousBudget)
        let error = try #require(state.failure(source))
        #expect(error.kind == .memory)
        #expect(error.message == "memory limit of 16 MiB exceeded")
        #expect(error.file == "rules/user.lua")
        #expect(error.line != nil)
        #expect(state.stackTop == 0)
        #expect(try state.evaluate("return #string.rep('z', 1000)") == [.integer(1000)])
        #expect(state.memoryInUse < 16 << 20)
    }

    @Test func memoryErrorCaughtByPcallLetsCodeGoOn() throws {
        let state = try LuaState(limits: Self.generousBudget)
        let results = try state.evaluate("local ok, e = pcall(string.rep, 'x', 2^30) return ok, e")
        #expect(results == [.boolean(false), .string("not enough memory")])
    }

    @Test func deepRecursionFailsWithStackOverflow() throws {
        let state = try LuaState(limits: LuaLimits(memoryCap: 512 << 20))
        let error = try #require(
            state.failure("local function f(n) return 1 + f(n + 1) end\nreturn f(1)"))
        #expect(error.kind == .runtime)
        #expect(error.message.contains("stack overflow"))
        #expect(error.file == "rules/user.lua")
        #expect(error.line == 1)
        #expect(try state.evaluate("return 2") == [.integer(2)])
    }

    @Test func deepRecursionUnderDefaultCapFailsCleanly() throws {
        let state = try LuaState()
        let error = try #require(
            state.failure("local function f(n) return 1 + f(n + 1) end\nreturn f(1)"))
        #expect(error.kind == .runtime || error.kind == .memory)
        #expect(error.file == "rules/user.lua")
        #expect(try state.evaluate("return 2") == [.integer(2)])
    }

    @Test func deepRecursionThroughMetamethodsAndCFunctionsFailsCleanly() throws {
        let state = try LuaState()
        let error = try #require(
            state.failure(
                "local t = setmetatable({}, {__index = function(t, k) return t[k] end})\nreturn t.x"
            ))
        #expect(error.kind == .runtime)
        #expect(error.message.contains("stack overflow"))
        let viaPcall = try #require(
            state.failure(
                "local function f() return pcall(f) end\nlocal function g() return select(2, f()) end\nerror(g())"
            ))
        #expect(viaPcall.kind == .runtime)
    }

    @Test func changedLimitsApplyToTheNextCall() throws {
        let state = try LuaState(limits: Self.generousBudget)
        state.limits.memoryCap = 64 << 20
        #expect(try state.evaluate("return #string.rep('x', 20 * 2^20)") == [.integer(20 << 20)])
        state.limits.instructionBudget = 10_000
        #expect(state.failure("for i = 1, 1e6 do end")?.kind == .instructionBudget)
    }

    @Test func tooSmallCapFailsToCreateState() {
        #expect(throws: LuaError.self) { try LuaState(limits: LuaLimits(memoryCap: 4096)) }
    }
}
