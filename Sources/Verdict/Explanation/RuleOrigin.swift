/// Where a rule was written: the rule file and the line of its entry (`rules/user.lua:12`).
public struct RuleOrigin: Sendable, Hashable, CustomStringConvertible {
    /// The rule file, as messages name it.
    public let file: String
    /// The line of the rule's entry, when known.
    public let line: Int?

    /// Creates an origin.
    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }

    /// `FILE:LINE`, or `FILE` without a line.
    public var description: String { line.map { "\(file):\($0)" } ?? file }
}
