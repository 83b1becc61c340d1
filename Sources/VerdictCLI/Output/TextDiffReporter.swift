import Verdict

/// `verdict diff` for a person: each record whose answer changed, under its place and how it
/// changed, with the old answer and the new one; each unreadable record as `verdict validate`
/// shows it; then the summary line.
///
/// ```
/// data/signups.jsonl:4 newly invalid (record 4)
///   old: valid
///   new: invalid
///     name: Name must be at least 5 characters long. (minLength, tooShort, min: 5)
/// ```
/// Each error is `attribute: message (rule, key, parameters…)`: the parameters show a change a
/// custom message hides.
final class TextDiffReporter: DiffReporter {
    private let console: Console
    private let style: Style

    /// A reporter writing to `console`, in `style`'s colours.
    init(console: Console, style: Style) {
        self.console = console
        self.style = style
    }

    func report(_ comparison: RecordComparison) {
        switch comparison.result {
        case .unreadable(let reason):
            writeHeader(comparison.location, status: "unreadable", code: style.redCode)
            console.write(literal: "  ")
            console.write(escaped: reason)
            console.write(literal: "\n")
        case .compared(let old, let new, let change):
            switch change {
            case .unchanged: return
            case .newlyInvalid: writeHeader(comparison.location, status: "newly invalid", code: style.redCode)
            case .newlyValid: writeHeader(comparison.location, status: "newly valid", code: style.greenCode)
            case .errorsChanged: writeHeader(comparison.location, status: "errors changed", code: style.boldCode)
            }
            write(old, side: "old")
            write(new, side: "new")
        }
    }

    /// `file:line status (record N)` and the line's end.
    private func writeHeader(_ location: RecordLocation, status: StaticString, code: String?) {
        console.writeStyled(style.boldCode) {
            console.write(escaped: location.file)
            console.write(literal: ":")
            console.write(location.line)
        }
        console.write(literal: " ")
        console.writeStyled(code) { console.write(literal: status) }
        console.writeStyled(style.dimCode) {
            console.write(literal: " (record ")
            console.write(location.index + 1)
            console.write(literal: ")")
        }
        console.write(literal: "\n")
    }

    /// `  old: invalid — strategy: reason` and the answer's errors, one a line.
    private func write(_ verdict: RecordVerdict, side: StaticString) {
        console.write(literal: "  ")
        console.write(literal: side)
        console.write(literal: verdict.isValid ? ": valid" : ": invalid")
        // As `verdict validate` shows it: the chain's reason when the rules did not decide.
        let decider = verdict.strategy
        if decider != "rules", decider != "default", decider != nil || verdict.reason != nil {
            console.writeStyled(style.dimCode) {
                console.write(literal: " — ")
                console.write(escaped: [verdict.strategy, verdict.reason].compactMap { $0 }.joined(separator: ": "))
            }
        }
        console.write(literal: "\n")
        for error in verdict.errors {
            console.write(literal: error.isWarning ? "    warning: " : "    ")
            console.write(escaped: error.attribute)
            console.write(literal: ": ")
            console.write(escaped: error.message)
            console.writeStyled(style.dimCode) {
                console.write(literal: " (")
                console.write(escaped: error.rule)
                console.write(literal: ", ")
                console.write(escaped: error.key.rawValue)
                for name in error.params.keys.sorted() {
                    console.write(literal: ", ")
                    console.write(escaped: name)
                    console.write(literal: ": ")
                    console.write(json: error.params[name] ?? .null)
                }
                console.write(literal: ")")
            }
            console.write(literal: "\n")
        }
    }

    func inputFailed(file: String, error: any Error) {
        console.flush()
        Console.standardError.write("verdict: \(error)\n")
    }

    func finish(_ summary: DiffSummary) {
        let line = summary.line
        let isQuiet = !summary.hasChanges && summary.unreadableInputs == 0
        console.write((isQuiet ? style.green(line) : style.bold(line)) + "\n")
    }
}
