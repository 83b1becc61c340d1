import Verdict

/// What `RuleEngine.check` found.
public struct RuleCheckReport: Sendable {
    /// How many `*.lua` files were read.
    public let files: Int
    /// How many models were defined.
    public let models: Int
    /// Every problem.
    public let issues: [RuleFileIssue]
    /// What loads but a person should know: a catalog that leaves texts in English.
    public let warnings: [RuleFileIssue]
    /// The message catalogs the directory's messages would be looked up in; `nil` when it does
    /// not load.
    public let catalogs: MessageCatalogs?
    /// The rules as one document (`verdict export`); `nil` when they do not load.
    public var document: RuleSetDocument? = nil
}
