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
        #expect(ruleLines(layout, model: 0) == [6, 7, 7, 8])
        #expect(strategyLines(layout, model: 0) == [12, 13, 14])
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
        #expect(ruleLines(layout, model: 0) == [9])
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
        #expect(ruleLines(layout, model: 0) == [3, 4])
        #expect(strategyLines(layout, model: 0) == [7, 11, 12])
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

    /// A rule entry's `model = …` option, and a record's `model` key in the examples, make no model.
    @Test func aModelKeyInsideAModelIsNoModel() {
        let layout = RuleFileLayout(
            source: """
                return {
                  model = "Order",
                  rules = { { "items", "each", model = "LineItem" } },
                  examples = { valid = { { model = "x" } } },
                }
                """)
        #expect(layout.models.map(\.name) == ["Order"])
    }

    /// Every key and entry of a model has its own line, down to the options of a nested entry.
    @Test func everyPartOfAModelHasItsLine() {
        let layout = RuleFileLayout(
            source: """
                return {
                  model = "M",
                  names = {
                    email = "Email",
                  },
                  rules = {
                    { "shipping", "nested", rules = {
                      { "city",
                        "required",
                        message = "is needed." },
                    } },
                  },
                }
                """)
        #expect(layout.line(model: 0, at: [.key("names"), .key("email")]) == 4)
        let entry = layout.ruleEntry(model: 0, index: 0)
        #expect(entry.nestedLine(1) == 8)
        #expect(entry.nested(1).line(ofElement: 2, or: nil) == 9)
        #expect(entry.nested(1).line(ofOption: "message", or: nil) == 10)
        #expect(entry.nested(2).line(ofOption: "message", or: 7) == 7)
    }

    @Test func withoutReturnTheLastLineIsUsed() {
        #expect(RuleFileLayout(source: "local x = 1\nlocal y = {\n}\n").returnLine == 3)
        #expect(RuleFileLayout(source: "").returnLine == nil)
    }

    /// The line of each rule entry of a model, in order.
    private func ruleLines(_ layout: RuleFileLayout, model: Int) -> [Int] {
        Array((0...).lazy.map { layout.ruleLine(model: model, index: $0) }.prefix { $0 != nil }.compactMap { $0 })
    }

    /// The line of each strategy entry of a model, in order.
    private func strategyLines(_ layout: RuleFileLayout, model: Int) -> [Int] {
        Array((0...).lazy.map { layout.strategyLine(model: model, index: $0) }.prefix { $0 != nil }.compactMap { $0 })
    }
}
