import Foundation
import Verdict
import VerdictLua
import VerdictHTTP

/// Every model's examples run against a draft, as `verdict test` runs them, each passing when it
/// is valid or invalid as it says.
///
/// Remote rules are not sent (a draft could name any address); a model with some is marked. The
/// examples share a time budget, applied to every Lua call (``EvaluationOptions/deadline``): a call
/// still running when it is spent is stopped there, and the example it belonged to and those left
/// are counted as not run, so a draft whose rules each use their whole time limit cannot hold the
/// workbench past its budget.
struct ExampleRun: Sendable {
    /// One example's result.
    struct Result: Sendable {
        let model: String
        let file: String
        let label: String
        let scenario: String?
        let expectsValid: Bool
        /// `nil` when the example was not run.
        let verdict: RecordVerdict?
        let remote: Bool

        var passed: Bool { verdict.map { $0.isValid == expectsValid } ?? false }
    }

    /// The results, models in file order.
    let results: [Result]

    /// No example run: the draft did not load.
    static let notRun = ExampleRun(results: [])

    private init(results: [Result]) {
        self.results = results
    }

    /// Runs every example of `engine`'s models in `locale`, within `budget`.
    init(engine: RuleEngine, locale: LocaleTag, budget: Duration) {
        let clock = ContinuousClock()
        let deadline = clock.now + budget
        let options = EvaluationOptions(locale: locale, deadline: deadline, enforcement: .enforce)
        var results: [Result] = []
        for model in engine.models {
            for example in model.examples {
                var verdict =
                    clock.now < deadline
                    ? try? engine.validate(
                        example.record, model: model.name, scenario: example.scenario, options: options) : nil
                if clock.now >= deadline { verdict = nil }  // cut short by the budget: not run
                results.append(
                    Result(
                        model: model.name, file: model.file, label: example.label, scenario: example.scenario,
                        expectsValid: example.expectsValid, verdict: verdict, remote: model.hasRemoteRules))
            }
        }
        self.results = results
    }

    /// How many passed.
    var passed: Int { results.count { $0.passed } }
    /// How many failed.
    var failed: Int { results.count { $0.verdict != nil && !$0.passed } }
    /// How many were not run.
    var notRun: Int { results.count { $0.verdict == nil } }

    /// `"examples"`, `"passed"`, `"failed"` and `"notRun"` for an answer.
    var fields: [(String, Value)] {
        let list: [Value] = results.map { result in
            let errors: [Value] = (result.verdict?.errors ?? []).map {
                .object(Dictionary(uniqueKeysWithValues: $0.reportFields))
            }
            return [
                "model": .string(result.model), "file": .string(result.file), "label": .string(result.label),
                "scenario": result.scenario.map(Value.string) ?? .null, "expectsValid": .bool(result.expectsValid),
                "ran": .bool(result.verdict != nil), "valid": result.verdict.map { .bool($0.isValid) } ?? .null,
                "passed": .bool(result.passed), "errors": .array(errors), "remoteRulesNotSent": .bool(result.remote),
            ]
        }
        return [
            ("examples", .array(list)), ("passed", .int(passed)), ("failed", .int(failed)), ("notRun", .int(notRun)),
        ]
    }
}
