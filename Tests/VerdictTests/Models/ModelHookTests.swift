import Testing
import Verdict

@Suite struct ModelHookTests {
    @Test func beforeValidateFalseMakesTheModelInvalidAndSkipsAfter() {
        let model = HookedModel()
        model.addError("stale", for: "valueBoolean")
        model.allowsValidation = false
        #expect(!model.validate())
        #expect(model.log == ["before"])
        #expect(!model.hasErrors, "errors are cleared before the hook runs")
    }

    @Test func afterValidateRunsAfterTheRules() {
        let model = HookedModel()
        #expect(model.validate())
        #expect(model.log == ["before", "after"])
    }

    @Test func validationRunsTheHooksOnEveryUpdate() throws {
        let model = HookedModel()
        try model.setScenario("update")
        model.validateUpdates()
        model.valueString = " a "
        #expect(model.log == ["before", "after"])
        #expect(model.valueString == "a")
    }

    @Test func unsafeAndUnknownKeysReachTheHook() {
        let model = HookedModel()
        let result = model.assign(["valueBoolean": true, "valueString": "new", "isAdmin": true])
        #expect(model.log == ["unsafe isAdmin=true", "unsafe valueString=new"])
        #expect(
            result
                == AssignmentResult(
                    assigned: ["valueBoolean"], refused: ["isAdmin", "valueString"]))
    }
}
