import Foundation
import Testing

/// `--explain` and `verdict test --coverage` through the built `verdict`: each strategy asked,
/// each rule with what it did and where it was written; which rules the examples exercise.
@Suite struct ExplainTests {
    @Test func validateExplainsEveryRecordInText() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "--explain", "data/people.jsonl"])
        let rule = { (line: Int) in "(rules/person/person.lua:\(line))" }
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/people.jsonl:1 valid (record 1)
                          explanation:
                            strategies: rules → unknown; default → valid
                            name: required passed \(rule(9))
                            name: minLength passed \(rule(10))
                            age: required passed \(rule(11))
                            age: integer passed \(rule(12))
                            age: min passed \(rule(13))
                            email: email passed \(rule(14))
                            member: boolean skipped: empty value \(rule(15))
                            zip: regex skipped: empty value \(rule(16))
                        data/people.jsonl:2 invalid (record 2)
                          name: Name must be at least 2 characters long.
                          age: Age must be an adult.
                          email: Email must be an email address such as name@example.com.
                          explanation:
                            strategies: rules → invalid (3 rules failed); default → not asked
                            name: required passed \(rule(9))
                            name: minLength failed tooShort \(rule(10))
                            age: required passed \(rule(11))
                            age: integer passed \(rule(12))
                            age: min failed tooSmall \(rule(13))
                            email: email failed notEmail \(rule(14))
                            member: boolean skipped: empty value \(rule(15))
                            zip: regex skipped: empty value \(rule(16))
                        data/people.jsonl:3 invalid (record 3)
                          zip: Postal code must match the pattern [0-9]{5}.
                          explanation:
                            strategies: rules → invalid (1 rule failed); default → not asked
                            name: required passed \(rule(9))
                            name: minLength passed \(rule(10))
                            age: required passed \(rule(11))
                            age: integer passed \(rule(12))
                            age: min passed \(rule(13))
                            email: email skipped: empty value \(rule(14))
                            member: boolean skipped: empty value \(rule(15))
                            zip: regex failed wrongRegex \(rule(16))
                        3 records, 2 invalid
                        """))
    }

    @Test func jsonCarriesTheExplanationAsData() throws {
        let run = try VerdictProcess.run([
            "validate", "--rules", "rules/multi", "--model", "Session", "--now", "2030-05-01T12:00:00Z", "--explain",
            "--format", "jsonl", "data/sessions.jsonl",
        ])
        let first = try #require(run.stdout.split(separator: "\n").first)
        let explanation = [
            #""explanation":{"rules":[{"attribute":"user","file":"rules/multi/session.lua","line":5,"#,
            #""outcome":"skipped","reason":"screened","rule":"required"}],"strategies":["#,
            #"{"name":"reachability","result":"unknown"},{"name":"lua (rules/multi/session.lua:9)","result":"unknown"},"#,
            #"{"name":"rules","result":"unknown"},"#,
            #"{"name":"timestamp","reason":"updated 120 s ago; expires after 300 s","result":"valid"},"#,
            #"{"name":"default","result":"notAsked"}],"truncated":false}"#,
        ].joined()
        let result = [
            #"{"index":0,"file":"data/sessions.jsonl","line":1,"valid":true,"strategy":"timestamp","#,
            #""reason":"updated 120 s ago; expires after 300 s","errors":[],"#, explanation, "}",
        ].joined()
        #expect(String(first) == result)
    }

    @Test func withoutExplainTheOutputIsUnchanged() throws {
        let plain = try VerdictProcess.run([
            "validate", "--rules", "rules/person", "--format", "jsonl", "data/people.jsonl",
        ])
        #expect(!plain.stdout.contains("explanation"))
        let text = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/people.jsonl"])
        #expect(!text.stdout.contains("valid (record 1)"))
    }

    static let personCoverage = """
        coverage:
          rules/person/person.lua:9   fails no , passes yes  Person.name: required
          rules/person/person.lua:10  fails yes, passes yes  Person.name: minLength
          rules/person/person.lua:11  fails no , passes yes  Person.age: required
          rules/person/person.lua:12  fails yes, passes yes  Person.age: integer
          rules/person/person.lua:13  fails yes, passes yes  Person.age: min
          rules/person/person.lua:14  fails no , passes yes  Person.email: email
          rules/person/person.lua:15  fails no , passes yes  Person.member: boolean
          rules/person/person.lua:16  fails no , passes yes  Person.zip: regex
        3 of 8 rules failed and passed in some example (37.5%)
        """

    @Test func coverageListsEveryRuleWithWhatTheExamplesDidToIt() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person", "--coverage"])
        #expect(run == .expect(0, stdout: Self.personCoverage + "\n4 passed, 0 failed"))
    }

    @Test func coverageBelowTheMinimumFailsTheRun() throws {
        let below = try VerdictProcess.run(["test", "--rules", "rules/person", "--coverage-min", "50"])
        #expect(
            below
                == .expect(
                    1,
                    stdout: Self.personCoverage + "\ncoverage 37.5% is below --coverage-min 50%\n4 passed, 0 failed"))
        let above = try VerdictProcess.run(["test", "--rules", "rules/person", "--coverage-min", "30"])
        #expect(above.status == 0)
        let wrong = try VerdictProcess.run(["test", "--rules", "rules/person", "--coverage-min", "120"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.hasPrefix("Error: --coverage-min must be a percentage from 0 to 100\n"))
    }

    /// The shipped `rules/order.lua`, read in place with the other shipped models: the places are
    /// padded to the longest of every shipped file's, so the lines are compared with their runs of
    /// spaces made one.
    @Test func aRuleOfANestedModelCountsForThatModel() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules", "--coverage"], in: Fixtures.packageRoot)
        let lines = run.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("rules/order.lua:49 fails yes, passes yes LineItem.quantity: integer"))
        #expect(lines.contains("rules/order.lua:70 fails yes, passes yes Address.city: required"))
        // The type check of each element (`nested` of `each`) is the parent's, at the `each` line.
        #expect(lines.contains("rules/order.lua:13 fails no , passes yes Order.items[]: nested"))
        #expect(lines.contains("rules/order.lua:13 fails no , passes yes Order.items: each"))
    }

    @Test func testExplainsEachExample() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person", "--explain"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(run.status == 0)
        #expect(
            Array(lines.prefix(3)) == [
                "PASS Person valid example 1", "  explanation:", "    strategies: rules → unknown; default → valid",
            ])
        #expect(lines.filter { $0.hasPrefix("PASS ") }.count == 4)
        #expect(lines.last { !$0.isEmpty } == "4 passed, 0 failed")
    }
}
