/// Something a rule-set document holds that a loader cannot use, with where its rule file had it.
public struct RuleSetDocumentProblem: Sendable, Hashable, CustomStringConvertible {
    /// The rule file the part came from (`rules/user.lua`), when the document says.
    public var file: String?
    /// Its line there, when the document says.
    public var line: Int?
    /// What is wrong.
    public var message: String
    /// How to put it right, when there is a likely way.
    public var hint: String?

    /// Creates a problem.
    public init(file: String?, line: Int?, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.hint = hint
    }

    /// `rules/user.lua:12: message (hint: …)`, as `verdict check` words a rule file's problems.
    public var description: String {
        let place = file.map { file in line.map { "\(file):\($0): " } ?? "\(file): " } ?? ""
        return place + message + (hint.map { " (hint: \($0))" } ?? "")
    }
}
