import Verdict
import VerdictLua

extension RuleFileIssue {
    /// The issue as JSON: `{"file", "line", "severity", "kind", "message", "hint"}` — `severity` is
    /// `error` or `warning`, `kind` the stable identifier of ``Kind``; `line` and `hint` may be
    /// null. The shape of `verdict check --format json` and `verdict test --format json`, and of
    /// the problems `verdict serve` and its workbench report.
    var jsonValue: Value { .object(jsonFields) }

    /// ``jsonValue``'s fields, for an answer that adds its own.
    var jsonFields: [String: Value] {
        [
            "file": .string(file), "line": line.map(Value.int) ?? .null,
            "severity": .string(isWarning ? "warning" : "error"), "kind": .string(kind.id),
            "message": .string(message), "hint": hint.map(Value.string) ?? .null,
        ]
    }
}
