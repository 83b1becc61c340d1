import Foundation
import Testing

/// The numbers of `verdict validate --summary`, read from its JSON or counted from the per-record
/// results of the same run, so that a test can compare the two.
struct CountedSummary: Equatable, CustomStringConvertible {
    /// An attribute, a rule and its count.
    struct Row: Equatable, Hashable {
        let attribute: String
        let rule: String
        let count: Int
    }

    var records = 0
    var valid = 0
    var invalid = 0
    var unreadable = 0
    /// Refusing failures and unreadable records.
    var errors = 0
    /// Most frequent first, then by attribute and rule, as the summary sorts them.
    var failures: [Row] = []
    var warnings: [Row] = []

    /// The summary counted from per-record JSON results: each result's `valid`, its `error` when
    /// unreadable, and its `errors` by attribute, rule and severity.
    init(results: [[String: Any]]) {
        var failures: [String: Int] = [:]
        var warnings: [String: Int] = [:]
        for result in results {
            records += 1
            if result["valid"] as? Bool == true { valid += 1 } else { invalid += 1 }
            if result["error"] != nil {
                unreadable += 1
                errors += 1
            }
            for error in result["errors"] as? [[String: Any]] ?? [] {
                let key = "\(error["attribute"] as? String ?? "")\u{0}\(error["rule"] as? String ?? "")"
                if error["severity"] as? String == "warning" {
                    warnings[key, default: 0] += 1
                } else {
                    failures[key, default: 0] += 1
                    errors += 1
                }
            }
        }
        self.failures = Self.rows(failures)
        self.warnings = Self.rows(warnings)
    }

    /// The numbers of a `"summary"` object.
    init(summary: [String: Any]) throws {
        records = try #require(summary["records"] as? Int)
        valid = try #require(summary["valid"] as? Int)
        invalid = try #require(summary["invalid"] as? Int)
        unreadable = try #require(summary["unreadable"] as? Int)
        errors = try #require(summary["errors"] as? Int)
        failures = try Self.rows(try #require(summary["failures"] as? [[String: Any]]))
        warnings = try Self.rows(try #require(summary["warnings"] as? [[String: Any]]))
    }

    init(records: Int, valid: Int, invalid: Int, unreadable: Int, errors: Int, failures: [Row], warnings: [Row]) {
        (self.records, self.valid, self.invalid, self.unreadable, self.errors) =
            (records, valid, invalid, unreadable, errors)
        (self.failures, self.warnings) = (failures, warnings)
    }

    /// Rows from counts keyed `attribute NUL rule`, in the summary's order.
    static func rows(_ counts: [String: Int]) -> [Row] {
        counts.map { key, count in
            let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
            return Row(attribute: parts[0], rule: parts[1], count: count)
        }
        .sorted { ($1.count, $0.attribute, $0.rule) < ($0.count, $1.attribute, $1.rule) }
    }

    /// The rows of a summary's `failures` or `warnings`, as written.
    private static func rows(_ objects: [[String: Any]]) throws -> [Row] {
        try objects.map {
            Row(
                attribute: try #require($0["attribute"] as? String), rule: try #require($0["rule"] as? String),
                count: try #require($0["count"] as? Int))
        }
    }

    var description: String {
        "records \(records), valid \(valid), invalid \(invalid), unreadable \(unreadable), errors \(errors), "
            + "failures \(failures.map { "\($0.attribute)/\($0.rule)=\($0.count)" }), "
            + "warnings \(warnings.map { "\($0.attribute)/\($0.rule)=\($0.count)" })"
    }
}
