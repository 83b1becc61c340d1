import Testing
import Verdict

@Suite struct MassiveAssignmentTests {
    @Test func setsOnlySafeAttributesAtDefault() {
        let model = ScenarioModel()
        let result = model.assign(["valueBoolean": true, "valueString": "new string"])
        #expect(model.valueBoolean == true)
        #expect(model.valueString == nil)
        #expect(result.assigned == ["valueBoolean"])
        #expect(result.refused == ["valueString"])
        #expect(!result.isComplete)
    }

    @Test func safeOnlyFalseSetsEveryKnownAttribute() {
        let model = ScenarioModel()
        let result = model.assign(
            ["valueBoolean": true, "valueString": "new string"], safeOnly: false)
        #expect(model.valueBoolean == true)
        #expect(model.valueString == "new string")
        #expect(result == AssignmentResult(assigned: ["valueBoolean", "valueString"]))
        #expect(result.isComplete)
    }

    @Test func unknownKeysAreRefusedEvenWhenNotSafeOnly() {
        let model = ScenarioModel()
        let result = model.assign(["valueBoolean": true, "role": "admin"], safeOnly: false)
        #expect(result.refused == ["role"])
    }

    @Test func valuesOfTheWrongTypeAreReported() {
        let model = ScenarioModel()
        let result = model.assign(
            ["valueInteger": "42", "valueFloat": 2, "value": 3.0], safeOnly: false)
        #expect(
            result
                == AssignmentResult(
                    assigned: ["value", "valueFloat"], unconvertible: ["valueInteger"]))
        #expect(model.valueInteger == 100)
        #expect(model.valueFloat == 2.0)
        #expect(model.value == 3)
    }

    @Test func safeFollowsTheScenario() throws {
        let model = ScenarioModel()
        try model.setScenario("create")
        model.assign(["valueInteger": 7, "valueFloat": 1.5, "valueBoolean": true])
        #expect(model.valueInteger == 7)
        #expect(model.valueFloat == 1.5)
        #expect(model.valueBoolean)
    }

    @Test func withoutRulesNothingIsSafe() {
        let model = NoRulesModel()
        #expect(model.assign(["valueInteger": 200]).refused == ["valueInteger"])
        #expect(model.valueInteger == 100)
    }

    @Test func theSafeRuleMakesAnAttributeAssignable() {
        let model = SafeModel()
        #expect(model.assign(["valueInteger": 200]).assigned == ["valueInteger"])
        #expect(model.valueInteger == 200)
    }

    @Test func assignmentDoesNotValidate() {
        let model = ScenarioModel()
        model.assign(["valueBoolean": .null])
        #expect(!model.hasErrors)
    }
}
