import Testing
import Verdict

/// `RuleSet.secrets(_:)`: which paths are secret, and what an error about one shows.
@Suite struct RuleSetSecretsTests {
    @Test(arguments: [
        ("password", true), ("password_repeat", false), ("card.number", true), ("card", false),
        ("card.holder", false), ("cards[2].number", true), ("cards[2]", false), ("token", true),
        ("token.part", true), ("token[0]", true), ("tokens", false),
    ])
    func aPathIsSecretWhenItOrAnAttributeAboveItIsListed(path: String, isSecret: Bool) {
        let secrets: Set<String> = ["password", "card.number", "cards.number", "token"]
        #expect(RuleSet.isSecret(path, among: secrets) == isSecret)
    }

    @Test func aSecretsErrorNamesItsValueNowhere() {
        let rules = RuleSet {
            Validate("password").minLength(8).message("{name} '{value}' is too short.")
            Validate("username").minLength(3).message("{name} '{value}' is too short.")
        }
        .secrets(["password"])
        let report = rules.validate(["password": "hunter2", "username": "al"])
        #expect(
            report.errors.map(\.message) == ["Password '[secret]' is too short.", "Username 'al' is too short."])
        #expect(report.errors.map(\.isSecret) == [true, false])
        #expect(report.errors.map(\.value) == [.null, "al"])
    }

    @Test func aNestedSecretIsKeptOutOfItsElementsErrors() {
        let rules = RuleSet {
            Validate("cards").each { $0.nested(RuleSet { Validate("number").creditCard().message("{value}?") }) }
        }
        .secrets(["cards.number"])
        let report = rules.validate(["cards": [["number": "4111"], ["number": "1234"]]])
        #expect(report.errors.map(\.description) == ["cards[0].number: [secret]?", "cards[1].number: [secret]?"])
        #expect(report.errors.allSatisfy { $0.isSecret && $0.value == .null })
    }

    @Test func aCleanedRecordLeavesTheSecretsOut() {
        let rules = RuleSet { Validate("name").required() }.secrets(["password", "card.number"])
        let record: Value = [
            "name": "Ann", "password": "x", "card": ["number": "4111", "holder": "Ann"],
            "cards": [["number": "1"]],
        ]
        #expect(
            rules.removingSecrets(from: record)
                == ["name": "Ann", "card": ["holder": "Ann"], "cards": [["number": "1"]]])
        #expect(RuleSet { Validate("name").required() }.removingSecrets(from: record) == record)
    }
}
