import Foundation
import Testing
import Verdict

@Suite struct ModelAttributeTests {
    final class Mixed: ValidatableModel {
        @Validated var name = "Ann"
        @Validated var nickname: String?
        var plain = 7
        var tags: [String]? = ["a"]
        var missing: Int?
        lazy var computedOnce = 3
        let modelState = ModelState()
        static var rules: RuleSet { RuleSet { Validate("name").required() } }
    }

    @Test func storedPropertiesAreTheAttributes() {
        #expect(Mixed().attributeList == ["name", "nickname", "plain", "tags", "missing"])
    }

    @Test func readsEveryPropertyByName() {
        let model = Mixed()
        #expect(model.value(of: "name") == "Ann")
        #expect(model.value(of: "nickname") == .null)
        #expect(model.value(of: "plain") == 7)
        #expect(model.value(of: "tags") == ["a"])
        #expect(model.value(of: "missing") == .null)
        #expect(model.value(of: "modelState") == nil)
        #expect(model.value(of: "nothing") == nil)
        #expect(model.attributeValues(["name", "nothing"]) == ["name": "Ann", "nothing": .null])
        #expect(
            model.attributeValues(except: ["tags", "missing", "plain"]) == [
                "name": "Ann", "nickname": .null,
            ])
    }

    @Test func writesValidatedPropertiesOnly() {
        let model = Mixed()
        #expect(model.setValue("Bo", for: "name"))
        #expect(model.setValue("B", for: "nickname"))
        #expect(model.setValue(.null, for: "nickname"))
        #expect(!model.setValue(8, for: "plain"))
        #expect(!model.setValue(8, for: "name"))
        #expect(model.name == "Bo")
        #expect(model.nickname == nil)
        #expect(model.plain == 7)
    }

    @Test func anOverrideServesPlainProperties() {
        final class Custom: ValidatableModel {
            var title = ""
            let modelState = ModelState()
            static var rules: RuleSet { RuleSet { Validate("title").trim().required() } }
            static var scenarioList: ScenarioList { ["default": ["title"]] }
            func setValue(_ value: Value, for attribute: String) -> Bool {
                guard attribute == "title", let title = value.stringValue else { return false }
                self.title = title
                return true
            }
        }
        let model = Custom()
        model.assign(["title": "  Kickoff  "])
        #expect(model.title == "  Kickoff  ")
        #expect(model.validate())
        #expect(model.title == "Kickoff")
    }

    @Test func subclassesInheritTheirSuperclassAttributesFirst() {
        class Base {
            @Validated var id = 1
            let modelState = ModelState()
        }
        final class Derived: Base, ValidatableModel {
            @Validated var title = ""
            static var rules: RuleSet { RuleSet([]) }
        }
        let model = Derived()
        #expect(model.attributeList == ["id", "title"])
        #expect(model.setValue(5, for: "id"))
        #expect(model.id == 5)
    }

    @Test func aModelIsAnAttributeSourceForAnyRuleSet() {
        let model = Mixed()
        model.name = ""
        #expect(
            RuleSet { Validate("name").required() }.validate(model).errors.map(\.message) == [
                "Name is required."
            ])
    }

    @Test func conversionsAreLossless() {
        #expect(Int(value: 2.0) == 2)
        #expect(Int(value: 2.5) == nil)
        #expect(Int(value: "42") == nil)
        #expect(Double(value: 3) == 3.0)
        #expect(Float(value: 1.5) == 1.5)
        #expect(String(value: 1) == nil)
        #expect(Bool(value: 1) == nil)
        #expect(Date(value: "1970-01-01T00:00:10Z") == Date(timeIntervalSince1970: 10))
        #expect(Data(value: .data(Data([1]))) == Data([1]))
        #expect([Int](value: [1, 2]) == [1, 2])
        #expect([Int](value: [1, "x"]) == nil)
        #expect([String: Int](value: ["a": 1]) == ["a": 1])
        #expect(String?(value: .null) == .some(nil))
        #expect(String?(value: 1) == nil)
        #expect(Value(value: [1]) == [1])
        #expect(["a": 1].valueRepresentation == ["a": 1])
        #expect(Optional<Int>.none.valueRepresentation == .null)
        #expect(Float(2).valueRepresentation == 2.0)
    }
}
