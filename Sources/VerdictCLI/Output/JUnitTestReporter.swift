import Foundation
import VerdictLua

/// `verdict test --format junit`: JUnit XML as CI servers read it, written at the end.
///
/// `<testsuites>` holds one `<testsuite>` per model (its name, the rule file, and the counts
/// `tests`, `failures`, `errors`, `skipped` and `time`), which holds one `<testcase>` per example:
/// `classname` is the model, `name` the example (`valid example 2`, with its scenario in
/// parentheses when it names one), with the `file` and `line` of its record and the seconds it
/// took. A failing example has a `<failure>` whose `message` says what it got and whose text lists
/// its errors; an example whose validation could not run has an `<error>`. A model without
/// examples has one test case, `no examples`, skipped — or failed with `--require-examples`.
///
/// The document follows the JUnit XML of Jenkins' xUnit plugin (junit-10.xsd), with the `file` and
/// `line` attributes of a test case that GitLab and pytest's `xunit1` family write.
final class JUnitTestReporter: TestReporter {
    /// One model's test cases, as XML, with their counts.
    private struct Suite {
        let model: String
        let file: String
        var cases: [String] = []
        var failures = 0
        var errors = 0
        var skipped = 0
        var seconds = 0.0
    }

    private let console: Console
    private var suites: [Suite] = []

    init(console: Console) {
        self.console = console
    }

    func report(_ outcome: ExampleOutcome) {
        if suites.last?.model != outcome.model { suites.append(Suite(model: outcome.model, file: outcome.file)) }
        let seconds =
            Double(outcome.duration.components.seconds) + Double(outcome.duration.components.attoseconds) / 1e18
        var element = testCase(model: outcome.model, name: outcome.name, file: outcome.file, line: outcome.example.line)
        element += " time=\"\(Self.seconds(seconds))\""
        switch outcome.result {
        case .error(let reason):
            suites[suites.count - 1].errors += 1
            element += ">\n      <error message=\"\(Self.escaped(reason))\" type=\"error\"/>\n    </testcase>"
        case .verdict:
            if let failure = outcome.failureSummary {
                suites[suites.count - 1].failures += 1
                let body = outcome.errorLines.map(Self.escaped).joined(separator: "\n")
                let failureElement =
                    "<failure message=\"\(Self.escaped(failure))\" type=\"\(RuleFileIssue.Kind.failingExample.id)\""
                    + (body.isEmpty ? "/>" : ">\(body)</failure>")
                element += ">\n      \(failureElement)\n    </testcase>"
            } else {
                element += "/>"
            }
        }
        suites[suites.count - 1].cases.append(element)
        suites[suites.count - 1].seconds += seconds
    }

    func reportNoExamples(model: String, issue: RuleFileIssue) {
        var suite = Suite(model: model, file: issue.file)
        var element =
            testCase(model: model, name: "no examples", file: issue.file, line: issue.line) + " time=\"0.000\">"
        if issue.isWarning {
            suite.skipped = 1
            element += "\n      <skipped message=\"\(Self.escaped(issue.message))\"/>"
        } else {
            suite.failures = 1
            element += "\n      <failure message=\"\(Self.escaped(issue.message))\" type=\"\(issue.kind.id)\"/>"
        }
        suite.cases.append(element + "\n    </testcase>")
        suites.append(suite)
    }

    func finish(passed: Int, failed: Int) {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        let failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        let seconds = suites.reduce(0) { $0 + $1.seconds }
        xml +=
            "<testsuites name=\"verdict test\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.seconds(seconds))\">\n"
        for suite in suites {
            xml +=
                "  <testsuite name=\"\(Self.escaped(suite.model))\" tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\""
                + " errors=\"\(suite.errors)\" skipped=\"\(suite.skipped)\" time=\"\(Self.seconds(suite.seconds))\""
                + " file=\"\(Self.escaped(suite.file))\">\n"
            for element in suite.cases { xml += "    " + element + "\n" }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        console.write(xml)
    }

    /// `<testcase classname=… name=… file=… line=…`, left open for the time and the body.
    private func testCase(model: String, name: String, file: String, line: Int?) -> String {
        "<testcase classname=\"\(Self.escaped(model))\" name=\"\(Self.escaped(name))\" file=\"\(Self.escaped(file))\""
            + (line.map { " line=\"\($0)\"" } ?? "")
    }

    /// Seconds with three decimals, as JUnit's `time` is written: `0.004`.
    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// Text as XML attribute values and element text hold it: `&`, `<`, `>`, `"` and `'` escaped,
    /// tabs and line ends kept (as character references in attributes, where a parser would
    /// otherwise turn them into spaces), and the characters XML 1.0 cannot hold at all (other C0
    /// controls, unpaired surrogates cannot occur in a Swift string) written as U+FFFD.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }
}
