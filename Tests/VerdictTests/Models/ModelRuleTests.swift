import Foundation
import Testing
import Verdict

/// The rule vectors of SEEDS.md §3.7 through a Swift model: filters write into the properties.
@Suite struct ModelRuleTests {
    enum BlockTrim: RulesProvider {
        static var rules: RuleSet {
            RuleSet {
                Validate("valueString").filter { value, _ in
                    .string(
                        value.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "")
                }
            }
        }
    }

    enum DefaultTrim: RulesProvider {
        static var rules: RuleSet { RuleSet { Validate("valueString").trim() } }
    }

    enum LetterTrim: RulesProvider {
        static var rules: RuleSet {
            RuleSet { Validate("valueString").trim(characters: "abcdefghijklmnopqrstuvwxyz") }
        }
    }

    @Test func filterBlockWritesBack() {
        let model = RuledModel<BlockTrim>()
        model.valueString = "   test string   "
        #expect(model.validate())
        #expect(model.valueString == "test string")
    }

    @Test func trimWritesBack() {
        let model = RuledModel<DefaultTrim>()
        model.valueString = "   test string   "
        model.validate()
        #expect(model.valueString == "test string")
        let letters = RuledModel<LetterTrim>()
        letters.valueString = "test string   "
        letters.validate()
        #expect(letters.valueString == " string   ")
    }

    enum Defaults: RulesProvider {
        static var rules: RuleSet {
            RuleSet {
                Validate("valueString").defaultValue("new value")
                Validate("valueArray").defaultValue { _ in ["block value"] }
            }
        }
    }

    @Test func defaultFillsOnlyEmptyAttributes() {
        let model = RuledModel<Defaults>()
        #expect(model.validate())
        #expect(model.valueString == "new value")
        #expect(model.valueArray == ["block value"])
        let current = RuledModel<Defaults>()
        current.valueString = "current value"
        current.validate()
        #expect(current.valueString == "current value")
    }

    enum Broken: RulesProvider {
        struct Failure: Error, CustomStringConvertible {
            var description: String { "no such filter" }
        }
        static var rules: RuleSet {
            RuleSet { Validate("valueString").filter("missing") { _, _ in throw Failure() } }
        }
    }

    @Test func aThrowingFilterIsAnErrorOfTheAttribute() {
        let model = RuledModel<Broken>()
        #expect(!model.validate())
        #expect(
            model.errors(for: "valueString") == ["Value string could not be checked: no such filter"]
        )
        #expect(model.errors.all.map(\.rule) == ["filter"])
    }

    @Test func aFilterResultThatCannotBeStoredIsAnError() {
        final class Plain: ValidatableModel {
            var title = "  padded  "
            let modelState = ModelState()
            static var rules: RuleSet { RuleSet { Validate("title").trim() } }
        }
        let model = Plain()
        #expect(!model.validate())
        #expect(model.title == "  padded  ")
        #expect(model.errors.all.map(\.key) == [.notStored])
        #expect(model.errors.all.map(\.message) == ["Title could not store its filtered value padded."])
    }

    enum Required: RulesProvider {
        static var rules: RuleSet { RuleSet { Validate("valueString").required() } }
    }

    enum RequiredValue: RulesProvider {
        static var rules: RuleSet {
            RuleSet { Validate("valueString").required(requiredValue: "test string") }
        }
    }

    @Test func required() {
        let model = RuledModel<Required>()
        #expect(!model.validate())
        #expect(model.errors(for: "valueString") == ["Value string is required."])
        model.valueString = "new string"
        #expect(model.validate())
    }

    @Test func requiredValue() {
        let model = RuledModel<RequiredValue>()
        model.valueString = "new string"
        #expect(!model.validate())
        #expect(model.errors.count == 1)
        #expect(model.errors(for: "valueString") == ["Value string must be 'test string'."])
        model.valueString = "test string"
        #expect(model.validate())
        #expect(model.isAttributeRequired("valueString"))
    }

    enum CompareRepeat: RulesProvider {
        static var rules: RuleSet { RuleSet { Validate("value").compare(.greater) } }
    }

    enum CompareAttribute: RulesProvider {
        static var rules: RuleSet {
            RuleSet { Validate("value").compare(.greater, .field("value2")) }
        }
    }

    enum CompareValue: RulesProvider {
        static var rules: RuleSet { RuleSet { Validate("value").compare(.greater, .value(101)) } }
    }

    @Test func compareWithTheRepeatAttribute() {
        let model = RuledModel<CompareRepeat>()
        model.value = 100
        #expect(model.validate())
        model.value_repeat = 101
        #expect(!model.validate())
        #expect(model.errors(for: "value") == ["Value must be greater than value_repeat."])
    }

    @Test func compareWithAnotherAttribute() {
        let model = RuledModel<CompareAttribute>()
        model.value = 100
        #expect(model.validate())
        model.value2 = 101
        #expect(!model.validate())
    }

    @Test func aCompareValueBeatsTheAttributes() {
        let model = RuledModel<CompareValue>()
        model.value = 100
        model.value2 = 102
        model.value_repeat = 102
        #expect(!model.validate())
        model.value = 102
        #expect(model.validate())
    }

    @Test func bareCompareMustRepeatExactly() {
        let account = Account()
        try? account.setScenario("register")
        account.assign(["username": "ann", "password": "secret123", "password_repeat": "secret124"])
        #expect(!account.validate())
        #expect(account.errors(for: "password") == ["Password must be equal to password_repeat."])
    }

    enum InList: RulesProvider {
        static let range: [Value] = [1, 2, 5, 10, "name"]
        static var rules: RuleSet {
            RuleSet {
                Validate("value").includedIn(range)
                Validate("valueArray").includedIn(range)
            }
        }
    }

    enum InListArrays: RulesProvider {
        static var rules: RuleSet {
            RuleSet { Validate("valueArray").includedIn(InList.range, allowArray: true) }
        }
    }

    @Test func inList() {
        let model = RuledModel<InList>()
        model.value = 1
        #expect(model.validate(attributes: ["value"]))
        model.value = -1
        #expect(!model.validate(attributes: ["value"]))
        model.value = 1
        model.valueArray = [1, "name"]
        #expect(!model.validate(attributes: ["valueArray"]))
    }

    @Test func inListWithAllowArray() {
        let model = RuledModel<InListArrays>()
        model.valueArray = [1, "name"]
        #expect(model.validate())
        model.valueArray = [1, "name", -1]
        #expect(!model.validate())
        #expect(model.errors.all.map(\.key) == [.notIncludedIn])
    }
}
