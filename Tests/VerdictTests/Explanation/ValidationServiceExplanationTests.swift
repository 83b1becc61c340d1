import Foundation
import Testing

@testable import Verdict

/// `ValidationService.explain`: every strategy asked with its answer and reason, those after the
/// deciding one not asked, and the rules strategy's rule steps.
@Suite struct ValidationServiceExplanationTests {
    struct Unsure: ValidationStrategy {
        var name: String { "unsure" }
        func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
            StrategyOutcome(.unknown, reason: "cannot tell")
        }
    }

    static let service = ValidationService([
        Unsure(), RulesStrategy(RuleSet { Validate("title").required() }), DefaultStrategy(),
    ])

    @Test func theStrategiesAreListedWithTheirAnswers() throws {
        let verdict = try Self.service.explain(["title": ""] as Value)
        #expect(verdict.strategy == "rules")
        #expect(
            verdict.explanation?.lines == [
                "strategies: unsure → unknown (cannot tell); rules → invalid (1 rule failed); default → not asked",
                "title: required failed required",
            ])
    }

    @Test func aJSONRecordIsAskedOfEveryStrategyInTurn() throws {
        let bytes = Array(#"{"title": "Quarterly"}"#.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        var environment = StrategyEnvironment()
        environment.recorder = ExplanationRecorder()
        let decision = try Self.service.decide(record, in: environment)
        #expect(decision.strategy == "default")
        #expect(
            environment.recorder?.explanation.lines == [
                "strategies: unsure → unknown (cannot tell); rules → unknown; default → valid",
                "title: required skipped: screened: the record's text passes it",
            ])
    }
}
