import Foundation
import Testing
import Verdict

@Suite struct ValidateTests {
    @Test func scenarios() {
        let chain = Validate("value").decimal().on("S1")
        #expect(RuleSet([chain]).validate(["value": "123456"] as [String: Value], scenario: "S1").isValid)
        #expect(RuleSet([chain]).validate(["value": "foo"] as [String: Value], scenario: "S2").isValid)
        #expect(!RuleSet([chain]).validate(["value": "foo"] as [String: Value], scenario: "S1").isValid)
        #expect(!RuleSet([chain]).validate(["value": "foo"] as [String: Value]).isValid)
        let both = Validate("value").decimal().on("S1", "S2")
        #expect(!RuleSet([both]).validate(["value": "foo"] as [String: Value], scenario: "S2").isValid)
        let except = Validate("value").decimal().except("S1")
        #expect(RuleSet([except]).validate(["value": "foo"] as [String: Value], scenario: "S1").isValid)
        #expect(!RuleSet([except]).validate(["value": "foo"] as [String: Value], scenario: "S2").isValid)
    }

    @Test func whenConditions() {
        #expect(!passes(Validate("value").when { _ in true }.decimal(), "invalid"))
        #expect(passes(Validate("value").when { _ in false }.decimal(), "invalid"))
        #expect(passes(Validate("value").when { _ in true }.when { _ in false }.decimal(), "invalid"))
    }

    @Test func orderSortsChainsAscendingAndStable() {
        let rules = RuleSet {
            Validate("b").required()
            Validate("a").required().order(90)
            Validate("c").required()
        }
        #expect(rules.validators.map(\.priority) == [90, 100, 100])
        #expect(rules.validate([String: Value]()).errors.map(\.attribute) == ["a", "b", "c"])
    }

    @Test func firstErrorModeStopsAtTheFirstFailure() {
        let rules = RuleSet {
            Validate("title").required().minLength(6)
            Validate("name").required()
        }
        let report = rules.validate(["title": "Demo"] as [String: Value], mode: .firstError)
        #expect(report.errors.map(\.description) == ["title: Title must be at least 6 characters long."])
        #expect(rules.validate(["title": "Demo"] as [String: Value]).errors.count == 2)
    }

    @Test func skipOnErrorStopsTheChain() {
        let chain = Validate("value").maxLength(5).decimal().skipOnError()
        #expect(errors(chain, "foo_bar_baz").count == 1)
    }

    @Test func skipOnEmptyFalseRunsRulesOnEmptyValues() {
        #expect(passes(Validate("value").minLength(3), ""))
        #expect(!passes(Validate("value").minLength(3).skipOnEmpty(false), ""))
        #expect(passes(Validate("value").includes(1).skipOnEmpty(), []))
    }

    /// `treatsAsEmpty` decides what is empty for the chain: `required` refuses such a value, the
    /// other rules skip it — and check what the test does not call empty, `""` included.
    @Test func treatsAsEmptyDecidesWhatRequiredRefusesAndRulesSkip() {
        let quantity = Validate("value").required().treatsAsEmpty { $0 == 0 }
        #expect(errors(quantity, 0).map(\.description) == ["value: Value is required."])
        #expect(passes(quantity, 2))
        let note = Validate("value").minLength(3).treatsAsEmpty { $0 == "-" }
        #expect(passes(note, "-"))
        #expect(errors(note, "ab").map(\.message) == ["Value must be at least 3 characters long."])
        #expect(errors(note, "").map(\.message) == ["Value must be at least 3 characters long."])
        #expect(errors(note.skipOnEmpty(false), "-").map(\.message) == ["Value must be at least 3 characters long."])
    }

    @Test func messagesDisplayNamesAndOverrides() {
        #expect(
            errors(Validate("value").minLength(6).message(.tooShort, "should have at least 6 signs."), "abc")
                .map(\.message) == ["Value should have at least 6 signs."])
        #expect(
            errors(Validate("value").minLength(6).message("needs {min}+ characters, got '{value}'."), "abc")
                .map(\.message) == ["needs 6+ characters, got 'abc'."])
        #expect(
            errors(Validate("value").displayName("Lastname").required(), .null).map(\.message)
                == ["Lastname is required."])
        #expect(errors(Validate("value").displayName("").required(), .null).map(\.message) == ["is required."])
    }

    @Test func aRuleThatCouldNotRunKeepsItsErrorTextOverItsMessage() {
        let broken = CustomRule("lookup") { _, _ in .fail(.ruleError, ["error": "rules/a.lua:3: boom"]) }
        #expect(
            errors(Validate("value").rule(broken).message("is taken."), "abc").map(\.message)
                == ["Value could not be checked: rules/a.lua:3: boom"])
        #expect(
            errors(Validate("value").rule(broken).message(.ruleError, "is unavailable."), "abc").map(\.message)
                == ["Value is unavailable."])
    }

    @Test func messageTableWinsVerbatim() {
        let rules = RuleSet {
            Validate("value").minLength(5).maxLength(6).message(.tooShort, "custom")
            Validate("secondValue").maxLength(2)
        }.messages(["value": [.tooShort: "Fixture too short message"]])
        let ngr = { (record: [String: Value]) in rules.validate(record, locale: "en-x-ngr").errors.map(\.message) }
        #expect(ngr(["value": "abc"]) == ["Fixture too short message"])
        #expect(ngr(["value": "abcdefg"]) == ["Value is too long."])
        #expect(ngr(["secondValue": "abc"]) == ["SecondValue is too long."])
        // In the default English the table still wins; the other keys read as English does.
        #expect(
            rules.validate(["value": "abc"] as [String: Value]).errors.map(\.message) == ["Fixture too short message"])
        #expect(
            rules.validate(["secondValue": "abc"] as [String: Value]).errors.map(\.message)
                == ["Second value must be at most 2 characters long."])
    }

    @Test func errorsAreStructured() throws {
        let e = try #require(errors(Validate("value").minLength(6), "abc").first)
        #expect(e.attribute == "value")
        #expect(e.rule == "minLength")
        #expect(e.key == .tooShort)
        #expect(e.params["min"] == 6)
        #expect(e.value == "abc")
    }
}
