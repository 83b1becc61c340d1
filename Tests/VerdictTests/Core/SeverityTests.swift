import Foundation
import Testing
import Verdict

/// `.severity(.warning)`: a failure reported beside the errors that never makes a record invalid,
/// in a rule set's report, a strategy chain's verdict (plain and screened JSON records),
/// first-error mode, `each`, explanations, schemas and forms.
@Suite struct SeverityTests {
    static let rules = RuleSet {
        Validate("name").required().minLength(3)
        Validate("nick").maxLength(5).severity(.warning)
        Validate("email").email().severity(.warning)
    }

    static let shortName: Value = ["name": "Al", "nick": "toolongnick"]
    static let warningsOnly: Value = ["name": "Alice", "nick": "bobbybobby", "email": "x"]

    @Test func aWarningIsReportedButRefusesNothing() {
        let report = Self.rules.validate(Self.warningsOnly, now: referenceNow)
        #expect(report.isValid)
        #expect(report.errors.map(\.attribute) == ["nick", "email"])
        #expect(report.errors.allSatisfy { $0.severity == .warning && $0.isWarning })
        #expect(report.warnings.count == 2)
        #expect(report.errors[0].message == "Nick must be at most 5 characters long.")
    }

    @Test func errorsAndWarningsKeepRuleOrder() {
        let report = Self.rules.validate(Self.shortName, now: referenceNow)
        #expect(!report.isValid)
        #expect(report.errors.map(\.severity) == [.error, .warning])
        #expect(report.warnings.map(\.attribute) == ["nick"])
    }

    @Test func firstErrorModeStopsAtAnErrorNotAtAWarning() {
        let rules = RuleSet {
            Validate("nick").maxLength(5).severity(.warning)
            Validate("name").minLength(3)
            Validate("email").email()
        }
        let report = rules.validate(
            ["nick": "toolongnick", "name": "Al", "email": "x"] as Value, mode: .firstError, now: referenceNow)
        #expect(report.errors.map(\.attribute) == ["nick", "name"])
        #expect(report.errors.map(\.severity) == [.warning, .error])
    }

    @Test func theRulesOfEachTakeTheSeverityOfTheirEntry() {
        let rules = RuleSet {
            Validate("tags").each { $0.maxLength(3) }.severity(.warning)
        }
        let report = rules.validate(["tags": ["ok", "toolong"]] as Value, now: referenceNow)
        #expect(report.isValid)
        #expect(report.errors.map(\.attribute) == ["tags[1]"])
        #expect(report.errors.first?.severity == .warning)
    }

    @Test(arguments: [false, true])
    func aServiceReportsWarningsWithTheDecidingAnswer(asJSON: Bool) throws {
        let service = ValidationService([RulesStrategy(Self.rules), DefaultStrategy()], clock: { referenceNow })
        let verdict =
            asJSON
            ? try service.decide(Self.record(#"{"name": "Alice", "nick": "bobbybobby", "email": "x"}"#), in: .init())
            : try service.decide(Self.warningsOnly)
        #expect(verdict.isValid)
        #expect(verdict.strategy == "default")
        #expect(verdict.errors.map(\.attribute) == ["nick", "email"])
        #expect(verdict.errors.allSatisfy { $0.isWarning })
        let invalid =
            asJSON
            ? try service.decide(Self.record(#"{"name": "Al", "nick": "toolongnick"}"#), in: .init())
            : try service.decide(Self.shortName)
        #expect(!invalid.isValid)
        #expect(invalid.strategy == "rules")
        #expect(invalid.reason == "1 rule failed", "the warning is no refusal")
        #expect(invalid.errors.map(\.severity) == [.error, .warning])
    }

    @Test func aRecordThatPassesHasNoWarning() throws {
        let service = ValidationService([RulesStrategy(Self.rules), DefaultStrategy()], clock: { referenceNow })
        let verdict = try service.decide(Self.record(#"{"name": "Alice", "nick": "bob"}"#), in: .init())
        #expect(verdict.isValid && verdict.errors.isEmpty)
    }

    @Test func anExplanationMarksAFailedWarning() throws {
        let service = ValidationService([RulesStrategy(Self.rules), DefaultStrategy()], clock: { referenceNow })
        let verdict = try service.explain(Self.warningsOnly)
        let lines = try #require(verdict.explanation?.lines)
        #expect(lines.contains("nick: maxLength failed tooLong (warning)"))
        #expect(lines.contains("strategies: rules → unknown; default → valid"))
        let steps = try #require(verdict.explanation?.value["rules"]?.arrayValue)
        let nick = steps.first { $0["attribute"] == "nick" }
        #expect(nick?["severity"] == "warning")
    }

    @Test func aSchemaHasNoConstraintOfAWarningAndSaysSo() throws {
        let rules = RuleSet {
            Validate("name").required().minLength(3)
            Validate("nick").required().severity(.warning).maxLength(5).severity(.warning)
        }
        let document = rules.jsonSchema().document
        let required = document["required"]
        #expect(required == .array([.value("name")]), "a warning's `required` makes no attribute required")
        guard case .value(.string(let description))? = document["description"] else {
            Issue.record("no description")
            return
        }
        #expect(description.contains("severity warning") && description.contains("nick: maxLength"))
        #expect(!rules.jsonSchema().text.contains("\"maxLength\""))
    }

    @Test func aFormWithOnlyWarningsHasNoErrors() {
        let form = Form(rules: Self.rules, attributes: ["name", "nick", "email"])
        _ = form.assign(["name": "Alice", "nick": "bobbybobby"], safeOnly: false)
        #expect(form.validate())
        #expect(!form.hasErrors)
        #expect(form.errors.warnings.map(\.attribute) == ["nick"])
    }

    static func record(_ text: String) throws -> InputRecord {
        let bytes = Array(text.utf8)
        return try InputRecord.read(bytes, in: 0..<bytes.count)
    }
}
