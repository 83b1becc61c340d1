import Testing
import Verdict

@testable import VerdictLua

/// Running a rule file and reporting what is wrong with it, always as FILE:LINE: message.
@Suite struct RuleFileLoaderTests {
    @Test func loadsOneModelOrAListOfThem() throws {
        let one = try LoadedRuleFile(#"return { model = "A", rules = { { "x", "required" } } }"#)
        #expect(one.issues.isEmpty)
        #expect(one.models.map(\.name) == ["A"])
        #expect(one.models.first?.file == "rules/test.lua")
        #expect(one.models.first?.line == 1)
        let list = try LoadedRuleFile(
            """
            local function model(name)
              return { model = name, rules = { { "x", "required" } } }
            end
            return {
              { model = "B", rules = { { "y", "required" } } },
              {
                model = "C",
              },
              model("D"),
            }
            """)
        #expect(list.issues.isEmpty)
        #expect(list.models.map(\.name) == ["B", "C", "D"])
        // D is built by a function: the source does not show where, so no line rather than a wrong one.
        #expect(list.models.map(\.line) == [5, 7, nil])
        #expect(list.runtime.state.stackTop == 0)
    }

    @Test(arguments: [
        (
            "return {\n  model = \"M\",\n  rules = {\n    { \"a\", \"required\" }\n    { \"b\", \"required\" },\n  },\n}",
            "rules/test.lua:5: '}' expected (to close '{' at line 3) near '{'"
        ),
        ("return { model = \"M\" ", "rules/test.lua:1: '}' expected near <eof>"),
        ("local x = nil\nreturn { model = x.name }", "rules/test.lua:2: attempt to index a nil value (local 'x')"),
        ("local t = {}\nerror('refusing to load')\nreturn t", "rules/test.lua:2: refusing to load"),
        ("\nreturn 42", "rules/test.lua:2: a rule file returns a model table or a list of them, got number"),
        (
            "local m = { model = 'M' }\n",
            "rules/test.lua:1: a rule file returns a model table or a list of them, got nothing"
        ),
        (
            "return {\n  rules = { { \"a\", \"required\" } },\n}",
            "rules/test.lua:1: the returned table has no `model` field and no models in a list"
        ),
        (
            "return {\n  { model = \"A\" },\n  {\n    rules = {},\n  },\n}",
            "rules/test.lua:3: a model table needs `model = \"Name\"`"
        ),
        (
            "return {\n  { model = \"A\" },\n  \"B\",\n}",
            "rules/test.lua:3: entry 2 of the returned list is a string, not a model table"
        ),
    ])
    func problemsAreReportedWithFileAndLine(source: String, issue: String) throws {
        let loaded = try LoadedRuleFile(source)
        #expect(loaded.issueTexts == [issue])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func aFileThatLoopsWhileLoadingIsStopped() throws {
        let loaded = try LoadedRuleFile("local n = 0\nwhile true do n = n + 1 end")
        #expect(loaded.issueTexts == ["rules/test.lua:2: instruction budget of 2000000 instructions exhausted"])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func eachFileHasItsOwnEnvironment() throws {
        let pool = RuntimePool(limits: .testing)
        let first =
            #"shared = "first" return { model = "A", rules = { { "x", function() return false, shared end } } }"#
        let second =
            #"shared = "second" return { model = "B", rules = { { "x", function() return false, shared end } } }"#
        let sources = RuleSources(version: 1, files: [("a.lua", first), ("b.lua", second)])
        let runtime = try RuleRuntime(version: 1, limits: .testing)
        var loader = RuleFileLoader(runtime: runtime, pool: pool, sources: sources)
        loader.load("a.lua", source: first)
        loader.load("b.lua", source: second)
        #expect(loader.issues.isEmpty)
        for (model, expected) in zip(loader.models, ["X first", "X second"]) {
            let context = ValidationContext(source: Value.object(["x": 1]), runtime: runtime)
            model.rules.run(in: context)
            #expect(context.errors.map(\.message) == [expected])
        }
        #expect(runtime.state.stackTop == 0)
    }
}
