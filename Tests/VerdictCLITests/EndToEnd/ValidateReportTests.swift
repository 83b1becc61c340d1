import Foundation
import Testing

/// `verdict validate --report FILE.html`: one page with nothing to fetch, whose numbers are those
/// of `--summary --format json`, with the most common failing values (never a secret's) and the
/// first refused records, every text escaped. (Tests/WorkbenchE2E/report_e2e.py opens it in
/// Chromium.)
@Suite struct ValidateReportTests {
    @Test func theNumbersAreThoseOfTheJSONSummary() throws {
        let signups = GeneratedSignups(count: 700, seed: 4700)
        let (run, page) = try Self.report(["--quiet", "--summary", "--format", "json"], records: signups.text)
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        let written = try CountedSummary(summary: summary)
        let shown = try ReportPage(page)
        #expect(shown.summary == written)
        #expect(shown.inputsNotRead == summary["inputsNotRead"] as? Int)
        #expect(!page.contains("http://") && !page.contains("https://") && !page.contains("<script"))
        #expect(page.contains(#"content="default-src 'none'; style-src 'unsafe-inline'""#))
    }

    /// The refused records are the first invalid ones of the per-record output, by file and line.
    @Test func theSampleIsTheFirstRefusedRecords() throws {
        let signups = GeneratedSignups(count: 700, seed: 4701)
        let (run, page) = try Self.report(["--format", "jsonl"], records: signups.text)
        let invalid = try SeverityAndModeTests.objects(run.stdout).filter { $0["valid"] as? Bool == false }
        let expected = invalid.prefix(20).map { "signups.jsonl:\($0["line"] as? Int ?? 0)" }
        #expect(try ReportPage(page).refusedLocations == expected)
        #expect(page.contains("<h2>The first 20 of \(invalid.count) refused records</h2>"))
    }

    @Test func theMostCommonFailingValuesComeFirst() throws {
        let records = """
            {"name": "Annabel", "plan": "gold"}
            {"name": "Annabel", "plan": "platinum"}
            {"name": "Annabel", "plan": "gold"}
            {"name": "Annabel", "plan": 7}
            {"name": "Annabel", "plan": "gold"}
            {"name": "Annabel", "plan": "platinum"}
            {"name": "Al"}

            """
        let (_, page) = try Self.report([], records: records)
        #expect(
            try ReportPage.section(of: page, from: #"<div class="values" data-attribute="plan" data-rule="in">"#)
                == """
                <div class="values" data-attribute="plan" data-rule="in">
                <h3><code>plan</code> · <code>in</code></h3>
                <table>
                <tr><td><code>&quot;gold&quot;</code></td><td class="number">3</td></tr>
                <tr><td><code>&quot;platinum&quot;</code></td><td class="number">2</td></tr>
                <tr><td><code>7</code></td><td class="number">1</td></tr>
                </table>
                </div>
                """)
    }

    /// A secret's value is nowhere in the page; its block says why it shows none.
    @Test func aSecretsValuesAreNotShown() throws {
        let (run, page) = try Self.report([], records: SecretsTests.records, rules: SecretsTests.rules)
        #expect(run.status == 1)
        #expect(!page.contains("hunter2") && !page.contains("4111"))
        #expect(
            try ReportPage.section(of: page, from: #"<div class="values" data-attribute="password""#)
                == """
                <div class="values" data-attribute="password" data-rule="minLength">
                <h3><code>password</code> · <code>minLength</code></h3>
                <p class="secret">A secret of the model: its values are not shown.</p>
                </div>
                """)
        #expect(page.contains("<tr><td><code>&quot;al&quot;</code></td><td class=\"number\">1</td></tr>"))
    }

    /// Keys and values from the input are text in the page, never markup; control characters
    /// are shown as in the text output.
    @Test func textFromTheInputIsEscaped() throws {
        let records = #"{"name": "Annabel", "plan": "<script>alert('x')</script>", "<img src=x>\u001b": 1}"# + "\n"
        let (run, page) = try Self.report(["--strict"], records: records)
        #expect(run.status == 1)
        #expect(!page.contains("<script>") && !page.contains("<img"))
        #expect(page.contains("<code>&quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;</code>"))
        #expect(page.contains(#"data-attribute="&lt;img src=x&gt;\u{1b}""#))
    }

    @Test func anUnwritableReportIsExitTwoBeforeAnyRecord() throws {
        let run = try ValidateSummaryTests.run(
            ["--report", "no-such-folder/report.html"], records: "{\"name\": \"Al\"}\n")
        #expect(
            run == .expect(2, stderr: "verdict: cannot write 'no-such-folder/report.html': No such file or directory"))
    }

    /// Runs `verdict validate --report report.html` on `records` and reads the page back.
    static func report(
        _ arguments: [String], records: String, rules: String = ValidateSummaryTests.rules
    ) throws -> (CLIRun, String) {
        let root = try Fixtures.folder(ruleFile: "rules.lua", rules, records: records, named: "signups.jsonl")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--report", "report.html"] + arguments + ["signups.jsonl"], in: root)
        let page = try String(contentsOf: root.appendingPathComponent("report.html"), encoding: .utf8)
        return (run, page)
    }
}

/// The numbers a report page shows, read from its ids and data attributes.
struct ReportPage {
    var summary: CountedSummary
    var inputsNotRead: Int
    /// The `file:line` of each refused record listed.
    var refusedLocations: [String]

    init(_ page: String) throws {
        func value(_ id: String) throws -> Int {
            let pattern = try Regex(#"id="summary-\#(id)" data-value="(\d+)""#)
            let match = try #require(page.firstMatch(of: pattern), "no #summary-\(id)")
            return try #require(Int(match.output[1].substring ?? ""))
        }
        func rows(_ id: String) throws -> [CountedSummary.Row] {
            guard let table = try? Self.section(of: page, from: #"<table id="\#(id)""#, to: "</table>") else {
                return []
            }
            let row = #/<tr data-attribute="([^"]*)" data-rule="([^"]*)" data-count="(\d+)">/#
            return table.matches(of: row).map {
                CountedSummary.Row(
                    attribute: String($0.output.1), rule: String($0.output.2), count: Int($0.output.3) ?? -1)
            }
        }
        summary = CountedSummary(
            records: try value("records"), valid: try value("valid"), invalid: try value("invalid"),
            unreadable: try value("unreadable"), errors: try value("errors"), failures: try rows("failures"),
            warnings: try rows("warnings"))
        inputsNotRead = try value("inputs-not-read")
        refusedLocations = page.matches(of: #/<li class="refusal" data-location="([^"]*)">/#).map {
            String($0.output.1)
        }
    }

    /// The page from `start` to the first `end` after it, both included.
    static func section(of page: String, from start: String, to end: String = "</div>") throws -> String {
        let opening = try #require(page.range(of: start), "no \(start)")
        let closing = try #require(page[opening.upperBound...].range(of: end), "no \(end) after \(start)")
        return String(page[opening.lowerBound..<closing.upperBound])
    }
}
