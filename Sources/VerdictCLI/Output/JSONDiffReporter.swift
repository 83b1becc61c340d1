import Verdict
import VerdictHTTP

/// `verdict diff --format json`: JSON Lines, one object a line, as records come.
///
/// A record whose answer changed:
/// `{"index", "file", "line", "change", "old": ANSWER, "new": ANSWER}`, `change` one of
/// `newlyInvalid`, `newlyValid`, `errorsChanged`; an ANSWER is `{"valid", "strategy", "reason",
/// "errors"}` as `verdict validate --format json` writes a result (`strategy` when one decided,
/// `reason` when it said why; each error in ``VerdictHTTP/ErrorReport``'s shape). A record that
/// could not be read: `{"index", "file", "line", "error"}`. The last line is the summary, with
/// exactly the keys `newlyInvalid`, `newlyValid`, `errorsChanged` and `unchanged`.
final class JSONDiffReporter: DiffReporter {
    private let console: Console

    /// A reporter writing to `console`.
    init(console: Console) {
        self.console = console
    }

    func report(_ comparison: RecordComparison) {
        let location = comparison.location
        switch comparison.result {
        case .unreadable(let reason):
            writePlace(location)
            console.write(literal: ",\"error\":")
            console.write(jsonString: reason)
        case .compared(let old, let new, let change):
            guard change.isChange else { return }
            writePlace(location)
            console.write(literal: ",\"change\":")
            console.write(jsonString: change.rawValue)
            console.write(literal: ",\"old\":")
            write(old)
            console.write(literal: ",\"new\":")
            write(new)
        }
        console.write(literal: "}\n")
    }

    /// `{"index":I,"file":F,"line":L`.
    private func writePlace(_ location: RecordLocation) {
        console.write(literal: "{\"index\":")
        console.write(location.index)
        console.write(literal: ",\"file\":")
        console.write(jsonString: location.file)
        console.write(literal: ",\"line\":")
        console.write(location.line)
    }

    /// One side's answer as an object.
    private func write(_ verdict: RecordVerdict) {
        console.write(literal: verdict.isValid ? "{\"valid\":true" : "{\"valid\":false")
        if let strategy = verdict.strategy {
            console.write(literal: ",\"strategy\":")
            console.write(jsonString: strategy)
        }
        if let reason = verdict.reason {
            console.write(literal: ",\"reason\":")
            console.write(jsonString: reason)
        }
        console.write(literal: ",\"errors\":[")
        for (n, error) in verdict.errors.enumerated() {
            if n > 0 { console.write(literal: ",") }
            // The one shape of an error, its fields in order, objects' keys sorted.
            for (f, (name, value)) in ErrorReport.fields(of: error).enumerated() {
                console.write(literal: f == 0 ? "{" : ",")
                console.write(jsonString: name)
                console.write(literal: ":")
                console.write(json: value)
            }
            console.write(literal: "}")
        }
        console.write(literal: "]}")
    }

    func inputFailed(file: String, error: any Error) {
        console.flush()
        Console.standardError.write("verdict: \(error)\n")
    }

    func finish(_ summary: DiffSummary) {
        console.write(literal: "{")
        for (n, change) in AnswerChange.allCases.enumerated() {
            if n > 0 { console.write(literal: ",") }
            console.write(jsonString: change.rawValue)
            console.write(literal: ":")
            console.write(summary[change])
        }
        console.write(literal: "}\n")
    }
}
