import Testing

@testable import VerdictLua

@Suite struct LuaErrorTests {
    @Test func runtimeErrorNamesFileLineAndTraceback() throws {
        let state = try LuaState()
        let error = try #require(state.failure("local a = 1\n\nerror('boom')"))
        #expect(error.kind == .runtime)
        #expect(error.file == "rules/user.lua")
        #expect(error.line == 3)
        #expect(error.message == "boom")
        #expect(error.description.hasPrefix("rules/user.lua:3: boom\nstack traceback:\n"))
        #expect(error.traceback?.contains("rules/user.lua:3: in main chunk") == true)
    }

    @Test func syntaxErrorNamesFileAndLine() throws {
        let state = try LuaState()
        let error = try #require(state.failure("local x = 1\nx = = 2", chunkName: "rules/bad.lua"))
        #expect(error.kind == .syntax)
        #expect(error.description == "rules/bad.lua:2: unexpected symbol near '='")
    }

    @Test(arguments: [
        ("error({})", "error object is a table value"),
        ("error(nil)", "error object is a nil value"),
        ("error(42)", "42"),
        ("error(true)", "error object is a boolean value"),
        (
            "error(setmetatable({}, {__tostring = function() return 'x' end}))",
            "error object is a table value"
        ),
    ])
    func nonStringErrorObjectsAreDescribedAndPopped(source: String, message: String) throws {
        let state = try LuaState()
        let error = try #require(state.failure("local a = 1\n" + source))
        #expect(error.kind == .runtime)
        #expect(error.message == message)
        #expect(error.file == "rules/user.lua")
        #expect(error.line == 2)
        #expect(state.stackTop == 0)
        #expect(try state.evaluate("return 'still works'") == [.string("still works")])
    }

    @Test func errorRaisedAtCallerLevelKeepsLuasLocation() throws {
        let state = try LuaState()
        let error = try #require(
            state.failure("local function check() error('bad value', 2) end\n\ncheck()"))
        #expect(error.line == 3)
        #expect(error.message == "bad value")
    }

    @Test func runtimeErrorInLibraryFunctionIsLocated() throws {
        let state = try LuaState()
        let error = try #require(state.failure("local s = 'x'\nreturn string.format('%d', s)"))
        #expect(error.line == 2)
        #expect(error.file == "rules/user.lua")
        #expect(error.message == "bad argument #2 to 'string.format' (number expected, got string)")
    }

    @Test func messagePrefixSplitting() {
        let text = LuaErrorText("rules/a.lua:12: rules/a.lua:12: instruction budget exhausted")
        #expect(text.file == "rules/a.lua")
        #expect(text.line == 12)
        #expect(text.text == "instruction budget exhausted")
        let plain = LuaErrorText("no location: here")
        #expect(plain.file == nil)
        #expect(plain.text == "no location: here")
    }

    @Test func kindsAreDistinct() {
        let kinds: Set<LuaError.Kind> = [
            .syntax, .runtime, .memory, .instructionBudget, .timeLimit, .errorHandling, .state,
        ]
        #expect(kinds.count == 7)
        #expect(LuaError.Kind.instructionBudget.description == "instructionBudget")
    }

    @Test func memoryErrorDescription() {
        let error = LuaError.memory(limit: 64 << 20, file: "rules/a.lua", line: 4)
        #expect(error.description == "rules/a.lua:4: memory limit of 64 MiB exceeded")
    }
}
