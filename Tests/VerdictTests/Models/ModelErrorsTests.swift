import Testing
import Verdict

@Suite struct ModelErrorsTests {
    static let errors = ModelErrors([
        ValidationError(
            attribute: "address.city", rule: "required", key: .required,
            message: "City is required."),
        ValidationError(
            attribute: "title", rule: "minLength", key: .tooShort, message: "Title is too short."),
        ValidationError(
            attribute: "items[2].price", rule: "min", key: .tooSmall, message: "Price is too small."
        ),
        ValidationError(attribute: "title", rule: "custom", key: .invalid, message: "Taken."),
        ValidationError(
            attribute: "addressLine", rule: "required", key: .required,
            message: "AddressLine is required."),
    ])

    @Test func readsByAttributeIncludingNestedPaths() {
        let errors = Self.errors
        #expect(errors["title"] == ["Title is too short.", "Taken."])
        #expect(errors["address"] == ["City is required."])
        #expect(errors["items"] == ["Price is too small."])
        #expect(errors["nothing"] == [])
        #expect(errors.hasErrors(for: "items"))
        #expect(!errors.hasErrors(for: "item"))
        #expect(errors.attributes == ["address.city", "title", "items[2].price", "addressLine"])
        #expect(errors.messagesByAttribute["title"] == ["Title is too short.", "Taken."])
    }

    @Test func removesByAttribute() {
        var errors = Self.errors
        errors.removeAll(for: ["address", "items"])
        #expect(errors.attributes == ["title", "addressLine"])
        errors.removeAll()
        #expect(errors.isEmpty)
    }

    @Test func modelErrorsCanBeAddedAndCleared() {
        let model = ScenarioModel()
        model.addError("first", for: "valueString")
        model.addError("second", for: "valueInteger")
        model.addError(
            ValidationError(attribute: "valueFloat", rule: "x", key: .invalid, message: "third"))
        #expect(model.hasErrors)
        #expect(model.errors.count == 3)
        #expect(model.errors.all.first?.rule == "custom")
        model.clearErrors(for: "valueString")
        #expect(!model.hasErrors(for: "valueString"))
        model.clearErrors(for: ["valueInteger", "valueFloat"])
        #expect(!model.hasErrors)
        model.addError("again", for: "valueString")
        model.clearErrors()
        #expect(model.errors.isEmpty)
    }

    @Test func validateClearsOnlyTheNamedAttributesErrors() {
        let model = ScenarioModel()
        model.addError("kept", for: "valueString")
        model.addError("cleared", for: "valueBoolean")
        #expect(
            !model.validate(attributes: ["valueBoolean"]), "the model as a whole still has an error"
        )
        #expect(model.errors(for: "valueString") == ["kept"])
        #expect(model.errors(for: "valueBoolean") == [])
        #expect(!model.validate(attributes: ["valueBoolean"], clearErrors: false))
        #expect(model.validate())
    }

    @Test func skipOnErrorSeesErrorsAddedBeforeValidation() {
        enum Rules: RulesProvider {
            static var rules: RuleSet {
                RuleSet { Validate("valueString").skipOnError().required() }
            }
        }
        let model = RuledModel<Rules>()
        model.addError("server says no", for: "valueString")
        #expect(!model.validate(clearErrors: false))
        #expect(model.errors(for: "valueString") == ["server says no"])
    }
}
