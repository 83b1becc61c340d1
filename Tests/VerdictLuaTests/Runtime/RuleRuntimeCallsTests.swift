import Testing
import Verdict

@testable import VerdictLua

/// Calls into Lua: rules, `when`, filters and strategies, and what each answer means.
@Suite struct RuleRuntimeCallsTests {
    static func ruleFile(returning expression: String) -> String {
        """
        return { model = "M", rules = {
          { "age", function(value, object, ctx)
              return \(expression)
            end },
        } }
        """
    }

    @Test(arguments: [
        ("true", [String]()),
        ("nil", []),
        ("", []),
        ("value >= 18, 'ignored'", []),
        ("false", ["Age is invalid."]),
        ("false, 'must be an adult.'", ["Age must be an adult."]),
        ("false, 'is {value}, not an adult.'", ["is 12, not an adult."]),
        ("false, 42", ["Age is invalid."]),
    ])
    func ruleAnswers(expression: String, messages: [String]) throws {
        let loaded = try LoadedRuleFile(Self.ruleFile(returning: expression))
        let value: Value = expression.hasPrefix("value") ? 30 : 12
        #expect(loaded.messages(["age": value]) == messages)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    /// String values take the one-C-call path; straight-line rules run without the count hook.
    @Test(arguments: [
        ("#value >= 6", "planning", [String]()),
        ("#value >= 6", "plan", ["Title is invalid."]),
        ("#value >= 6, 'ignored'", "planning", []),
        ("nil", "plan", []),
        ("false, 'is too short: {value}'", "plan", ["is too short: plan"]),
        ("value:upper() == value", "PLAN", []),
        ("value:upper() == value", "plan", ["Title is invalid."]),
        ("object.title == value and ctx.attribute == 'title'", "plan", []),
        (
            "#value", "plan",
            [
                "Title could not be checked: rules/test.lua:2: the rule returned a number; a rule returns true, false (and a message) or nil"
            ]
        ),
    ])
    func stringRuleAnswers(expression: String, value: String, messages: [String]) throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "title", function(value, object, ctx) return \(expression) end },
            } }
            """)
        #expect(loaded.messages(["title": .string(value)]) == messages)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func aStringRuleThatRaisesOrLoopsFailsClosedAndTheNextRuleRuns() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "title", function(value) return #value > 0 and value .. nil end },
              { "name", function(value) while #value > 0 do end end },
              { "city", function(value) return #value > 2 end },
            } }
            """)
        for _ in 0..<2 {
            #expect(
                loaded.messages(["title": "T", "name": "Ann", "city": "Oz"]) == [
                    "Title could not be checked: rules/test.lua:2: attempt to concatenate a nil value",
                    "Name could not be checked: rules/test.lua:3: instruction budget of 2000000 instructions exhausted",
                    "City is invalid.",
                ])
            #expect(loaded.runtime.state.stackTop == 0)
        }
    }

    @Test(arguments: [
        ("1", "number"), ("'yes'", "string"), ("{}", "table"), ("function() end", "function"),
        ("coroutine.create(print or tostring)", "thread"),
    ])
    func otherAnswersAreErrors(expression: String, type: String) throws {
        let loaded = try LoadedRuleFile(Self.ruleFile(returning: expression))
        let context = loaded.validate(["age": 12])
        #expect(
            context.errors.map(\.message) == [
                "Age could not be checked: rules/test.lua:2: the rule returned a \(type); a rule returns true, false (and a message) or nil"
            ])
        #expect(context.errors.map(\.key) == [.ruleError])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func aRuleThatRaisesFailsClosedWithFileAndLine() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "age", function(value)
                  local limit = nil
                  return value > limit
                end },
              { "name", function() error({ code = 7 }) end },
              { "city", function() error("no such city", 0) end },
            } }
            """)
        let context = loaded.validate(["age": 12, "name": "Ann", "city": "Oz"])
        #expect(
            context.errors.map(\.message) == [
                "Age could not be checked: rules/test.lua:4: attempt to compare nil with number",
                "Name could not be checked: rules/test.lua:6: error object is a table value",
                "City could not be checked: rules/test.lua:7: no such city",
            ])
        #expect(context.errors.map(\.params["error"]).allSatisfy { $0 != nil })
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func whenDecidesWhetherTheRuleRunsAndAnErrorIsReported() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "vat", "required", when = function(o, ctx) return o.country == "DE" end },
              { "zip", "required", when = function(o) return o.country.code.iso == "DE" end },
            } }
            """)
        #expect(
            loaded.messages(["country": "DE"]) == [
                "VAT is required.",
                "Zip could not decide `when`: rules/test.lua:3: attempt to index a nil value (field 'code')",
            ])
        #expect(loaded.messages(["country": ["code": ["iso": "FR"]]]) == [])
        #expect(loaded.validate(["country": "FR"]).errors.map(\.key) == [.ruleError])
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func filtersWriteTheirResultBack() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", rules = {
              { "name", "filter", function(v) return v:upper() end },
              { "name", "exactLength", 3 },
              { "tags", "filter", function(v) return { "a", v } end },
              { "bad", "filter", function(v) return { v, x = 1 } end },
            } }
            """)
        let context = loaded.validate(["name": "ann", "tags": "b", "bad": "z"])
        #expect(context.rewrittenValues["name"] == "ANN")
        #expect(context.rewrittenValues["tags"] == ["a", "b"])
        #expect(context.errors.map(\.attribute) == ["bad"])
        #expect(
            context.errors.first?.message.contains("filter result: a table mixes list entries and named fields") == true
        )
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test(arguments: [
        ("'valid'", StrategyResult.valid), ("'invalid'", .invalid), ("'unknown'", .unknown), ("true", .valid),
        ("false", .invalid), ("nil", .unknown), ("", .unknown),
    ])
    func strategyAnswers(expression: String, expected: StrategyResult) throws {
        let loaded = try LoadedRuleFile(
            "return { model = \"M\", strategies = { function(o, ctx) return \(expression) end } }")
        let strategy = try #require(loaded.model("M")?.strategies.first)
        let environment = StrategyEnvironment(now: referenceNow, runtime: loaded.runtime)
        #expect(try strategy.evaluate(["a": 1] as [String: Value], in: environment).result == expected)
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test(arguments: [
        (
            "'maybe'",
            "rules/test.lua:1: a strategy returned 'maybe'; expected \"valid\", \"invalid\", \"unknown\", true, false or nil"
        ),
        (
            "42",
            "rules/test.lua:1: a strategy returned a number; expected \"valid\", \"invalid\", \"unknown\", true, false or nil"
        ),
        (
            "{}",
            "rules/test.lua:1: a strategy returned a table; expected \"valid\", \"invalid\", \"unknown\", true, false or nil"
        ),
        ("o.a.b.c", "rules/test.lua:1: attempt to index a number value (field 'a')"),
    ])
    func strategyErrorsAreThrownNeverUnknown(expression: String, message: String) throws {
        let loaded = try LoadedRuleFile(
            "return { model = \"M\", strategies = { function(o, ctx) return \(expression) end } }")
        let strategy = try #require(loaded.model("M")?.strategies.first)
        let environment = StrategyEnvironment(now: referenceNow, runtime: loaded.runtime)
        #expect(throws: (any Error).self) { try strategy.evaluate(["a": 1] as [String: Value], in: environment) }
        do {
            _ = try strategy.evaluate(["a": 1] as [String: Value], in: environment)
        } catch {
            #expect("\(error)".hasPrefix(message))
        }
        #expect(loaded.runtime.state.stackTop == 0)
    }

    @Test func strategiesSeeTheObjectAndTheEnvironment() throws {
        let loaded = try LoadedRuleFile(
            """
            return { model = "M", strategies = {
              function(o, ctx)
                if o.id == 7 and ctx.now == 1767225600 and ctx.reachable == false and ctx.scenario == "s"
                  and ctx.extras.k == "v" and ctx.attribute == nil and #ctx.errors == 0 then
                  return "valid", "all seen"
                end
                return "invalid"
              end,
            } }
            """)
        let strategy = try #require(loaded.model("M")?.strategies.first)
        let environment = StrategyEnvironment(
            now: referenceNow, isReachable: false, scenario: "s", extras: ["k": "v"], runtime: loaded.runtime)
        let outcome = try strategy.evaluate(["id": 7] as [String: Value], in: environment)
        #expect(outcome == StrategyOutcome(.valid, reason: "all seen"))
        #expect(loaded.runtime.state.stackTop == 0)
    }
}
