import Testing
import Verdict

/// Which text an error takes: a value of the wrong type gets the wrong-type text, not the
/// `message` of a rule whose job is another; a model's message table fills its placeholders.
@Suite struct ErrorMessageChoiceTests {
    @Test func aWrongTypeNeverTakesAnotherRulesMessage() {
        let rules = RuleSet { Validate("age").min(18).message("must be an adult.") }
        #expect(
            rules.validate(["age": "45"] as [String: Value]).errors.map(\.description) == [
                "age: Age should be a number."
            ])
        #expect(
            rules.validate(["age": 12] as [String: Value]).errors.map(\.description) == ["age: Age must be an adult."])
        // A rule whose job is the type keeps its message.
        let typed = RuleSet { Validate("tags").rule(TypeRule(.array)).message("must list the tags.") }
        #expect(
            typed.validate(["tags": "a"] as [String: Value]).errors.map(\.description) == [
                "tags: Tags must list the tags."
            ])
    }

    @Test func aModelsMessageTableFillsItsPlaceholders() {
        let rules = RuleSet { Validate("username").minLength(3) }
            .messages(["username": [.tooShort: "{name} needs {min} chars."]])
        #expect(
            rules.validate(["username": "ab"] as [String: Value]).errors.map(\.message) == ["Username needs 3 chars."])
        // Without placeholders a table's text is still written as it is, with no name in front.
        let plain = RuleSet { Validate("username").minLength(3) }.messages(["username": [.tooShort: "Too short!"]])
        #expect(plain.validate(["username": "ab"] as [String: Value]).errors.map(\.message) == ["Too short!"])
    }
}
