import Testing

@testable import VerdictLua

/// Lines of models, rule entries and strategies read from the source text.
@Suite struct RuleFileLayoutTests {
    @Test func findsTheLinesOfModelsRulesAndStrategies() {
        let layout = RuleFileLayout(
            source: """
                -- a comment with { braces } and model = "X"
                return {
                  {
                    model = "A",
                    rules = {
                      { "a", "required" },
                      { "b", "regex", "[{}]+" }, { "c", "required" },
                      {
                        "d", "minLength", 3 },
                    },
                    strategies = {
                      "rules",
                      { "timestamp", field = "t", expiry = 5 },
                      function(o) return "valid" end,
                    },
                  },
                  { model = "B", rules = { { "x", "required" } } },
                }
                """)
        #expect(layout.models.count == 2)
        #expect(layout.modelLine(0) == 4)
        #expect(layout.models[0].ruleLines == [6, 7, 7, 8])
        #expect(layout.models[0].strategyLines == [12, 13, 14])
        #expect(layout.modelLine(1) == 17)
        #expect(layout.ruleLine(model: 1, index: 0) == 17)
        #expect(layout.ruleLine(model: 1, index: 1) == nil)
        #expect(layout.strategyLine(model: 5, index: 0) == nil)
        #expect(layout.returnLine == 2)
    }

    @Test func skipsStringsLongStringsAndComments() {
        let layout = RuleFileLayout(
            source: """
                local s = [[
                { model = "fake" }
                ]]
                --[==[
                rules = { { "x" } }
                ]==]
                local q = "}{ \\" {"
                return { model = 'M', rules = {
                  { "a", "required" }, -- }
                } }
                """)
        #expect(layout.models.count == 1)
        #expect(layout.modelLine(0) == 8)
        #expect(layout.models[0].ruleLines == [9])
        #expect(layout.returnLine == 8)
    }

    @Test func commasInsideFunctionsDoNotStartEntries() {
        let layout = RuleFileLayout(
            source: """
                return { model = "M",
                  rules = {
                    { "a", function(value, object, ctx) return false, "no" end },
                    check,
                  },
                  strategies = {
                    function(object, ctx)
                      if object.x then return "valid", "x" end
                      do local a, b = 1, 2 end
                      return "unknown"
                    end, "default",
                    42,
                  },
                }
                """)
        #expect(layout.models.count == 1)
        #expect(layout.models[0].name == "M")
        #expect(layout.models[0].ruleLines == [3, 4])
        #expect(layout.models[0].strategyLines == [7, 11, 12])
    }

    @Test func modelsAreMatchedByTheirLiteralName() {
        let layout = RuleFileLayout(
            source:
                "local function make(n) return { model = n, rules = {} } end\nreturn { make('A'), { model = \"B\" } }")
        #expect(layout.models.map(\.name) == [nil, "B"])
        #expect(layout.index(ofModel: "B", position: 1, taken: []) == 1)
        #expect(layout.index(ofModel: "A", position: 0, taken: []) == 0)
        #expect(layout.index(ofModel: "C", position: 1, taken: []) == nil)
        #expect(layout.index(ofModel: "B", position: 0, taken: [1]) == 0)
    }

    @Test func aModelWithoutAModelKeyIsPlacedAtItsTable() {
        let layout = RuleFileLayout(source: "return {\n  {\n    rules = {},\n  },\n}")
        #expect(layout.modelLine(0) == 2)
        #expect(layout.models[0].line == nil)
    }

    @Test func withoutReturnTheLastLineIsUsed() {
        #expect(RuleFileLayout(source: "local x = 1\nlocal y = {\n}\n").returnLine == 3)
        #expect(RuleFileLayout(source: "").returnLine == nil)
    }
}
