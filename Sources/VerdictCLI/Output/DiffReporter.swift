import ArgumentParser

/// Prints what `verdict diff` found, record by record as the records come, and the totals at the end.
protocol DiffReporter: AnyObject {
    /// Reports one record's two answers (a reporter passes over the unchanged ones) or why it could
    /// not be read; records come in input order.
    func report(_ comparison: RecordComparison)
    /// Reports an input that could not be opened or read to its end.
    func inputFailed(file: String, error: any Error)
    /// Writes the totals.
    func finish(_ summary: DiffSummary)
}

/// The output formats of `verdict diff`.
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    /// For a person: each changed record with both answers, then a summary line.
    case text
    /// JSON Lines: an object per changed record with both answers, then the summary object.
    case json

    /// The reporter of the format, writing to `console`.
    func makeReporter(console: Console) -> any DiffReporter {
        switch self {
        case .text: TextDiffReporter(console: console, style: Style(enabled: console.usesColor))
        case .json: JSONDiffReporter(console: console)
        }
    }
}
