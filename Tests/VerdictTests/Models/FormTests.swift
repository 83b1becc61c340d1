import Synchronization
import Testing
import Verdict

/// The same vectors through a dynamic ``Form``.
@Suite struct FormTests {
    func fixture() -> Form {
        Form(
            rules: ScenarioModel.rules, scenarios: ScenarioModel.scenarioList,
            attributes: FixtureAttributes.attributeNames)
    }

    @Test func scenariosFixture() throws {
        let form = fixture()
        #expect(form.scenarios.names == ["create", "default", "update"])
        #expect(form.attributeList.count == 8)
        #expect(form.activeValidators.map(\.attribute) == ["valueBoolean"])
        #expect(form.attributeList.filter(form.isAttributeRequired) == ["valueBoolean"])
        try form.setScenario("update")
        #expect(form.activeAttributes == ["valueString", "valueBoolean"])
        #expect(form.safeAttributes == ["valueBoolean"])
        #expect(form.isAttributeActive("valueString") && !form.isAttributeSafe("valueString"))
        #expect(form.activeValidators(for: "valueString").count == 1)
        #expect(form.attributeList.filter(form.isAttributeRequired) == ["valueBoolean"])
    }

    @Test func validatesAndTrims() throws {
        let form = fixture()
        form["valueBoolean"] = false
        #expect(form.validate())
        form["valueBoolean"] = nil
        #expect(!form.validate())
        #expect(form.errors["valueBoolean"] == ["Value boolean is required."])
        form["valueBoolean"] = true
        form["valueString"] = "  test string  "
        try form.setScenario("update")
        #expect(form.validate())
        #expect(form["valueString"] == "test string")
    }

    @Test func unknownScenario() {
        let form = fixture()
        #expect(
            throws: ModelError.unknownScenario("delete", known: ["create", "default", "update"])
        ) {
            try form.setScenario("delete")
        }
        #expect(form.scenario == "default")
    }

    @Test func massiveAssignmentReportsUnsafeKeys() {
        let form = fixture()
        let log = Mutex<[String]>([])
        form.onUnsafeAttribute = { name, value in log.withLock { $0.append("\(name)=\(value)") } }
        let result = form.assign(["valueBoolean": true, "valueString": "new", "isAdmin": true])
        #expect(
            result
                == AssignmentResult(
                    assigned: ["valueBoolean"], refused: ["isAdmin", "valueString"]))
        #expect(form.values == ["valueBoolean": true])
        #expect(log.withLock { $0 } == ["isAdmin=true", "valueString=new"])
        form.assign(
            ["valueBoolean": false, "valueString": "new", "isAdmin": true], safeOnly: false)
        #expect(form.values == ["valueBoolean": false, "valueString": "new"])
    }

    @Test func unknownAttributesCannotBeSet() {
        let form = fixture()
        #expect(!form.setValue(1, for: "isAdmin"))
        form["isAdmin"] = true
        #expect(form["isAdmin"] == nil)
        #expect(form.setValue(1, for: "value"))
        #expect(form.removeValue(for: "value"))
        #expect(form.values.isEmpty)
    }

    @Test func attributesComeFromRulesScenariosAndCompare() {
        let form = Form(rules: Account.rules, scenarios: Account.scenarioList)
        #expect(form.attributeList == ["username", "password", "password_repeat", "role"])
        let derived = Form(rules: RuleSet { Validate("start").compare(.less, .field("end")) })
        #expect(derived.attributeList == ["start", "end"])
    }

    @Test func validateUpdates() throws {
        let form = fixture()
        try form.setScenario("update")
        form.addError("an error", for: "valueString")
        form.validateUpdates()
        #expect(form.watchedAttributes == ["valueString", "valueBoolean"])
        form["valueString"] = "  test string  "
        #expect(form["valueString"] == "test string")
        #expect(form.errors(for: "valueString") == [])
        form.validateUpdates(except: ["valueString"])
        form["valueString"] = "  again  "
        #expect(form["valueString"] == "  again  ")
        form.validateUpdates(attributes: [])
        #expect(form.watchedAttributes == [])
    }

    @Test func manualUpdateListIsNotRefreshed() throws {
        let form = fixture()
        form.validateUpdates()
        #expect(form.watchedAttributes == ["valueBoolean"])
        form.validateUpdates(attributes: ["valueString"])
        try form.setScenario("update")
        #expect(form.watchedAttributes == ["valueString"])
        form.assign(["valueString": "  x  "], safeOnly: false)
        #expect(form["valueString"] == "x")
        form.stopValidatingUpdates()
        form["valueString"] = " y "
        #expect(form["valueString"] == " y ")
    }

    @Test func updatesReportNewErrors() {
        let form = fixture()
        form.validateUpdates()
        form["valueBoolean"] = .null
        #expect(form.errors(for: "valueBoolean") == ["Value boolean is required."])
        #expect(form.hasErrors(for: "valueBoolean"))
        form["valueBoolean"] = true
        #expect(!form.hasErrors)
    }

    @Test func hooks() {
        let form = fixture()
        let log = Mutex<[String]>([])
        form.beforeValidate = { _ in
            log.withLock { $0.append("before") }
            return false
        }
        form.afterValidate = { _ in log.withLock { $0.append("after") } }
        #expect(!form.validate())
        form.beforeValidate = { _ in true }
        form.afterValidate = { form in form.addError("from after", for: "valueBoolean") }
        form["valueBoolean"] = true
        #expect(!form.validate())
        #expect(form.errors["valueBoolean"] == ["from after"])
        #expect(log.withLock { $0 } == ["before"])
    }

    @Test func aValueChangedDuringValidationIsNotOverwritten() {
        let holder = Mutex<Form?>(nil)
        let rules = RuleSet {
            Validate("name").filter { value, _ in
                holder.withLock { $0 }?["name"] = "changed meanwhile"
                return .string((value.stringValue ?? "").uppercased())
            }
        }
        let form = Form(rules: rules)
        holder.withLock { $0 = form }
        form["name"] = "ann"
        #expect(form.validate())
        #expect(form["name"] == "changed meanwhile")
        holder.withLock { $0 = nil }
        #expect(form.validate())
        #expect(form["name"] == "CHANGED MEANWHILE")
    }

    @Test func isSafeToShareBetweenTasks() async {
        let form = Form(rules: RuleSet { Validate("count").required().min(0) })
        form.validateUpdates()
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask {
                    form["count"] = .int(i % 2 == 0 ? i : -i)
                    _ = form.validate()
                    form.assign(["count": .int(i), "other": 1])
                }
            }
        }
        form["count"] = 5
        #expect(form.validate())
        #expect(form.values == ["count": 5])
    }

    @Test func aFormIsAnAttributeSource() {
        let form = fixture()
        form["valueString"] = "x"
        #expect(RuleSet { Validate("valueString").minLength(2) }.validate(form).errors.count == 1)
    }
}
