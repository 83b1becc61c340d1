import Foundation
import Testing

/// `verdict test`: runs every model's examples; prints each failure with its file and line and the
/// errors it got; the last line is `N passed, M failed`; exit 1 when an example fails.
@Suite struct TestCommandTests {
    @Test func allExamplesPass() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person"])
        #expect(run == .expect(0, stdout: "4 passed, 0 failed"))
    }

    /// A model without examples cannot be told to work: a warning at its `model =` line.
    @Test func aModelWithoutExamplesIsAWarning() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/multi"])
        #expect(
            run
                == .expect(
                    0,
                    stdout: """
                        rules/multi/event.lua:3: warning: model 'Event' has no examples
                        rules/multi/session.lua:3: warning: model 'Session' has no examples
                        0 passed, 0 failed
                        """))
    }

    /// `--require-examples`: a model without examples is a problem, counted as failed.
    @Test func aModelWithoutExamplesFailsWhenExamplesAreRequired() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/multi", "--require-examples"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        rules/multi/event.lua:3: model 'Event' has no examples (hint: add `examples = { valid = { … }, invalid = { … } }`)
                        rules/multi/session.lua:3: model 'Session' has no examples (hint: add `examples = { valid = { … }, invalid = { … } }`)
                        0 passed, 2 failed
                        """))
    }

    @Test func modelsWithExamplesPassWhenExamplesAreRequired() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person", "--require-examples"])
        #expect(run == .expect(0, stdout: "4 passed, 0 failed"))
    }

    @Test func failingExamplesArePrintedWithTheirErrors() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/failing"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        FAIL Coupon valid example 2 (rules/failing/coupon.lua:12): expected valid, got 2 errors
                          code: Code must be exactly 8 characters long.
                          percent: Percent must be at most 90.
                        FAIL Coupon invalid example 2 (rules/failing/coupon.lua:16): expected invalid, got valid
                        6 passed, 2 failed
                        """))
    }

    @Test func brokenRuleSetExitsTwo() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/misspelled"])
        #expect(
            run
                == .expect(
                    2,
                    stderr:
                        "rules/misspelled/article.lua:6: rules[2]: unknown rule 'minLenght' (hint: did you mean 'minLength'?)"
                ))
    }

    /// A failing example is red on a terminal, plain with `NO_COLOR`.
    @Test(arguments: [false, true])
    func failureIsRedOnlyOnATerminalWithoutNoColor(noColor: Bool) throws {
        let run = try VerdictProcess.runOnTerminal(["test", "--rules", "rules/failing"], noColor: noColor)
        let fail = noColor ? "FAIL" : "\u{1B}[31mFAIL\u{1B}[0m"
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        \(fail) Coupon valid example 2 (rules/failing/coupon.lua:12): expected valid, got 2 errors
                          code: Code must be exactly 8 characters long.
                          percent: Percent must be at most 90.
                        \(fail) Coupon invalid example 2 (rules/failing/coupon.lua:16): expected invalid, got valid
                        6 passed, 2 failed
                        """))
    }
}

/// `verdict test --format json|junit`: every example's result, for tools; the exit status is the
/// text's.
@Suite struct TestFormatTests {
    @Test func jsonGivesEveryExampleWithItsLineAndErrors() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/failing", "--format", "json"])
        #expect(run.status == 1)
        #expect(run.stderr == "")
        let expected = try String(
            contentsOf: Fixtures.root.appendingPathComponent("expected/test-failing.json"), encoding: .utf8)
        #expect(try ReportChecker.pretty(run.stdout) == ReportChecker.pretty(expected))
        #expect(run.stdout.hasSuffix("}\n") && run.stdout.split(separator: "\n").count == 1)
    }

    @Test func jsonGivesAModelWithoutExamplesAsAWarningOrAProblem() throws {
        let warned = try VerdictProcess.run(["test", "--rules", "rules/multi", "--format", "json"])
        let issue = { (severity: String, hint: String) in
            #"{"file":"rules/multi/event.lua","hint":\#(hint),"kind":"no-examples","line":3,"message":"model 'Event' has no examples","severity":"\#(severity)"}"#
        }
        let session = { (severity: String, hint: String) in
            issue(severity, hint).replacingOccurrences(of: "event.lua", with: "session.lua")
                .replacingOccurrences(of: "'Event'", with: "'Session'")
        }
        #expect(
            warned
                == .expect(
                    0,
                    stdout:
                        #"{"examples":[],"failed":0,"passed":0,"problems":[],"warnings":["#
                        + issue("warning", "null") + "," + session("warning", "null") + "]}"))
        let required = try VerdictProcess.run([
            "test", "--rules", "rules/multi", "--format", "json", "--require-examples",
        ])
        let hint = #""add `examples = { valid = { … }, invalid = { … } }`""#
        #expect(
            required
                == .expect(
                    1,
                    stdout:
                        #"{"examples":[],"failed":2,"passed":0,"problems":["#
                        + issue("error", hint) + "," + session("error", hint) + #"],"warnings":[]}"#))
    }

    /// The JUnit XML validates against Jenkins' JUnit schema (with the `file` and `line` of a test
    /// case), and a JUnit reader finds every example with its file, line and outcome.
    @Test func junitReportValidatesAndIsReadByAJUnitReader() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rules = folder.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        for file in ["failing/coupon.lua", "multi/event.lua"] {
            try FileManager.default.copyItem(
                at: Fixtures.root.appendingPathComponent("rules/" + file),
                to: rules.appendingPathComponent(String(file.split(separator: "/")[1])))
        }
        try Data(Self.scenarioExamples.utf8).write(to: rules.appendingPathComponent("visit.lua"))
        let run = try VerdictProcess.run(["test", "--rules", "rules", "--format", "junit"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr == "")
        #expect(
            try ReportChecker.junit(run.stdout)
                == """
                valid
                suite Coupon tests=4 failures=2 errors=0 skipped=0
                case Coupon | valid example 1 | rules/coupon.lua:11 | passed
                case Coupon | valid example 2 | rules/coupon.lua:12 | failure: expected valid, got 2 errors | code: Code must be exactly 8 characters long. / percent: Percent must be at most 90.
                case Coupon | invalid example 1 | rules/coupon.lua:15 | passed
                case Coupon | invalid example 2 | rules/coupon.lua:16 | failure: expected invalid, got valid
                suite Event tests=1 failures=0 errors=0 skipped=1
                case Event | no examples | rules/event.lua:3 | skipped: model 'Event' has no examples
                suite Visit tests=2 failures=0 errors=1 skipped=0
                case Visit | valid example 1 (signup) | rules/visit.lua:7 | passed
                case Visit | valid example 2 (login) | rules/visit.lua:8 | error: unknown scenario 'login' of model 'Visit' (scenarios: default, signup)
                """)
    }

    /// The whole document, times aside: the counts of each suite and of all, the failures' text.
    @Test func junitReportOfFailingExamples() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/failing", "--format", "junit"])
        #expect(run.status == 1)
        let times = #/time="[0-9]+\.[0-9]{3}"/#
        #expect(
            run.stdout.replacing(times, with: #"time="T""#)
                == CLIRun.lines(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <testsuites name="verdict test" tests="8" failures="2" errors="0" time="T">
                      <testsuite name="Coupon" tests="4" failures="2" errors="0" skipped="0" time="T" file="rules/failing/coupon.lua">
                        <testcase classname="Coupon" name="valid example 1" file="rules/failing/coupon.lua" line="11" time="T"/>
                        <testcase classname="Coupon" name="valid example 2" file="rules/failing/coupon.lua" line="12" time="T">
                          <failure message="expected valid, got 2 errors" type="failing-example">code: Code must be exactly 8 characters long.
                    percent: Percent must be at most 90.</failure>
                        </testcase>
                        <testcase classname="Coupon" name="invalid example 1" file="rules/failing/coupon.lua" line="15" time="T"/>
                        <testcase classname="Coupon" name="invalid example 2" file="rules/failing/coupon.lua" line="16" time="T">
                          <failure message="expected invalid, got valid" type="failing-example"/>
                        </testcase>
                      </testsuite>
                      <testsuite name="Person" tests="4" failures="0" errors="0" skipped="0" time="T" file="rules/failing/person.lua">
                        <testcase classname="Person" name="valid example 1" file="rules/failing/person.lua" line="20" time="T"/>
                        <testcase classname="Person" name="valid example 2 (signup)" file="rules/failing/person.lua" line="21" time="T"/>
                        <testcase classname="Person" name="invalid example 1" file="rules/failing/person.lua" line="24" time="T"/>
                        <testcase classname="Person" name="invalid example 2" file="rules/failing/person.lua" line="25" time="T"/>
                      </testsuite>
                    </testsuites>
                    """))
    }

    @Test(arguments: [
        (["--explain"], "--explain"), (["--coverage"], "--coverage"), (["--coverage-min", "50"], "--coverage"),
        (["--watch"], "--watch"),
    ])
    func textOnlyFlagsRefuseAnotherFormat(flags: [String], named: String) throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person", "--format", "junit"] + flags)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: \(named) writes text: leave out --format junit\n"))
    }

    /// Two examples naming scenarios, one the model lacks: its validation cannot run.
    static let scenarioExamples = """
        -- Visits, with a scenario.
        return {
          model = "Visit",
          scenarios = { signup = { "name" } },
          rules = { { "name", "required", on = "signup" } },
          examples = {
            valid = { { scenario = "signup", name = "Ann" },
              { scenario = "login", name = "Bo" } },
          },
        }
        """
}
