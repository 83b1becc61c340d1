import Foundation
import Testing

/// `--max-errors N`: the run stops at the record that brings the errors (refusing failures and
/// unreadable records, not warnings) to N, reports nothing after it — also what it read ahead —
/// says so on standard error and in the summary, and exits 1.
@Suite struct ValidateMaxErrorsTests {
    /// Far more records than the pipeline reads ahead (a window of 2 jobs × 4 batches × 256).
    static let signups = GeneratedSignups(count: 5000, seed: 4747)

    @Test(arguments: [1, 10, 250])
    func stopsAtTheRecordThatReachesTheLimit(limit: Int) throws {
        let run = try ValidateSummaryTests.run(
            ["--format", "jsonl", "--summary", "--jobs", "2", "--max-errors", "\(limit)"], records: Self.signups.text)
        #expect(run.status == 1)
        let objects = try SeverityAndModeTests.objects(run.stdout)
        let results = Array(objects.dropLast())
        let counted = CountedSummary(results: results)
        #expect(counted.errors >= limit)
        #expect(CountedSummary(results: results.dropLast()).errors < limit, "the last record reached the limit")
        #expect(results.map { $0["line"] as? Int } == Array(1...results.count).map { $0 })
        let summary = try #require(objects.last?["summary"] as? [String: Any])
        #expect(try CountedSummary(summary: summary) == counted)
        #expect(summary["stopped"] as? Bool == true)
        let errors = counted.errors == 1 ? "1 error" : "\(counted.errors) errors"
        #expect(run.stderr == "verdict: stopped after \(errors) (--max-errors \(limit))\n")
    }

    @Test func textSaysWhereItStopped() throws {
        let records = """
            {"name": "Al", "email": "nope"}
            {"name": "Annabel", "age": 12}
            {"name": "Bo"}
            {"name": "Cy"}

            """
        let run = try ValidateSummaryTests.run(["--summary", "--max-errors", "3"], records: records)
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        signups.jsonl:1 invalid (record 1)
                          name: Name must be at least 3 characters long.
                          email: Email is not an email address.
                        signups.jsonl:2 valid (record 2)
                          warning: age: Age must be at least 18.
                        signups.jsonl:3 invalid (record 3)
                          name: Name must be at least 3 characters long.
                        Failures by attribute and rule:
                          attribute  rule       count  share
                          name       minLength      2  66.7%
                          email      email          1  33.3%
                        Warnings by attribute and rule:
                          attribute  rule  count  share
                          age        min       1  33.3%
                        Stopped after 3 errors (--max-errors 3): later records were not read.
                        3 records, 1 valid, 2 invalid, 1 valid with warnings
                        """,
                    stderr: "verdict: stopped after 3 errors (--max-errors 3)"))
    }

    /// The limit is met in the first file: the second is not opened.
    @Test func laterInputsAreNotRead() throws {
        let root = try Fixtures.folder(
            ruleFile: "signup.lua", ValidateSummaryTests.rules, records: "{\"name\": \"Al\"}\n", named: "a.jsonl")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("{\"name\": \"Bo\"}\n".utf8).write(to: root.appendingPathComponent("b.jsonl"))
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--max-errors", "1", "a.jsonl", "b.jsonl"], in: root)
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        a.jsonl:1 invalid (record 1)
                          name: Name must be at least 3 characters long.
                        1 record, 1 invalid
                        """,
                    stderr: "verdict: stopped after 1 error (--max-errors 1)"))
    }

    /// Below the limit, the run reads everything and exits as it would without it.
    @Test func belowTheLimitNothingStops() throws {
        let run = try ValidateSummaryTests.run(
            ["--quiet", "--summary", "--format", "jsonl", "--max-errors", "100000"], records: Self.signups.text)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let summary = try #require(try SeverityAndModeTests.objects(run.stdout).last?["summary"] as? [String: Any])
        #expect(try CountedSummary(summary: summary) == ValidateSummaryTests.expected(Self.signups))
        #expect(summary["stopped"] as? Bool == false)
    }

    /// Warnings are not errors: a file of valid records with warnings is read to its end.
    @Test func warningsDoNotCount() throws {
        let records = String(repeating: "{\"name\": \"Annabel\", \"age\": 12}\n", count: 5)
        let run = try ValidateSummaryTests.run(["--max-errors", "1"], records: records)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasSuffix("5 records, 0 invalid, 5 valid with warnings\n"))
    }
}
