/// What `RuleEngine.check` found.
public struct RuleCheckReport: Sendable {
    /// How many `*.lua` files were read.
    public let files: Int
    /// How many models were defined.
    public let models: Int
    /// Every problem.
    public let issues: [RuleFileIssue]
}
