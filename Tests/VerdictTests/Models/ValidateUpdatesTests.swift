import Foundation
import Testing
import Verdict

@Suite struct ValidateUpdatesTests {
    @Test func aChangeClearsTheAttributesExistingError() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.addError("an error", for: "valueString")
        model.validateUpdates()
        #expect(model.errors(for: "valueString") == ["an error"])
        model.valueString = "changed"
        #expect(model.errors(for: "valueString") == [])
    }

    @Test func withoutValidateUpdatesAChangeKeepsTheError() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.addError("an error", for: "valueString")
        model.valueString = "  changed  "
        #expect(model.errors(for: "valueString") == ["an error"])
        #expect(model.valueString == "  changed  ")
    }

    @Test func exceptedAttributesAreNotTrimmed() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.validateUpdates(except: ["valueString"])
        model.valueString = "  test string  "
        #expect(model.valueString == "  test string  ")
    }

    @Test func plainValidateUpdatesTrimsOnChange() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.validateUpdates()
        model.valueString = "  test string  "
        #expect(model.valueString == "test string")
    }

    @Test func activeAttributesAreRefreshedOnScenarioChange() throws {
        let model = ScenarioModel()
        model.validateUpdates()
        #expect(model.watchedAttributes == ["valueBoolean"])
        model.valueString = "  a  "
        #expect(model.valueString == "  a  ")
        try model.setScenario("update")
        #expect(model.watchedAttributes == ["valueString", "valueBoolean"])
        model.valueString = "  b  "
        #expect(model.valueString == "b")
    }

    @Test func aManualListIsNotRefreshedButStillValidates() throws {
        let model = ScenarioModel()
        model.validateUpdates(attributes: ["valueString"])
        #expect(model.watchedAttributes == ["valueString"])
        try model.setScenario("update")
        #expect(model.watchedAttributes == ["valueString"])
        model.valueString = "  test string  "
        #expect(model.valueString == "test string")
        model.addError("kept", for: "valueBoolean")
        model.valueBoolean = true
        #expect(model.errors(for: "valueBoolean") == ["kept"])
    }

    @Test func anEmptyListStops() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.validateUpdates()
        model.validateUpdates(attributes: [])
        #expect(model.watchedAttributes == [])
        model.valueString = "  test string  "
        #expect(model.valueString == "  test string  ")
        model.validateUpdates()
        model.stopValidatingUpdates()
        model.valueString = "  again  "
        #expect(model.valueString == "  again  ")
    }

    @Test func massiveAssignmentTriggersUpdates() throws {
        let model = ScenarioModel()
        try model.setScenario("update")
        model.validateUpdates()
        model.assign(["valueString": "  x  "], safeOnly: false)
        #expect(model.valueString == "x")
    }

    enum CountingTrim: RulesProvider {
        static let calls = CallCounter()
        static var rules: RuleSet {
            RuleSet {
                Validate("valueString").filter("trim") { value, _ in
                    calls.increment()
                    return .string(value.stringValue?.trimmingCharacters(in: .whitespaces) ?? "")
                }
            }
        }
    }

    @Test func filtersWriteBackWithoutLooping() {
        let model = RuledModel<CountingTrim>()
        model.validateUpdates()
        model.valueString = "  x  "
        #expect(model.valueString == "x")
        #expect(CountingTrim.calls.value == 1)
        model.valueString = "y"
        #expect(CountingTrim.calls.value == 2)
    }

    @Test func aChangeReportsTheAttributesNewErrors() throws {
        let account = Account()
        try account.setScenario("login")
        account.validateUpdates()
        account.password = "short"
        #expect(account.errors(for: "password") == ["Password must be at least 8 characters long."])
        #expect(account.errors(for: "username") == [], "only the changed attribute is validated")
        account.password = "long enough"
        #expect(!account.hasErrors)
    }

    @Test func attributeDidChangeServesPlainProperties() {
        final class Plain: ValidatableModel {
            var note = "" { didSet { attributeDidChange("note") } }
            let modelState = ModelState()
            static var rules: RuleSet { RuleSet { Validate("note").required() } }
        }
        let model = Plain()
        model.validateUpdates()
        model.note = ""
        #expect(model.errors(for: "note") == ["Note is required."])
        model.note = "hello"
        #expect(!model.hasErrors)
    }
}
