/// How much a failed rule weighs: an error refuses the record, a warning is reported beside the
/// errors and never does (a rule file's `severity = "warning"`, ``Validate/severity(_:)``).
///
/// A rule being introduced runs as a warning first: the records it would refuse show up in the
/// results, the decision log and the metrics, and nobody is turned away until it is an error.
public enum Severity: String, Sendable, Hashable, CaseIterable, Codable {
    /// The record is invalid (the default).
    case error
    /// Reported, but the record stays valid.
    case warning
}

extension Sequence<ValidationError> {
    /// Whether any of the failures is an error rather than a warning: whether they refuse a record.
    public var refuses: Bool { contains { $0.severity == .error } }

    /// How many of the failures are errors: the `N` of a rules strategy's reason, `N rules failed`.
    var refusalCount: Int { reduce(0) { $1.severity == .error ? $0 + 1 : $0 } }
}
