import Testing
import Verdict

@Suite struct ScenarioListTests {
    @Test func derivesScenariosFromOnAndExcept() {
        let rules = RuleSet {
            Validate("everywhere").required()
            Validate("onCreate").required().on("create")
            Validate("notOnUpdate").required().except("update")
            Validate("both").required().on("create", "archive").except("archive")
        }
        let list = ScenarioList(derivedFrom: rules)
        #expect(list.names == ["archive", "create", "default", "update"])
        #expect(
            list.activeAttributes(in: "archive") == ["everywhere", "notOnUpdate"],
            "`both` excepts archive")
        #expect(list.activeAttributes(in: "default") == ["everywhere", "notOnUpdate"])
        #expect(
            list.activeAttributes(in: "create") == [
                "everywhere", "onCreate", "notOnUpdate", "both",
            ])
        #expect(list.activeAttributes(in: "update") == ["everywhere"])
        #expect(list.safeAttributes(in: "create") == list.activeAttributes(in: "create"))
    }

    @Test func dropsScenariosLeftWithoutAttributes() {
        let rules = RuleSet {
            Validate("a").required().on("ghost").except("ghost")
            Validate("b").required().on("create")
        }
        #expect(ScenarioList(derivedFrom: rules).names == ["create", "default"])
    }

    @Test func alwaysHasDefault() {
        #expect(ScenarioList(derivedFrom: RuleSet([])).names == ["default"])
        let declared: ScenarioList = ["login": ["username"]]
        #expect(declared.names == ["default", "login"])
        #expect(declared.activeAttributes(in: "default") == [])
    }

    @Test func anAttributeOfSeveralChainsIsListedOnce() {
        let rules = RuleSet {
            Validate("password").required()
            Validate("password").compare().on("register")
        }
        let list = ScenarioList(derivedFrom: rules)
        #expect(list.activeAttributes(in: "register") == ["password"])
    }

    @Test func bangMarksActiveButUnsafe() {
        let list: ScenarioList = ["register": ["username", "!role", "password"]]
        #expect(list.activeAttributes(in: "register") == ["username", "role", "password"])
        #expect(list.safeAttributes(in: "register") == ["username", "password"])
        #expect(list.attributes == ["username", "role", "password"])
        #expect(list.safeAttributes(in: "nowhere") == [])
        #expect(!list.contains("nowhere"))
    }

    @Test func anAttributeDeclaredBothWaysIsSafe() {
        let list: ScenarioList = ["s": ["!a", "a"]]
        #expect(list.activeAttributes(in: "s") == ["a"])
        #expect(list.safeAttributes(in: "s") == ["a"])
    }

    @Test func describesItself() {
        #expect(
            ScenarioModel.scenarioList.description
                == "create: [valueInteger, valueFloat, valueBoolean]; default: [valueBoolean]; update: [!valueString, valueBoolean]"
        )
    }
}
