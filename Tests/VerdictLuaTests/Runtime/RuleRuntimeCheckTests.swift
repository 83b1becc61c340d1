import Testing
import Verdict

@testable import VerdictLua

/// `verdict.check.NAME`: the host's own function for each catalog name, called straight from the
/// rule; the generic wrapper for other names.
@Suite struct RuleRuntimeCheckTests {
    @Test func aCatalogNameIsAHostFunctionThatAnswersTwoValues() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let results = try runtime.evaluate(
            """
            local email = verdict.check.email
            local function count(...) return select('#', ...) end
            return email == verdict.check.email, count(email("ann@example.com")), email("ann@example.com"),
              count(email("nope")), email("nope")
            """)
        // Calls in the middle of a list give their first result only (Lua's rule).
        #expect(results == [true, 2, true, 2, false, "has invalid syntax."])
        #expect(runtime.state.stackTop == 0)
    }

    @Test func eachCatalogNameIsRegisteredOnceWhateverFileAsks() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        _ = try runtime.evaluate("return verdict.check.email('a@b.co')", file: "rules/a.lua")
        let registered = runtime.state.callbacks.count
        _ = try runtime.evaluate("return verdict.check.email('a@b.co')", file: "rules/b.lua")
        _ = try runtime.evaluate(
            "local a, b, c = verdict.check.emial, verdict.check[''], verdict.check.nope", file: "rules/c.lua")
        #expect(runtime.state.callbacks.count == registered)
        #expect(runtime.checkFunctions.keys.sorted() == ["email"])
    }

    @Test func errorsAreRaisedAtTheLineOfTheRuleThatCalled() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        let bad = try #require(runtime.failure("local x\nlocal ok = verdict.check.minLength('abc', 'six')"))
        #expect(bad.description.hasPrefix("rules/test.lua:2: verdict.check.minLength: rule 'minLength' argument 1"))
        let value = try #require(runtime.failure("\nreturn verdict.check.email({ f = function() end })"))
        #expect(value.description.hasPrefix("rules/test.lua:2: verdict.check.email value.f: a function cannot be"))
        let noArguments = try #require(runtime.failure("return verdict.check.minLength('abc')"))
        #expect(noArguments.description.hasPrefix("rules/test.lua:1: verdict.check.minLength: "))
        #expect(try runtime.evaluate("return pcall(verdict.check.minLength, 'abc', 'six')").first == false)
        #expect(runtime.state.stackTop == 0)
    }

    @Test func callsWithAndWithoutArgumentsGoThroughTheSameFunction() throws {
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        #expect(
            try runtime.evaluate(
                """
                local r, m = verdict.check.required, verdict.check.minLength
                local results = {}
                for _, call in ipairs({ { r, nil }, { r, 'x' }, { m, 'abc', 6 }, { m, 'abcdef', 6 } }) do
                  local ok, message = call[1](call[2], call[3])
                  results[#results + 1] = tostring(ok) .. " " .. tostring(message)
                end
                return table.unpack(results)
                """) == ["false is required.", "true nil", "false is too short.", "true nil"])
        #expect(runtime.checkFunctions.keys.sorted() == ["minLength", "required"])
        #expect(runtime.state.stackTop == 0)
    }
}
