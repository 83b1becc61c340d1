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

/// What a list of failures refuses. Each severity is read where the error lies: iterating would
/// copy every error, retaining all of its parts (3.3 M instructions on the 20,000 side-by-side
/// records).
extension [ValidationError] {

    /// Whether any of the failures is an error rather than a warning: whether they refuse a record.
    public var refuses: Bool {
        for i in indices where self[i].severity == .error { return true }
        return false
    }

    /// How many of the failures are errors: the `N` of a rules strategy's reason, `N rules failed`.
    var refusalCount: Int {
        var count = 0
        for i in indices where self[i].severity == .error { count += 1 }
        return count
    }
}
