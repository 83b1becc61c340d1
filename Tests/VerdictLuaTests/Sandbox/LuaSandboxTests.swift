import Testing

@testable import VerdictLua

@Suite struct LuaSandboxTests {
    @Test func environmentHoldsExactlyTheWhitelistedGlobals() throws {
        let state = try LuaState()
        let names = try state.evaluate(
            "local names = {} for k in pairs(_G) do names[#names + 1] = k end "
                + "table.sort(names) return table.concat(names, ' ')")
        #expect(names == [.string(LuaSandbox.globals.sorted().joined(separator: " "))])
    }

    @Test(arguments: LuaSandbox.libraries.keys.sorted())
    func libraryHoldsExactlyTheWhitelistedFunctions(library: String) throws {
        let state = try LuaState()
        let names = try state.evaluate(
            "local names = {} for k in pairs(\(library)) do names[#names + 1] = k end "
                + "table.sort(names) return table.concat(names, ' ')")
        let expected = LuaSandbox.libraries[library, default: []].sorted().joined(separator: " ")
        #expect(names == [.string(expected)])
    }

    @Test(arguments: [
        ("return io.open('/etc/passwd')", "attempt to index a nil value (global 'io')"),
        ("return os.execute('true')", "attempt to call a nil value (field 'execute')"),
        ("return os.getenv('HOME')", "attempt to call a nil value (field 'getenv')"),
        ("return os.remove('/tmp/x')", "attempt to call a nil value (field 'remove')"),
        ("return require('io')", "attempt to call a nil value (global 'require')"),
        ("return package.loaded", "attempt to index a nil value (global 'package')"),
        ("return debug.getregistry()", "attempt to index a nil value (global 'debug')"),
        ("return collectgarbage('count')", "attempt to call a nil value (global 'collectgarbage')"),
        ("return dofile('/etc/passwd')", "attempt to call a nil value (global 'dofile')"),
        ("return loadfile('/etc/passwd')", "attempt to call a nil value (global 'loadfile')"),
        ("print('hello')", "attempt to call a nil value (global 'print')"),
        ("return string.dump(function() end)", "attempt to call a nil value (field 'dump')"),
        ("return ('x'):dump()", "attempt to call a nil value (method 'dump')"),
        (
            "return load('return 1', 'x', 'b')",
            "load: only text chunks are allowed (mode \"t\"), not \"b\""
        ),
        ("return getmetatable('').__index", "attempt to index a boolean value"),
        ("setmetatable(_G, nil) return io.open", "attempt to index a nil value (global 'io')"),
        (
            "return setmetatable('', {})",
            "bad argument #1 to 'setmetatable' (table expected, got string)"
        ),
    ])
    func escapeAttemptFailsWithClearError(source: String, message: String) throws {
        let state = try LuaState()
        let error = try #require(state.failure("local _ = 0\n" + source))
        #expect(error.kind == .runtime)
        #expect(error.message == message)
        #expect(error.file == "rules/user.lua")
        #expect(error.line == 2)
    }

    @Test func bytecodeIsNeverLoaded() throws {
        let state = try LuaState()
        let results = try state.evaluate("return load('\\27Lua\\84\\0')")
        #expect(results == [.nil, .string("attempt to load a binary chunk (mode is 't')")])
        let reader = try state.evaluate(
            "local parts = {'\\27', 'Lua'} local i = 0 "
                + "return load(function() i = i + 1 return parts[i] end)")
        #expect(reader == [.nil, .string("attempt to load a binary chunk (mode is 't')")])
    }

    @Test func loadUsesTheCallingFilesEnvironmentByDefault() throws {
        let state = try LuaState()
        let first = try state.makeEnvironment()
        let second = try state.makeEnvironment()
        _ = try state.evaluate("secret = 'first'", environment: first)
        #expect(
            try state.evaluate("return load('return secret')()", environment: first) == [
                .string("first")
            ])
        #expect(try state.evaluate("return load('return secret')()", environment: second) == [.nil])
        #expect(
            try state.evaluate(
                "return load('return secret', 'x', 't', {secret = 3})()", environment: first) == [
                    .integer(3)
                ])
        #expect(
            try state.evaluate("return load('return io', 'x', 't', nil)", environment: first).count
                == 1)
    }

    @Test func stringMetatableIsHiddenAndShared() throws {
        let state = try LuaState()
        #expect(try state.evaluate("return getmetatable('')") == [.boolean(false)])
        #expect(
            try state.evaluate("return ('abc'):upper(), ('a,b'):find(',', 1, true)") == [
                .string("ABC"), .integer(2), .integer(2),
            ])
    }

    @Test func changingALibraryChangesOnlyThatFilesCopy() throws {
        let state = try LuaState()
        let first = try state.makeEnvironment()
        let second = try state.makeEnvironment()
        _ = try state.evaluate(
            "string.rep = nil; string.upper = function() return 'evil' end", environment: first)
        #expect(
            try state.evaluate(
                "return string.upper('a'), ('b'):upper(), #string.rep('x', 3)", environment: second)
                == [
                    .string("A"), .string("B"), .integer(3),
                ])
        #expect(try state.evaluate("return ('b'):upper()", environment: first) == [.string("B")])
    }

    @Test func osOffersTimeOnly() throws {
        let state = try LuaState()
        let results = try state.evaluate(
            "return os.time() > 1700000000, os.date('!%Y-%m-%d', 0), type(os.clock())")
        #expect(results == [.boolean(true), .string("1970-01-01"), .string("number")])
    }

    @Test func globalsOfTheStateItselfArePruned() throws {
        let state = try LuaState()
        // Reach the state's own globals through the registry, as the host could.
        let names = try state.evaluate("return rawget(_G, 'dofile'), rawget(_G, 'print')")
        #expect(names == [.nil, .nil])
    }
}
