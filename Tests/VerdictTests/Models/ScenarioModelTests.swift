import Testing
import Verdict

/// The scenarios fixture of SEEDS.md §3.7 through a Swift model.
@Suite struct ScenarioModelTests {
    func required(_ model: ScenarioModel) -> Set<String> {
        Set(model.attributeList.filter(model.isAttributeRequired))
    }

    @Test func hasThreeScenarios() {
        #expect(ScenarioModel().scenarios.names == ["create", "default", "update"])
    }

    @Test func defaultScenario() {
        let model = ScenarioModel()
        #expect(model.scenario == "default")
        #expect(required(model) == ["valueBoolean"])
        #expect(model.activeAttributes == ["valueBoolean"])
        #expect(model.safeAttributes == ["valueBoolean"])
    }

    @Test func createScenario() throws {
        let model = ScenarioModel()
        try model.setScenario("create")
        let all: Set = ["valueInteger", "valueFloat", "valueBoolean"]
        #expect(required(model) == all)
        #expect(Set(model.activeAttributes) == all)
        #expect(Set(model.safeAttributes) == all)
    }

    @Test func updateScenario() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        #expect(required(model) == ["valueBoolean"])
        #expect(Set(model.activeAttributes) == ["valueBoolean", "valueString"])
        #expect(model.safeAttributes == ["valueBoolean"])
        #expect(model.isAttributeActive("valueString"))
        #expect(!model.isAttributeSafe("valueString"))
    }

    @Test func hasEightAttributes() {
        #expect(ScenarioModel().attributeList == FixtureAttributes.attributeNames)
    }

    @Test func oneOfItsValidatorsIsActiveInDefault() {
        // FXModelValidation's 3 rule entries; the two-attribute `required … on create` is two chains here.
        let model = ScenarioModel()
        #expect(ScenarioModel.rules.validators.count == 4)
        #expect(model.activeValidators.map(\.attribute) == ["valueBoolean"])
        #expect(model.activeValidators(for: "valueInteger").isEmpty)
    }

    @Test func validatesWithValueBooleanFalse() {
        let model = ScenarioModel()
        model.valueBoolean = false
        #expect(model.validate())
        #expect(!model.hasErrors)
    }

    @Test func updateScenarioTrims() throws {
        let model = ScenarioModel()
        model.valueString = "  test string  "
        #expect(model.validate())
        #expect(model.valueString == "  test string  ")
        try model.setScenario("update")
        #expect(model.validate())
        #expect(model.valueString == "test string")
    }

    @Test func unknownScenarioThrowsAndKeepsTheScenario() throws {
        let model = ScenarioModel()
        try model.setScenario("create")
        #expect(
            throws: ModelError.unknownScenario("delete", known: ["default", "create", "update"])
        ) {
            try model.setScenario("delete")
        }
        #expect(model.scenario == "create")
        do {
            try model.setScenario("delete")
            Issue.record("no error")
        } catch {
            #expect(
                error.description
                    == "Unknown scenario 'delete'; known scenarios: create, default, update.")
            #expect(error.scenario == "delete")
        }
    }

    @Test func explicitAttributesAreValidatedEvenOutsideTheScenarioList() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.valueString = "  x  "
        model.valueBoolean = true
        #expect(model.validate(attributes: ["valueString"]))
        #expect(model.valueString == "x")
    }
}
