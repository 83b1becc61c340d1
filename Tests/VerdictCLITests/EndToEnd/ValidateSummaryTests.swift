import Foundation
import Testing

/// `verdict validate --summary` and `--quiet`: the summary's numbers are those of the per-record
/// output of the same run — counted from it in text, JSON and JSON Lines — and those the records'
/// generator worked out.
@Suite struct ValidateSummaryTests {
    /// ``DiffCommandTests/oldRules`` with a warning on the age, for ``GeneratedSignups``.
    static let rules = DiffCommandTests.oldRules.replacingOccurrences(
        of: "  },\n}", with: "    { \"age\", \"min\", 18, severity = \"warning\" },\n  },\n}")

    /// Records of every kind: two failures in one record, a warning on a valid and on an invalid
    /// record, an unreadable line.
    static let records = """
        {"name": "Al", "email": "nope", "age": 30}
        {"name": "Annabel", "plan": "gold"}
        {"name": "Annabel", "age": 12}
        {"name":
        {"name": "Bo", "age": 16}
        {"name": "Annabel"}

        """

    @Test func textEndsWithTheTablesAndTheTotals() throws {
        let run = try Self.run(["--summary"], records: Self.records)
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        signups.jsonl:1 invalid (record 1)
                          name: Name must be at least 3 characters long.
                          email: Email is not an email address.
                        signups.jsonl:2 invalid (record 2)
                          plan: Plan must be one of "free", "pro".
                        signups.jsonl:3 valid (record 3)
                          warning: age: Age must be at least 18.
                        signups.jsonl:4 unreadable (record 4)
                          unexpected end of input, expected a value
                        signups.jsonl:5 invalid (record 5)
                          name: Name must be at least 3 characters long.
                          warning: age: Age must be at least 18.
                        Failures by attribute and rule:
                          attribute  rule       count  share
                          name       minLength      2  33.3%
                          email      email          1  16.7%
                          plan       in             1  16.7%
                        Warnings by attribute and rule:
                          attribute  rule  count  share
                          age        min       2  33.3%
                        6 records, 2 valid, 4 invalid (1 unreadable), 1 valid with warnings
                        """))
    }

    @Test func jsonLinesEndWithTheSummaryLine() throws {
        let run = try Self.run(["--summary", "--format", "jsonl"], records: Self.records)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 7)
        let expected = [
            #"{"summary":{"records":6,"valid":2,"invalid":4,"unreadable":1,"inputsNotRead":0,"errors":5,"#,
            #""stopped":false,"failures":[{"attribute":"name","rule":"minLength","count":2,"share":0.333333},"#,
            #"{"attribute":"email","rule":"email","count":1,"share":0.166667},"#,
            #"{"attribute":"plan","rule":"in","count":1,"share":0.166667}],"#,
            #""warnings":[{"attribute":"age","rule":"min","count":2,"share":0.333333}]}}"#,
        ].joined()
        #expect(lines.last == expected)
    }

    /// The summary is the document's last member: one document still.
    @Test func aJSONDocumentEndsWithItsSummary() throws {
        let run = try Self.run(["--summary", "--format", "json"], records: "{\"name\": \"Al\"}\n")
        #expect(run.status == 1)
        let end = [
            #"],"valid":false,"records":1,"invalid":1,"summary":{"records":1,"valid":0,"invalid":1,"#,
            #""unreadable":0,"inputsNotRead":0,"errors":1,"stopped":false,"failures":["#,
            #"{"attribute":"name","rule":"minLength","count":1,"share":1.0}],"warnings":[]}}"#, "\n",
        ].joined()
        #expect(run.stdout.hasSuffix(end))
        #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
    }

    @Test func jsonLinesSummaryCountsItsRecords() throws {
        let signups = GeneratedSignups(count: 700, seed: 47)
        let run = try Self.run(["--summary", "--format", "jsonl", "--jobs", "2"], records: signups.text)
        #expect(run.status == 1)
        let objects = try SeverityAndModeTests.objects(run.stdout)
        let summary = try #require(objects.last?["summary"] as? [String: Any])
        let written = try CountedSummary(summary: summary)
        #expect(written == CountedSummary(results: objects.dropLast()))
        #expect(written == Self.expected(signups))
    }

    @Test func jsonDocumentSummaryCountsItsResults() throws {
        let signups = GeneratedSignups(count: 700, seed: 48)
        let run = try Self.run(["--summary", "--format", "json"], records: signups.text)
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        let written = try CountedSummary(summary: try #require(document["summary"] as? [String: Any]))
        #expect(written == CountedSummary(results: results))
        #expect(written == Self.expected(signups))
        #expect(document["records"] as? Int == written.records && document["invalid"] as? Int == written.invalid)
    }

    /// Text has no rule on its error lines: its tables summed by attribute equal its error lines
    /// counted by attribute, and its totals its records counted by status.
    @Test func textSummaryCountsItsRecords() throws {
        let signups = GeneratedSignups(count: 700, seed: 49)
        let run = try Self.run(["--summary"], records: signups.text)
        #expect(run.status == 1)
        let text = TextSummary(run.stdout)
        let expected = Self.expected(signups)
        #expect(text.invalidHeaders + text.unreadableHeaders == expected.invalid)
        #expect(text.unreadableHeaders == expected.unreadable)
        #expect(text.failures == expected.failures && text.warnings == expected.warnings)
        #expect(text.byAttribute(text.failures) == text.errorLines)
        #expect(text.byAttribute(text.warnings) == text.warningLines)
        #expect(
            text.lastLine
                == "\(expected.records) records, \(expected.valid) valid, \(expected.invalid) invalid "
                + "(\(expected.unreadable) unreadable), \(signups.validWithWarnings) valid with warnings")
    }

    @Test func quietTextWritesTheLastLineOnly() throws {
        let run = try Self.run(["--quiet"], records: Self.records)
        #expect(run == .expect(1, stdout: "6 records, 4 invalid (1 unreadable), 1 valid with warnings"))
    }

    @Test func quietJSONWritesTheTotalsOnly() throws {
        let run = try Self.run(["--quiet", "--format", "json"], records: Self.records)
        #expect(run == .expect(1, stdout: #"{"valid":false,"records":6,"invalid":4}"#))
    }

    @Test func quietJSONLinesWriteNothing() throws {
        let run = try Self.run(["--quiet", "--format", "jsonl"], records: Self.records)
        #expect(run == .expect(1))
    }

    @Test func quietWithSummaryWritesTheSummaryOnly() throws {
        let run = try Self.run(["--quiet", "--summary", "--format", "json"], records: "{\"name\": \"Annabel\"}\n")
        let document = [
            #"{"valid":true,"records":1,"invalid":0,"summary":{"records":1,"valid":1,"invalid":0,"#,
            #""unreadable":0,"inputsNotRead":0,"errors":0,"stopped":false,"failures":[],"warnings":[]}}"#,
        ].joined()
        #expect(run == .expect(0, stdout: document))
        let text = try Self.run(["--quiet", "--summary"], records: "{\"name\": \"Annabel\"}\n")
        #expect(
            text
                == .expect(
                    0,
                    stdout: """
                        Failures by attribute and rule: none
                        1 record, 1 valid, 0 invalid
                        """))
    }

    /// What the rules must say of ``GeneratedSignups``' records, from the generator's own account.
    static func expected(_ signups: GeneratedSignups) -> CountedSummary {
        let rules = ["min 3": "minLength", "old message": "email", "max 4": "maxLength", "in": "in"]
        var failures: [String: Int] = [:]
        var warnings: [String: Int] = [:]
        var invalid = signups.unreadableLines.count
        for record in signups.records.values {
            if !record.oldFailures.isEmpty { invalid += 1 }
            for failure in record.oldFailures {
                failures["\(failure.attribute)\u{0}\(rules[failure.tag, default: failure.tag])", default: 0] += 1
            }
            if record.isUnderage { warnings["age\u{0}min", default: 0] += 1 }
        }
        let records = signups.records.count + signups.unreadableLines.count
        return CountedSummary(
            records: records, valid: records - invalid, invalid: invalid, unreadable: signups.unreadableLines.count,
            errors: failures.values.reduce(signups.unreadableLines.count, +),
            failures: CountedSummary.rows(failures), warnings: CountedSummary.rows(warnings))
    }

    /// Runs `verdict validate` on `records` as `signups.jsonl`, with ``rules``.
    static func run(_ arguments: [String], records: String, rules: String = Self.rules) throws -> CLIRun {
        let root = try Fixtures.folder(ruleFile: "signup.lua", rules, records: records, named: "signups.jsonl")
        defer { try? FileManager.default.removeItem(at: root) }
        return try VerdictProcess.run(["validate", "--rules", "rules"] + arguments + ["signups.jsonl"], in: root)
    }
}

extension GeneratedSignups.Record {
    /// Whether the record's age is under 18 (the new rules' refusal, the summary rules' warning).
    var isUnderage: Bool { newFailures.contains(.init(attribute: "age", tag: "min 18")) }
}

extension GeneratedSignups {
    /// Valid records (under the old rules) with an age under 18.
    var validWithWarnings: Int { records.values.filter { $0.oldFailures.isEmpty && $0.isUnderage }.count }
}

/// What a text run with `--summary` wrote, read back: its records counted by status and their
/// error lines by attribute, its tables, its last line.
struct TextSummary {
    var invalidHeaders = 0
    var unreadableHeaders = 0
    var errorLines: [String: Int] = [:]
    var warningLines: [String: Int] = [:]
    var failures: [CountedSummary.Row] = []
    var warnings: [CountedSummary.Row] = []
    var lastLine = ""

    init(_ text: String) {
        var table: WritableKeyPath<TextSummary, [CountedSummary.Row]>?
        var isInUnreadable = false
        let lines = text.split(separator: "\n").map(String.init)
        for line in lines.dropLast() {
            let words = line.split(separator: " ").map(String.init)
            if !line.hasPrefix(" ") && line.contains(" (record ") {
                isInUnreadable = line.contains(" unreadable (record ")
                if isInUnreadable { unreadableHeaders += 1 }
                if line.contains(" invalid (record ") { invalidHeaders += 1 }
            } else if line == "Failures by attribute and rule:" {
                table = \.failures
            } else if line == "Warnings by attribute and rule:" {
                table = \.warnings
            } else if let table {
                if words.count == 4, words[0] != "attribute", let count = Int(words[2]) {
                    self[keyPath: table].append(CountedSummary.Row(attribute: words[0], rule: words[1], count: count))
                }
            } else if isInUnreadable {
                continue  // why the record could not be read
            } else if words.first == "warning:", words.count > 1 {
                warningLines[String(words[1].dropLast()), default: 0] += 1
            } else if let attribute = words.first {
                errorLines[String(attribute.dropLast()), default: 0] += 1
            }
        }
        lastLine = lines.last ?? ""
    }

    /// The rows' counts summed by attribute.
    func byAttribute(_ rows: [CountedSummary.Row]) -> [String: Int] {
        rows.reduce(into: [:]) { $0[$1.attribute, default: 0] += $1.count }
    }
}
