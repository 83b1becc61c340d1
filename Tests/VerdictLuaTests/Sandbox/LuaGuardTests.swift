import Testing

@testable import VerdictLua

/// The guarded string and table functions (pattern_guard.c, guards.c).
@Suite struct LuaGuardTests {
    @Test func pathologicalPatternIsRefusedQuickly() throws {
        let state = try LuaState()
        let started = ContinuousClock.now
        let error = try #require(
            state.failure(
                "local s = string.rep('a', 300)\nreturn string.find(s, string.rep('a*', 30) .. 'b')"
            ))
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(error.kind == .runtime)
        #expect(error.line == 2)
        #expect(
            error.message
                == "string.find: pattern too complex for a subject of 300 bytes (limit 100000000 steps)"
        )
    }

    @Test(arguments: [
        "return (string.rep('a', 5000)):match(string.rep('a-', 6) .. 'b')",
        "for w in string.rep('a', 20000):gmatch('a*a*b') do end",
        "return (string.rep('x', 100000)):gsub('.-.-.-y', '')",
        "return (string.rep('(', 20000)):find('%b()%b()%b()')",
    ])
    func otherExplosivePatternsAreRefused(source: String) throws {
        let state = try LuaState()
        let started = ContinuousClock.now
        let error = try #require(state.failure(source))
        #expect(error.message.contains("pattern too complex"))
        #expect(ContinuousClock.now - started < .seconds(1))
    }

    @Test func everydayPatternsWork() throws {
        let state = try LuaState()
        let results = try state.evaluate(
            """
            local padded = '   hello world   '
            local trimmed = padded:match('^%s*(.-)%s*$')
            local words = 0
            for _ in ('one two three'):gmatch('%a+') do words = words + 1 end
            local email = ('user@example.com'):match('^[%w._%%+-]+@[%w.-]+%.%a%a+$')
            local replaced, count = ('a-b-c'):gsub('%-', '+')
            local first, last = string.find(string.rep('ab', 50000) .. 'c', 'c', 1, true)
            local long = string.rep('word ', 20000):gsub('%s+', ' ')
            return trimmed, words, email, replaced, count, first, #long
            """)
        #expect(
            results == [
                .string("hello world"), .integer(3), .string("user@example.com"), .string("a+b+c"),
                .integer(2), .integer(100_001), .integer(100_000),
            ])
    }

    @Test(arguments: [
        ("return ('x'):find('[a')", "string.find: malformed pattern (missing ']')"),
        ("return ('x'):match('%')", "string.match: malformed pattern (ends with '%')"),
        (
            "return ('x'):gsub('%b(', '')",
            "string.gsub: malformed pattern (missing arguments to '%b')"
        ),
        ("return ('x'):find('%fa')", "string.find: missing '[' after '%f' in pattern"),
    ])
    func malformedPatternsAreReportedBeforeMatching(source: String, message: String) throws {
        let state = try LuaState()
        #expect(state.failure(source)?.message == message)
    }

    @Test func emptyRepetitionReturnsAtOnce() throws {
        let state = try LuaState()
        #expect(
            try state.evaluate("return string.rep('', 1e18), string.rep('', 2^62, '')") == [
                .string(""), .string(""),
            ])
        #expect(try state.evaluate("return string.rep('ab', 3, ',')") == [.string("ab,ab,ab")])
    }

    @Test func formatWidthIsLimitedByLua() throws {
        let state = try LuaState()
        #expect(try state.evaluate("return #string.format('%99d', 1)") == [.integer(99)])
        let error = state.failure("return string.format('%100d', 1)")
        #expect(error?.message == "invalid conversion specification: '%100d'")
    }

    @Test(arguments: [
        "return table.move({}, 1, 1e15, 2)",
        "local t = setmetatable({}, {__len = function() return 1e15 end, __index = rawlen, __newindex = rawequal})\ntable.insert(t, 1, 'x')",
        "local t = setmetatable({}, {__len = function() return 1e15 end, __index = rawlen, __newindex = rawequal})\ntable.remove(t, 1)",
        "local t = setmetatable({}, {__len = function() return 2^31 - 2 end, __index = rawlen, __newindex = rawequal})\ntable.sort(t)",
        "return table.concat(setmetatable({}, {__index = function() return '' end}), '', 1, 1e15)",
    ])
    func tableLoopsInCAreChargedToTheBudget(source: String) throws {
        let state = try LuaState(limits: LuaLimits(instructionBudget: 1_000_000, enforcement: .exactBudget))
        let started = ContinuousClock.now
        let error = try #require(state.failure(source))
        #expect(error.kind == .instructionBudget)
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(try state.evaluate("return table.concat({1, 2, 3}, '-')") == [.string("1-2-3")])
    }

    @Test func allocationIsChargedToTheBudget() throws {
        // Each iteration is a few instructions but copies 4 MiB.
        let state = try LuaState(limits: LuaLimits(instructionBudget: 1_000_000, enforcement: .exactBudget))
        let error = try #require(
            state.failure(
                "local s = string.rep('x', 4 * 2^20)\nfor i = 1, 1e6 do local t = s .. i end"))
        #expect(error.kind == .instructionBudget)
        #expect(error.line == 2)
    }
}
