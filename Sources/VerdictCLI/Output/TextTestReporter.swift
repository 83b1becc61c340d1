import Verdict
import VerdictLua

/// `verdict test`'s text: a `FAIL` line per failing example with its file and line, then its
/// errors; a line per model without examples; `N passed, M failed` last. With `--explain`, every
/// example with its explanation, a `PASS` line for those that passed.
final class TextTestReporter: TestReporter {
    private let console: Console
    private let style: Style
    private let explains: Bool

    init(console: Console, style: Style, explains: Bool) {
        self.console = console
        self.style = style
        self.explains = explains
    }

    func report(_ outcome: ExampleOutcome) {
        let subject = "\(outcome.model) \(outcome.example.label)"
        guard let failure = outcome.failureSummary else {
            if explains, let verdict = outcome.verdict { console.write("PASS \(subject)\n" + explained(verdict)) }
            return
        }
        var text = style.red("FAIL") + " \(subject) (\(outcome.place)): \(failure)\n"
        for line in outcome.errorLines { text += "  \(line)\n" }
        if explains, let verdict = outcome.verdict { text += explained(verdict) }
        console.write(text)
    }

    func reportNoExamples(model: String, issue: RuleFileIssue) {
        console.write(issue.description + "\n")
    }

    func finish(passed: Int, failed: Int) {
        console.write("\(passed) passed, \(failed) failed\n")
    }

    /// `  explanation:` and its lines, for `--explain`.
    private func explained(_ verdict: RecordVerdict) -> String {
        guard let explanation = verdict.explanation else { return "" }
        return "  explanation:\n" + explanation.lines.map { "    \($0)\n" }.joined()
    }
}
