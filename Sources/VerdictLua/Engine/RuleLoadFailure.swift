/// A rules directory that could not be loaded; the engine keeps its previous rule set.
public struct RuleLoadFailure: Error, Sendable, CustomStringConvertible {
    /// Every problem found, file by file in sorted order.
    public let issues: [RuleFileIssue]
    /// How many models were well formed despite the problems (what `check` counts).
    let wellFormedModels: Int
    /// The warnings found beside the problems (what `check` also lists).
    let warnings: [RuleFileIssue]
    /// Whether the rules loaded and their examples failed (``RuleEngine/reload(from:requiringExamples:)``).
    package let failedExamples: Bool

    init(
        issues: [RuleFileIssue], wellFormedModels: Int = 0, warnings: [RuleFileIssue] = [],
        failedExamples: Bool = false
    ) {
        self.issues = issues
        self.wellFormedModels = wellFormedModels
        self.warnings = warnings
        self.failedExamples = failedExamples
    }

    /// One issue per line.
    public var description: String { issues.map(\.description).joined(separator: "\n") }
}
