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
            "rules/test.lua:3: model 'M': unknown key 'rulez' (hint: did you mean 'rules'?)"
        ),
        (
            "return {\n  model = \"M\",\n  names = \"x\",\n}",
            "rules/test.lua:3: model 'M': `names` should map attributes to display names"
        ),
        (
            "return {\n  model = \"M\",\n  names = {\n    a = 1,\n  },\n}",
            "rules/test.lua:4: model 'M': names.a should be a string"
        ),
        (
            "return {\n  model = \"M\",\n  scenarios = { login = 5 },\n}",
            "rules/test.lua:3: model 'M': scenarios.login should be a list of attribute names"
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
            "return {\n  model = \"M\",\n  examples = { valid = {\n    {},\n    5,\n  } },\n}",
            "rules/test.lua:5: model 'M': examples.valid[2] should be a record table"
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

    /// Every problem of a model's own keys is at the line of the key or entry that holds it, never
    /// at the model's `model = …` line.
    @Test(arguments: [
        (
            "return {\n  model = \"M\",\n  rules = {},\n  mode = \"warm\",\n}",
            #"rules/test.lua:4: model 'M': `mode` should be "enforce", "warn", "dry-run", got "warm" (hint: did you mean "warn"?)"#
        ),
        (
            "return {\n  model = \"M\",\n  rules = 5,\n}",
            "rules/test.lua:3: model 'M': `rules` should be a list of rule entries"
        ),
        (
            "return {\n  model = \"M\",\n  rules = { { \"password\", \"required\" } },\n  secrets = {\n    \"password\",\n    \"pasword\",\n  },\n}",
            "rules/test.lua:6: model 'M': secret 'pasword' is no attribute of the model (hint: did you mean 'password'?)"
        ),
        (
            "return {\n  model = \"M\",\n  secrets = 5,\n}",
            #"rules/test.lua:3: model 'M': `secrets` should be a list of attribute paths: { "password", "card.number" }"#
        ),
        (
            "return {\n  model = \"M\",\n  messages = 5,\n}",
            "rules/test.lua:3: model 'M': `messages` should map attributes to { key = text }"
        ),
        (
            "return {\n  model = \"M\",\n  rules = { { \"a\", \"required\" } },\n  messages = { a = { required = {\n    en = \"is needed.\",\n    xx_YY_ZZ = \"?\",\n  } } },\n}",
            #"rules/test.lua:6: model 'M': messages.a.required: 'xx_YY_ZZ' is not a language tag (hint: en, de, ["pt-BR"])"#
        ),
        (
            "return {\n  model = \"M\",\n  scenarios = 5,\n}",
            "rules/test.lua:3: model 'M': `scenarios` should map scenario names to lists of attributes"
        ),
        (
            "return {\n  model = \"M\",\n  strategies = \"rules\",\n}",
            "rules/test.lua:3: model 'M': `strategies` should be a list"
        ),
        (
            "return {\n  model = \"M\",\n  rules = { { \"a\", \"required\" } },\n  strategies = {},\n}",
            #"rules/test.lua:4: warning: model 'M' has rules, but no strategy of its chain runs them (hint: add "rules" to `strategies`, before "default")"#
        ),
        (
            "return {\n  model = \"M\",\n  strategies = {\n    { \"timestamp\", field = \"t\",\n      expiry = -1 },\n  },\n}",
            "rules/test.lua:5: strategies[1]: strategy 'timestamp' option 'expiry' should be a number of seconds ≥ 0"
        ),
        (
            "return {\n  model = \"M\",\n  scenarios = { login = { \"a\" } },\n  rules = {\n    { \"a\", \"required\", on = {\n      \"login\",\n      \"logn\" } },\n  },\n}",
            "rules/test.lua:7: rules[1]: `on` names scenario 'logn', which model 'M' does not declare (scenarios: default, login) (hint: did you mean 'login'?)"
        ),
        (
            "return {\n  model = \"M\",\n  examples = 5,\n}",
            "rules/test.lua:3: model 'M': `examples` should be { valid = {...}, invalid = {...} }"
        ),
        (
            "return {\n  model = \"M\",\n  examples = {\n    invalid = 5,\n  },\n}",
            "rules/test.lua:4: model 'M': examples.invalid should be a list of records"
        ),
        (
            "return {\n  model = \"M\",\n  examples = { valid = {\n    {},\n    {\n      at = function() end,\n    },\n  } },\n}",
            "rules/test.lua:6: model 'M': examples.valid[2].at: a function cannot be a value here"
        ),
        (
            "return {\n  model = \"M\",\n  rules = {\n    { \"a\", \"nested\", rules = {\n      { \"b\", \"minLength\",\n        \"six\" },\n    } },\n  },\n}",
            #"rules/test.lua:6: rules[1].rules[1]: rule 'minLength' argument 1 should be a whole number ≥ 0, got "six""#
        ),
        (
            "return {\n  model = \"M\",\n  rules = {\n    { \"a\", \"required\", message = {\n      en = \"is needed.\",\n      xx_YY_ZZ = \"?\",\n    } },\n  },\n}",
            #"rules/test.lua:6: rules[1]: `message`: 'xx_YY_ZZ' is not a language tag (hint: texts by locale are keyed by BCP 47 tags: en, de, ["pt-BR"])"#
        ),
    ])
    func problemsOfAModelsKeysAreAtTheirLine(source: String, issue: String) throws {
        let loaded = try LoadedRuleFile(source)
        #expect(loaded.issueTexts == [issue])
        #expect(loaded.runtime.state.stackTop == 0)
    }
}
