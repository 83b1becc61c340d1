import Verdict
import VerdictLua

/// What one example of a model did in `verdict test`: the verdict it got, or the error that
/// stopped its validation, and how long it took.
struct ExampleOutcome {
    /// What the validation gave.
    enum Result {
        /// The record's verdict.
        case verdict(RecordVerdict)
        /// The validation could not run: the reason (an unknown scenario, say).
        case error(String)
    }

    /// The model's name.
    let model: String
    /// The rule file of the model, as messages name it.
    let file: String
    /// The example.
    let example: ModelExample
    /// What the validation gave.
    let result: Result
    /// How long the validation took.
    let duration: Duration

    /// Whether the example gave the verdict it expects.
    var passed: Bool {
        guard case .verdict(let verdict) = result else { return false }
        return verdict.isValid == example.expectsValid
    }

    /// The verdict, when the validation ran.
    var verdict: RecordVerdict? {
        guard case .verdict(let verdict) = result else { return nil }
        return verdict
    }

    /// `rules/signup.lua:14`: the example's file and line, or the file alone when its line is not
    /// known.
    var place: String { example.line.map { "\(file):\($0)" } ?? file }

    /// `valid example 2`, then the scenario in parentheses when the example names one:
    /// `valid example 2 (register)`.
    var name: String { example.label + (example.scenario.map { " (\($0))" } ?? "") }

    /// Why a failing example failed, in one line: `expected valid, got 2 errors`, `expected
    /// invalid, got valid`, or the error that stopped it; `nil` when it passed.
    var failureSummary: String? {
        switch result {
        case .error(let reason): return reason
        case .verdict(let verdict):
            guard verdict.isValid != example.expectsValid else { return nil }
            let count = verdict.errors.count
            return (example.expectsValid ? "expected valid" : "expected invalid") + ", got "
                + (verdict.isValid ? "valid" : "\(count) error\(count == 1 ? "" : "s")")
        }
    }

    /// `attribute: message`, one per error of the verdict.
    var errorLines: [String] {
        (verdict?.errors ?? []).map { "\($0.attribute): \($0.message)" }
    }
}
