/// Why a rule-set document could not be read or loaded: every problem found, each with the rule
/// file and line it came from.
public struct RuleSetDocumentError: Error, Sendable, CustomStringConvertible {
    /// The problems, in document order.
    public var problems: [RuleSetDocumentProblem]

    /// Creates an error.
    public init(_ problems: [RuleSetDocumentProblem]) {
        self.problems = problems
    }

    /// An error of one problem that has no place in a rule file.
    static func document(_ message: String, hint: String? = nil) -> RuleSetDocumentError {
        RuleSetDocumentError([RuleSetDocumentProblem(file: nil, line: nil, message: message, hint: hint)])
    }

    /// One line a problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
