/// A problem in a rules directory: a file that does not compile, a malformed model, an unknown rule
/// name, a bad argument. Printed as `FILE:LINE: message` with a hint where a likely fix is known.
public struct RuleFileIssue: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, relative to the rules directory (or the directory itself).
    public let file: String
    /// The line, when known.
    public let line: Int?
    /// What is wrong.
    public let message: String
    /// A likely fix.
    public let hint: String?

    /// Creates an issue.
    public init(file: String, line: Int?, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.message = message
        self.hint = hint
    }

    /// `FILE:LINE: message (hint: …)`.
    public var description: String {
        let place = line.map { "\(file):\($0)" } ?? file
        return "\(place): \(message)" + (hint.map { " (hint: \($0))" } ?? "")
    }
}
