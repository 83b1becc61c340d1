import Testing
import Verdict

@testable import VerdictLua

/// The parts of a model table: names, messages, scenarios, strategies, examples.
@Suite struct ModelTableReaderTests {
    @Test func displayNamesPrefixMessagesAndAnEmptyNameGivesTheTextAlone() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "CalendarEvent",
              names = { creatorLastName = "Lastname", termsOfUse = "" },
              rules = {
                { "creatorLastName", "required" },
                { "termsOfUse", "required" },
                { "title", "required" },
              },
            }
            """)
        #expect(loaded.messages([:]) == ["Lastname is required.", "is required.", "Title is required."])
    }

    @Test func messageTablesAreUsedVerbatim() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              messages = { title = { tooShort = "Titles need at least 6 signs", required = "No title?" } },
              rules = { { "title", "required" }, { "title", "minLength", 6 }, { "body", "minLength", 6 } },
            }
            """)
        #expect(
            loaded.messages(["title": "abc", "body": "abc"]) == [
                "Titles need at least 6 signs", "Body must be at least 6 characters long.",
            ])
        #expect(loaded.messages([:]) == ["No title?"])
    }

    @Test func scenariosAreDeclaredWithUnsafeAttributes() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "User",
              scenarios = {
                login = { "username", "password" },
                register = { "username", "email", "password", "!role" },
              },
              rules = { { "role", "in", { "member", "admin" }, on = { "register" } } },
            }
            """)
        let user = try #require(loaded.model("User"))
        #expect(user.scenarioNames == ["default", "login", "register"])
        #expect(user.safeAttributes(in: "register") == ["username", "email", "password"])
        #expect(user.safeAttributes(in: "login") == ["username", "password"])
        #expect(user.scenarios["register"] == ["username", "email", "password", "!role"])
        #expect(Set(user.attributes) == ["role", "username", "email", "password"])
    }

    /// With scenarios declared, a rule's `on` or `except` naming another is an issue at the rule,
    /// with the nearest declared name as a hint; `default` is always declared.
    @Test func onAndExceptMayNameOnlyDeclaredScenarios() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "User",
              scenarios = { login = { "username" }, register = { "username", "email" } },
              rules = {
                { "username", "required", on = { "login", "default" } },
                { "email", "email", on = { "regster" } },
                { "username", "minLength", 3, except = { "logn", "register" } },
                { "email", "required", on = { "checkout" } },
              },
            }
            """)
        #expect(
            loaded.issueTexts == [
                "rules/test.lua:6: rules[2]: `on` names scenario 'regster', which model 'User' does not declare (scenarios: default, login, register) (hint: did you mean 'register'?)",
                "rules/test.lua:7: rules[3]: `except` names scenario 'logn', which model 'User' does not declare (scenarios: default, login, register) (hint: did you mean 'login'?)",
                "rules/test.lua:8: rules[4]: `on` names scenario 'checkout', which model 'User' does not declare (scenarios: default, login, register)",
            ])
    }

    @Test func scenariosAreDerivedFromOnAndExceptWhenNotDeclared() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              rules = {
                { "valueBoolean", "required" },
                { { "valueInteger", "valueFloat" }, "required", on = { "create" } },
                { "valueString", "trim", on = { "update" } },
              },
            }
            """)
        let model = try #require(loaded.model("M"))
        #expect(model.scenarioNames == ["default", "create", "update"])
        #expect(model.safeAttributes(in: "create") == ["valueBoolean", "valueInteger", "valueFloat"])
        #expect(model.safeAttributes(in: nil) == ["valueBoolean"])
    }

    @Test func strategiesMixBuiltInNamesOptionsAndFunctions() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "MJUser",
              rules = { { "name", "required" } },
              strategies = {
                "reachability",
                function(user) return user.revoked and "invalid" or "unknown" end,
                "rules",
                { "timestamp", field = "updatedAt", expiry = 300 },
                "default",
              },
            }
            """)
        let model = try #require(loaded.model("MJUser"))
        #expect(model.strategyNames == ["reachability", "lua (rules/test.lua:6)", "rules", "timestamp", "default"])
        #expect(model.strategies.map(\.name) == model.strategyNames)
        let byDefault = try LoadedRuleFile(#"return { model = "M" }"#)
        #expect(byDefault.model("M")?.strategyNames == ["rules", "default"])
    }

    @Test func examplesAreReadWithTheirScenario() throws {
        let loaded = try LoadedRuleFile(
            """
            return {
              model = "M",
              rules = { { "a", "required" } },
              examples = {
                valid = { { a = 1 }, { scenario = "login", a = "x" } },
                invalid = { {} },
              },
            }
            """)
        let examples = try #require(loaded.model("M")?.examples)
        #expect(examples.map(\.label) == ["valid example 1", "valid example 2", "invalid example 1"])
        #expect(examples.map(\.record) == [["a": 1], ["a": "x"], [:]])
        #expect(examples.map(\.scenario) == [nil, "login", nil])
    }

    @Test(arguments: [
        (
            "return {\n  model = \"M\",\n  rulez = {},\n}",
            "rules/test.lua:2: model 'M': unknown key 'rulez' (hint: did you mean 'rules'?)"
        ),
        (
            "return {\n  model = \"M\",\n  names = \"x\",\n}",
            "rules/test.lua:2: model 'M': `names` should map attributes to display names"
        ),
        (
            "return {\n  model = \"M\",\n  names = { a = 1 },\n}",
            "rules/test.lua:2: model 'M': names.a should be a string"
        ),
        (
            "return {\n  model = \"M\",\n  scenarios = { login = 5 },\n}",
            "rules/test.lua:2: model 'M': scenarios.login should be a list of attribute names"
        ),
        (
            "return {\n  model = \"M\",\n  strategies = {\n    \"rulez\",\n  },\n}",
            "rules/test.lua:4: strategies[1]: unknown strategy 'rulez' (hint: did you mean 'rules'?)"
        ),
        (
            "return {\n  model = \"M\",\n  strategies = {\n    { \"timestamp\", field = 3 },\n  },\n}",
            "rules/test.lua:4: strategies[1]: strategy 'timestamp' option 'field' should be the name of a date field"
        ),
        (
            "return {\n  model = \"M\",\n  strategies = {\n    \"rules\",\n    42,\n  },\n}",
            "rules/test.lua:5: strategies[2] should be a name, a { name, options } table or a function, got a number"
        ),
        (
            "return {\n  model = \"M\",\n  examples = { valid = { 5 } },\n}",
            "rules/test.lua:2: model 'M': examples.valid[1] should be a record table"
        ),
        (
            "return {\n  model = \"M\",\n  rules = {\n    { \"a\" },\n  },\n}",
            "rules/test.lua:4: rules[1]: a rule entry needs the attribute(s) and the rule: { \"title\", \"required\" }"
        ),
    ])
    func malformedPartsAreReportedAtTheirLine(source: String, issue: String) throws {
        let loaded = try LoadedRuleFile(source)
        #expect(loaded.issueTexts == [issue])
        #expect(loaded.runtime.state.stackTop == 0)
    }
}
