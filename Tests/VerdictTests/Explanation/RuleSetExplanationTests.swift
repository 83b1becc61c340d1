import Foundation
import Testing

@testable import Verdict

/// `RuleSet.explain`: every rule of every chain with what it did, or why it was skipped.
@Suite struct RuleSetExplanationTests {
    static let rules = RuleSet {
        Validate("title").required().minLength(6)
        Validate("url").url()
        Validate("password").required().minLength(8).skipOnError()
        Validate("code").on("register").required()
        Validate("nickname").when { $0.scenario == "never" }.required()
    }

    @Test func everyRuleSaysWhatItDidOrWhyItWasSkipped() {
        let (report, explanation) = Self.rules.explain(["title": "Hi", "url": ""] as Value, scenario: "default")
        #expect(
            report.errors.map(\.description) == [
                "title: Title must be at least 6 characters long.", "password: Password is required.",
            ])
        #expect(
            explanation.lines == [
                "title: required passed",
                "title: minLength failed tooShort",
                "url: url skipped: empty value",
                "password: required failed required",
                "password: minLength skipped: skipOnError: the attribute already has an error",
                "code: required skipped: not in the scenario",
                "nickname: required skipped: when is false",
            ])
        #expect(explanation.strategies.isEmpty)
        #expect(!explanation.isTruncated)
    }

    @Test func firstErrorModeSkipsWhatComesAfterTheFailure() {
        let (_, explanation) = Self.rules.explain([:] as Value, mode: .firstError)
        #expect(
            explanation.lines == [
                "title: required failed required",
                "title: minLength skipped: first-error mode stopped earlier",
                "url: url skipped: first-error mode stopped earlier",
                "password: required skipped: first-error mode stopped earlier",
                "password: minLength skipped: first-error mode stopped earlier",
                "code: required skipped: first-error mode stopped earlier",
                "nickname: required skipped: first-error mode stopped earlier",
            ])
    }

    @Test func elementsAndFiltersAreExplainedWithTheirPaths() {
        let rules = RuleSet {
            Validate("name").trim().minLength(2)
            Validate("tags").each { $0.minLength(3) }
        }
        let (_, explanation) = rules.explain(["name": "  a ", "tags": ["abc", "x"]] as Value)
        #expect(
            explanation.lines == [
                "name: trim rewritten",
                "name: minLength failed tooShort",
                "tags: each passed",
                "tags[0]: minLength passed",
                "tags[1]: minLength failed tooShort",
            ])
    }

    @Test func aScreenedChainIsExplainedAsScreened() throws {
        let rules = RuleSet { Validate("title").required().minLength(3) }
        let bytes = Array(#"{"title": "Quarterly"}"#.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        #expect(
            rules.explain(record).explanation.lines == [
                "title: required skipped: screened: the record's text passes it",
                "title: minLength skipped: screened: the record's text passes it",
            ])
    }

    @Test func anExplanationIsDataToo() {
        let (_, explanation) = Self.rules.explain(["title": "Long enough", "password": "secret-enough"] as Value)
        let first = explanation.value["rules"]?[0]
        #expect(first == ["attribute": "title", "rule": "required", "outcome": "passed"])
        #expect(
            explanation.value["rules"]?[2]
                == ["attribute": "url", "rule": "url", "outcome": "skipped", "reason": "emptyValue"])
    }

    @Test func theExplainedReportIsTheValidatedOne() {
        for record: Value in [[:], ["title": "Hi"], ["title": "Quarterly", "password": "x"]] {
            #expect(Self.rules.explain(record).report == Self.rules.validate(record))
        }
    }

    @Test func anOriginNamesTheRuleFileAndLine() {
        let rules = RuleSet { Validate("title").required().origin(RuleOrigin(file: "rules/event.lua", line: 6)) }
        #expect(
            rules.explain([:] as Value).explanation.lines == ["title: required failed required (rules/event.lua:6)"])
        #expect(
            rules.declaredRules.map { "\($0.attribute) \($0.rule) \($0.origin?.description ?? "-")" } == [
                "title required rules/event.lua:6"
            ])
    }

    @Test func aRecorderKeepsABoundedNumberOfSteps() {
        let recorder = ExplanationRecorder()
        for _ in 0...ExplanationRecorder.maximumSteps {
            recorder.record(RuleStep(attribute: "a", rule: "r", outcome: .passed))
        }
        #expect(recorder.explanation.rules.count == ExplanationRecorder.maximumSteps)
        #expect(recorder.explanation.isTruncated)
        #expect(recorder.explanation.lines.last == "… (more steps than an explanation keeps)")
    }
}
