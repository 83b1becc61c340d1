/// A mistake in a message catalog, found by ``MessageCatalog/problems(over:)``: where it is (the
/// keys leading to the text), what is wrong, and a likely fix.
public struct MessageCatalogProblem: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: Sendable, Hashable {
        /// The catalog cannot be used as it is.
        case error
        /// The catalog works, but some messages fall back to another language.
        case warning
    }

    /// The keys leading to the mistake: `["messages", "tooShort"]`,
    /// `["models", "User", "attributes", "email", "required"]`; `[]` for the catalog as a whole.
    public let path: [String]
    /// What is wrong.
    public let message: String
    /// A likely fix, if one is known.
    public let hint: String?
    /// Error or warning.
    public let severity: Severity

    /// Creates a problem.
    public init(path: [String], message: String, hint: String? = nil, severity: Severity = .error) {
        self.path = path
        self.message = message
        self.hint = hint
        self.severity = severity
    }

    /// `messages.tooShort: …`.
    public var description: String {
        let place = path.isEmpty ? "" : path.joined(separator: ".") + ": "
        return place + message + (hint.map { " (\($0))" } ?? "")
    }
}
