/// The result of validating one object or value.
public struct ValidationReport: Sendable, Hashable {
    /// Every failure found, in rule order, warnings among them (one error at most in first-error
    /// mode).
    public var errors: [ValidationError]
    /// The values filters (`trim`, `filter`, `default`) wrote back, by attribute.
    public var rewrittenValues: [String: Value]

    /// Creates a report.
    public init(errors: [ValidationError] = [], rewrittenValues: [String: Value] = [:]) {
        self.errors = errors
        self.rewrittenValues = rewrittenValues
    }

    /// True when no rule failed but those whose severity is ``Severity/warning``.
    public var isValid: Bool { !errors.refuses }

    /// The failures of rules whose severity is ``Severity/warning``: reported, refusing nothing.
    public var warnings: [ValidationError] { errors.filter(\.isWarning) }

    /// The errors of one attribute path.
    public func errors(for attribute: String) -> [ValidationError] {
        errors.filter { $0.attribute == attribute }
    }

    /// The messages of one attribute path, in order.
    public func messages(for attribute: String) -> [String] {
        errors(for: attribute).map(\.message)
    }

    /// Errors grouped by attribute path (FXModelValidation's `attr → [messages]` shape).
    public var messagesByAttribute: [String: [String]] {
        Dictionary(grouping: errors, by: \.attribute).mapValues { $0.map(\.message) }
    }
}
