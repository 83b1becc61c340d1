import Verdict
import VerdictHTTP
import VerdictLua

/// `verdict test --format json`: one document, written at the end —
/// `{"examples", "problems", "warnings", "passed", "failed"}`.
///
/// Each example is `{"model", "file", "line", "label", "scenario", "expectsValid", "valid",
/// "passed", "errors", "error"}`: `valid` is null and `error` says why when the validation could
/// not run; each error is in ``VerdictHTTP/ErrorReport``'s shape. A model without examples is a
/// warning, or a problem with `--require-examples`, in the shape of `verdict check --format json`'s
/// issues.
final class JSONTestReporter: TestReporter {
    private let console: Console
    private var examples: [Value] = []
    private var problems: [Value] = []
    private var warnings: [Value] = []

    init(console: Console) {
        self.console = console
    }

    func report(_ outcome: ExampleOutcome) {
        let errors: [Value] = (outcome.verdict?.errors ?? []).map {
            .object(Dictionary(uniqueKeysWithValues: $0.reportFields))
        }
        var error = Value.null
        if case .error(let reason) = outcome.result { error = .string(reason) }
        examples.append([
            "model": .string(outcome.model), "file": .string(outcome.file),
            "line": outcome.example.line.map(Value.int) ?? .null, "label": .string(outcome.example.label),
            "scenario": outcome.example.scenario.map(Value.string) ?? .null,
            "expectsValid": .bool(outcome.example.expectsValid),
            "valid": outcome.verdict.map { .bool($0.isValid) } ?? .null, "passed": .bool(outcome.passed),
            "errors": .array(errors), "error": error,
        ])
    }

    func reportNoExamples(model: String, issue: RuleFileIssue) {
        if issue.isWarning { warnings.append(issue.jsonValue) } else { problems.append(issue.jsonValue) }
    }

    func finish(passed: Int, failed: Int) {
        let document: Value = [
            "examples": .array(examples), "problems": .array(problems), "warnings": .array(warnings),
            "passed": .int(passed), "failed": .int(failed),
        ]
        console.write(document.jsonText + "\n")
    }
}
