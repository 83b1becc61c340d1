import Foundation
import Verdict
import VerdictLua

/// `verdict check --format sarif`: what a check found as a SARIF 2.1.0 log, for code-scanning
/// services and editors.
///
/// One run of the `verdict` tool: its rules are the kinds of issue (``VerdictLua/RuleFileIssue/Kind``,
/// each with its stable `id` and summary), and each problem and warning is one result with that
/// `ruleId`, its level (`error` or `warning`), its message and its place. Files are named
/// relative to the rules directory, under the base `RULES`, whose absolute `file:` URI the run's
/// `originalUriBaseIds` gives; a problem of the directory itself (it does not exist, it holds no
/// rule file) is placed at the directory, `./`, without a line.
///
/// A hint is written in the result's message, as the text output writes it, and under the
/// result's `properties` as `hint`: SARIF's `fixes` must say which bytes to replace with which
/// (`artifactChanges`), and a hint (`did you mean 'minLength'?`) says neither.
enum SARIFLog {
    /// The schema the log follows (the OASIS standard with its errata).
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `uriBaseId` of every file: the rules directory.
    static let baseID = "RULES"

    /// The log of a check of `directory` whose files are named relative to it
    /// (`FileNaming.rulesDirectory`).
    /// - Parameters:
    ///   - report: what the check found.
    ///   - directory: the rules directory checked.
    ///   - version: the tool's version.
    static func log(of report: RuleCheckReport, directory: URL, version: String) -> Value {
        let directoryName = RuleEngine.displayName(of: directory, in: directory)
        let kinds = RuleFileIssue.Kind.all
        let results: [Value] = (report.issues + report.warnings).map { issue in
            var location: [String: Value] = [:]
            if issue.file == directoryName {
                location["artifactLocation"] = ["uri": "./", "uriBaseId": .string(baseID)]
            } else {
                location["artifactLocation"] = ["uri": .string(uri(issue.file)), "uriBaseId": .string(baseID)]
                if let line = issue.line { location["region"] = ["startLine": .int(line)] }
            }
            var result: [String: Value] = [
                "ruleId": .string(issue.kind.id),
                "level": .string(issue.isWarning ? "warning" : "error"),
                "message": ["text": .string(issue.message + (issue.hint.map { " (hint: \($0))" } ?? ""))],
                "locations": [["physicalLocation": .object(location)]],
            ]
            if let index = kinds.firstIndex(of: issue.kind) { result["ruleIndex"] = .int(index) }
            if let hint = issue.hint { result["properties"] = ["hint": .string(hint)] }
            return .object(result)
        }
        let rules: [Value] = kinds.map { kind in
            [
                "id": .string(kind.id), "name": .string(name(of: kind)),
                "shortDescription": ["text": .string(kind.summary)],
            ]
        }
        let base = URL(fileURLWithPath: directory.standardizedFileURL.path, isDirectory: true).absoluteString
        let run: Value = [
            "tool": ["driver": ["name": "verdict", "semanticVersion": .string(version), "rules": .array(rules)]],
            "originalUriBaseIds": [baseID: ["uri": .string(base)]],
            "results": .array(results),
        ]
        return ["$schema": .string(schema), "version": "2.1.0", "runs": [run]]
    }

    /// A relative file name as a URI reference: each path segment percent-encoded.
    static func uri(_ file: String) -> String {
        file.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
    }

    /// A kind's identifier in upper camel case, as SARIF's `name` of a rule: `RuleEntry`.
    static func name(of kind: RuleFileIssue.Kind) -> String {
        kind.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
