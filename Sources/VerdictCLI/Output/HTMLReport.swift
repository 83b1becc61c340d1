import Verdict

/// The page of `verdict validate --report FILE.html`: one self-contained HTML file, with no
/// script and nothing fetched (its content security policy allows only its own inline style).
///
/// It shows the ``FailureSummary`` — the same numbers as `--summary --format json` — the failures
/// by attribute and rule as a bar chart (a table whose bars are inline SVG), the most common
/// failing values of each (``RefusalSample``; a secret attribute's values are not shown, as no
/// output shows them), and the first refused records with their errors and `file:line`. Every
/// text from the rules or the input is escaped for HTML, control characters shown as the text
/// output shows them.
///
/// Elements a test reads carry stable ids and data attributes: `#summary-records`, `-valid`,
/// `-invalid`, `-unreadable`, `-inputs-not-read` and `-errors` hold their number in `data-value`;
/// each row of `#failures` and `#warnings` and each `.values` block has `data-attribute`,
/// `data-rule` and (rows) `data-count`; each refused record of `#refused` has `data-location`
/// (`file:line`).
struct HTMLReport {
    /// The numbers.
    let summary: FailureSummary
    /// The failing values and the first refused records.
    let sample: RefusalSample
    /// The model validated against, and its scenario.
    let model: String
    let scenario: String?
    /// The inputs as given on the command line.
    let inputs: [String]

    /// The most rows of a table of failures; a run with more says how many are left out.
    static let rowLimit = 200
    /// The most values shown for one attribute and rule.
    static let valueLimit = 5

    /// The whole page.
    var page: String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <title>Verdict report: \(Self.escape(model))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>Verdict report</h1>

