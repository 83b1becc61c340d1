import Foundation

/// Reads `verdict check --format sarif` and `verdict test --format junit` with independent tools
/// (`scripts/report-check.py`, in the Python of ``SchemaTools``): the document is validated
/// against its schema (`Fixtures/formats/`), then read by a consumer, whose reading is returned
/// one line a finding, so that a test compares it whole.
enum ReportChecker {
    /// The folder of the schemas.
    static let formats = Fixtures.root.appendingPathComponent("formats")

    /// `valid`, then a line a result and a line a rule, as `report-check.py --sarif` prints them;
    /// `invalid: …` with the schema's complaint.
    static func sarif(_ log: String) throws -> String {
        try check(log, suffix: ".sarif", flag: "--sarif", schema: "sarif-schema-2.1.0.json")
    }

    /// `valid`, then a line a suite and a line a test case, as `report-check.py --junit` prints
    /// them; `invalid: …` with the schema's complaint.
    static func junit(_ report: String) throws -> String {
        try check(report, suffix: ".xml", flag: "--junit", schema: "junit-file-line.xsd")
    }

    /// The lines `report-check.py --sarif` prints for the rules of every log: one a kind of issue.
    static let sarifRules = [
        "rules-directory", "unreadable-file", "lua-error", "model-table", "misspelled-attribute", "duplicate-model",
        "rule-entry",
        "unknown-model", "rules-not-run", "catalog", "incomplete-catalog", "failing-example", "no-examples",
        "document",
    ].map { "rule \($0)" }.joined(separator: "\n")

    /// A JSON text with its keys sorted, indented: two documents equal as JSON compare equal.
    static func pretty(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    private static func check(_ text: String, suffix: String, flag: String, schema: String) throws -> String {
        let result = try SchemaTools.withFile(text, suffix: suffix) {
            try SchemaTools.run(script: "report-check.py", [flag, $0, formats.appendingPathComponent(schema).path])
        }
        return result.output.trimmed + result.errors
    }
}

extension String {
    /// Without white space and line ends at either end.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
