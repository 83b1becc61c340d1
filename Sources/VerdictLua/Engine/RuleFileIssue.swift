/// A problem in a rules directory: a file that does not compile, a malformed model, an unknown rule
/// name, a bad argument, a mistake in a message catalog. Printed as `FILE:LINE: message` with a
/// hint where a likely fix is known.
///
/// A warning (``isWarning``) does not stop the directory from loading: a catalog that leaves some
/// texts in English, say.
public struct RuleFileIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the rules directory (or the directory itself).
    public let file: String
    /// The line, when known.
    public let line: Int?
    /// What is wrong.
    public let message: String
    /// A likely fix.
    public let hint: String?
    /// What sort of mistake it is (``Kind/ruleEntry``, ``Kind/luaError``…).
    public let kind: Kind
    /// Whether the rules still load with it.
    public let isWarning: Bool

    /// Creates an issue.
    public init(file: String, line: Int?, message: String, hint: String? = nil, kind: Kind, isWarning: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.hint = hint
        self.kind = kind
        self.isWarning = isWarning
    }

    /// `FILE:LINE: message (hint: …)`, with `warning: ` before the message of a warning.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): \(isWarning ? "warning: " : "")\(message)" + (hint.map { " (hint: \($0))" } ?? "")
    }
}