            """
        html += "<p id=\"run\">Model <code>\(Self.escape(model))</code>"
        if let scenario { html += ", scenario <code>\(Self.escape(scenario))</code>" }
        html += "; inputs: " + inputs.map { "<code>\(Self.escape($0))</code>" }.joined(separator: ", ") + ".</p>\n"
        html += summarySection
        html += table(id: "failures", title: "Failures by attribute and rule", summary.failures)
        if !summary.warnings.isEmpty {
            html += table(id: "warnings", title: "Warnings by attribute and rule", summary.warnings)
        }
        html += valuesSection
        html += refusedSection
        html += "</body>\n</html>\n"
        return html
    }

    /// The counts, and why the run stopped when it did.
    private var summarySection: String {
        var html = "<section id=\"summary\">\n<h2>Summary</h2>\n<dl class=\"counts\">\n"
        let counts: [(id: String, name: String, value: Int, share: Bool)] = [
            ("records", "records", summary.records, false), ("valid", "valid", summary.valid, true),
            ("invalid", "invalid", summary.invalid, true), ("unreadable", "unreadable", summary.unreadable, true),
            ("inputs-not-read", "inputs not read", summary.inputsNotRead, false),
            ("errors", "errors", summary.errors, false),
        ]
        for count in counts {
            html += "<div class=\"count\"><dt>\(count.name)</dt>"
            html += "<dd id=\"summary-\(count.id)\" data-value=\"\(count.value)\">\(count.value)"
            if count.share { html += " <span class=\"share\">\(summary.percent(of: count.value))</span>" }
            html += "</dd></div>\n"
        }
        html += "</dl>\n"
        if let stop = summary.stop {
            html += "<p id=\"stopped\">S\(Self.escape(String(stop.dropFirst()))): later records were not read.</p>\n"
        }
        return html + "</section>\n"
    }

    /// A table of failures or warnings with a bar for each row, as long as the largest count.
    private func table(id: String, title: String, _ rows: [FailureSummary.Row]) -> String {
        var html = "<section id=\"\(id)-section\">\n<h2>\(title)</h2>\n"
        guard let largest = rows.first?.count else { return html + "<p id=\"\(id)-none\">None.</p>\n</section>\n" }
        html += "<table id=\"\(id)\" class=\"chart\">\n"
        html += "<thead><tr><th>attribute</th><th>rule</th><th class=\"number\">count</th>"
        html += "<th class=\"number\">share</th><th class=\"bar\"></th></tr></thead>\n<tbody>\n"
        for row in rows.prefix(Self.rowLimit) {
            let width = Double(row.count) / Double(largest) * 100
            html += "<tr data-attribute=\"\(Self.escape(row.attribute))\" data-rule=\"\(Self.escape(row.rule))\" "
            html += "data-count=\"\(row.count)\"><td><code>\(Self.escape(row.attribute))</code></td>"
            html += "<td><code>\(Self.escape(row.rule))</code></td><td class=\"number\">\(row.count)</td>"
            html += "<td class=\"number\">\(summary.percent(of: row.count))</td><td class=\"bar\">"
            html += "<svg viewBox=\"0 0 100 10\" preserveAspectRatio=\"none\" role=\"img\" "
            html += "aria-label=\"\(row.count)\"><rect width=\"\(Self.decimal(width))\" height=\"10\"></rect></svg>"
            html += "</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        if rows.count > Self.rowLimit {
            html += "<p class=\"more\">And \(rows.count - Self.rowLimit) more, in <code>--summary</code>.</p>\n"
        }
        return html + "</section>\n"
    }

    /// The most common failing values of each attribute and rule, in the order of the failures.
    private var valuesSection: String {
        var html = "<section id=\"values\">\n<h2>Most common failing values</h2>\n"
        for row in summary.failures.prefix(Self.rowLimit) {
            guard let counts = sample.values[FailureTally.Key(attribute: row.attribute, rule: row.rule)] else {
                continue
            }
            html += "<div class=\"values\" data-attribute=\"\(Self.escape(row.attribute))\" "
            html += "data-rule=\"\(Self.escape(row.rule))\">\n"
            html += "<h3><code>\(Self.escape(row.attribute))</code> · <code>\(Self.escape(row.rule))</code></h3>\n"
            if counts.isSecret {
                html += "<p class=\"secret\">A secret of the model: its values are not shown.</p>\n</div>\n"
                continue
            }
            html += "<table>\n"
            for value in counts.mostCommon(Self.valueLimit) {
                html += "<tr><td><code>\(Self.escape(value.value))</code></td>"
                html += "<td class=\"number\">\(value.count)</td></tr>\n"
            }
            html += "</table>\n"
            if counts.uncounted > 0 {
                html += "<p class=\"more\">\(counts.uncounted) failures with values beyond the first "
                html += "\(RefusalSample.distinctValueLimit) distinct ones are not counted by value.</p>\n"
            }
            html += "</div>\n"
        }
        return html + "</section>\n"
    }

    /// The first refused records, each with its place and its errors.
    private var refusedSection: String {
        var html = "<section id=\"refused-section\">\n"
        html += "<h2>The first \(sample.refusals.count) of \(summary.invalid) refused records</h2>\n"
        html += "<ol id=\"refused\">\n"
        for refusal in sample.refusals {
            let location = "\(refusal.location.file):\(refusal.location.line)"
            html += "<li class=\"refusal\" data-location=\"\(Self.escape(location))\">"
            html += "<code class=\"location\">\(Self.escape(location))</code> "
            html += refusal.isUnreadable ? "<span class=\"unreadable\">unreadable</span>" : "<span>invalid</span>"
            html += " (record \(refusal.location.index + 1))\n<ul>\n"
            if let reason = refusal.reason, refusal.isUnreadable || refusal.errors.isEmpty {
                html += "<li>\(Self.escape(reason))</li>\n"
            }
            for error in refusal.errors {
                html += error.severity == .warning ? "<li class=\"warning\">warning: " : "<li>"
                html += "<code>\(Self.escape(error.attribute))</code>: \(Self.escape(error.message)) "
                html += "<span class=\"rule\">(\(Self.escape(error.rule)))</span></li>\n"
            }
            html += "</ul></li>\n"
        }
        return html + "</ol>\n</section>\n"
    }

    /// Text for HTML, in an element or an attribute: control characters as the text output shows
    /// them (``Console/escaped(_:)``), then `&`, `<`, `>`, `"` and `'` as character references.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in Console.escaped(text) {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A width in percent with at most two decimals.
    private static func decimal(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return fraction == 0 ? "\(hundredths / 100)" : "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
