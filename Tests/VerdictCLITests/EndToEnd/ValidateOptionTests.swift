import Foundation
import Testing

/// The options of `verdict validate`: `--first-error`, `--now`, `--offline`, `--strict`,
/// `--scenario`, `--model`, and where the rules come from.
@Suite struct ValidateOptionTests {
    @Test func firstErrorStopsEachRecordAtItsFirstError() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--first-error", "data/people.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/people.jsonl:2 invalid (record 2)
                          name: Name must be at least 2 characters long.
                        data/people.jsonl:3 invalid (record 3)
                          zip: Postal code must match the pattern [0-9]{5}.
                        3 records, 2 invalid
                        """))
    }

    /// `verdict.now` is the `--now` time, so date rules give the same answer on every day.
    @Test(arguments: [
        (
            "2030-04-01T00:00:00Z",
            """
            data/events.jsonl:2 invalid (record 2)
              endDate: End date must be later than startDate.
            3 records, 1 invalid
            """
        ),
        (
            "2030-05-01T10:30:00Z",
            """
            data/events.jsonl:1 invalid (record 1)
              startDate: Start date must be now or later.
            data/events.jsonl:2 invalid (record 2)
              startDate: Start date must be now or later.
              endDate: End date must be later than startDate.
            3 records, 2 invalid
            """
        ),
    ])
    func nowMakesDateRulesReproducible(now: String, report: String) throws {
        let arguments = ["validate", "--rules", "rules/multi", "--model", "Event", "--now", now, "data/events.jsonl"]
        let first = try VerdictProcess.run(arguments)
        #expect(first == .expect(1, stdout: report))
        #expect(try VerdictProcess.run(arguments) == first)
    }

    @Test func nowMustBeAnISO8601DateTime() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/multi", "--model", "Event", "--now", "yesterday", "data/events.jsonl"])
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(
            run.stderr.split(separator: "\n").first == "Error: --now 'yesterday' is not an ISO 8601 date-time")
    }

    /// Online, the chain runs on: the Lua strategy, the rules, then the timestamp decide.
    @Test func onlineTheStrategyChainDecides() throws {
        let run = try VerdictProcess.run(
            [
                "validate", "--rules", "rules/multi", "--model", "Session", "--now", "2030-05-01T12:00:00Z",
                "data/sessions.jsonl",
            ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/sessions.jsonl:2 invalid (record 2) — timestamp: updated 3600 s ago; expires after 300 s
                        data/sessions.jsonl:3 invalid (record 3) — lua (rules/multi/session.lua:9)
                        data/sessions.jsonl:4 invalid (record 4)
                          user: User is required.
                        4 records, 3 invalid
                        """))
    }

    /// Offline, the reachability strategy decides first: every cached session stands.
    @Test func offlineTheReachabilityStrategyDecides() throws {
        let run = try VerdictProcess.run(
            [
                "validate", "--rules", "rules/multi", "--model", "Session", "--now", "2030-05-01T12:00:00Z",
                "--offline", "--format", "jsonl", "data/sessions.jsonl",
            ])
        let results = (1...4).map {
            #"{"index":\#($0 - 1),"file":"data/sessions.jsonl","line":\#($0),"valid":true,"strategy":"reachability","#
                + #""reason":"offline: the cached object stands","errors":[]}"#
        }
        #expect(run == .expect(0, stdout: results.joined(separator: "\n")))
    }

    /// `!member` is validated in `signup` but not safe; `admin` is no attribute at all.
    @Test func strictReportsKeysThatAreNotSafeInTheScenario() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--strict", "--scenario", "signup", "data/signups.jsonl"])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/signups.jsonl:2 invalid (record 2)
                          admin: Admin is not a safe attribute in scenario 'signup'.
                          member: Member is not a safe attribute in scenario 'signup'.
                        2 records, 1 invalid
                        """))
    }

    @Test func withoutStrictUnknownKeysAreIgnored() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--scenario", "signup", "data/signups.jsonl"])
        #expect(run == .expect(0, stdout: "2 records, 0 invalid"))
    }

    @Test func scenarioSelectsItsRules() throws {
        let run = try VerdictProcess.run(
            [
                "validate", "--rules", "rules/multi", "--model", "Event", "--scenario", "create", "--now",
                "2030-04-01T00:00:00Z", "data/events.jsonl",
            ])
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data/events.jsonl:2 invalid (record 2)
                          endDate: End date must be later than startDate.
                        data/events.jsonl:3 invalid (record 3)
                          startDate: Start date is required.
                        3 records, 2 invalid
                        """))
    }

    @Test func unknownScenarioExitsTwoNamingIt() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/multi", "--model", "Event", "--scenario", "nope", "data/events.jsonl"])
        #expect(
            run
                == .expect(
                    2, stderr: "verdict: unknown scenario 'nope' of model 'Event' (scenarios: create, default)"))
    }

    @Test func modelMayBeLeftOutWhenTheRulesDefineOne() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/person.yaml"])
        #expect(run == .expect(0, stdout: "1 record, 0 invalid"))
    }

    @Test func modelMustBeChosenAmongSeveral() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/multi", "data/events.jsonl"])
        #expect(run == .expect(2, stderr: "verdict: choose a model with --model (models: Event, Session)"))
    }

    @Test func unknownModelExitsTwoNamingIt() throws {
        let run = try VerdictProcess.run(["validate", "--rules", "rules/multi", "--model", "Nope", "data/events.jsonl"])
        #expect(run == .expect(2, stderr: "verdict: unknown model 'Nope' (models: Event, Session)"))
    }

    @Test func rulesDefaultToTheVERDICT_RULESVariable() throws {
        let run = try VerdictProcess.run(
            ["validate", "data/person.json"], environment: ["VERDICT_RULES": "rules/person"])
        #expect(run == .expect(0, stdout: "1 record, 0 invalid"))
    }

    @Test func rulesOptionWinsOverTheVariable() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "data/person.json"], environment: ["VERDICT_RULES": "rules/multi"])
        #expect(run == .expect(0, stdout: "1 record, 0 invalid"))
    }

    @Test func rulesDefaultToTheRulesFolder() throws {
        let run = try VerdictProcess.run(
            ["validate", "-"], in: Fixtures.root.appendingPathComponent("workdir"),
            stdin: Data("{\"text\": \"hello\"}\n{\"text\": \"\"}\n".utf8))
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        <stdin>:2 invalid (record 2)
                          text: Text is required.
                        2 records, 1 invalid
                        """))
    }

    /// `--help` says what an empty input, a byte order mark and a repeated key do.
    @Test func helpDocumentsEmptyInputsByteOrderMarksAndRepeatedKeys() throws {
        let run = try VerdictProcess.run(["validate", "--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                """
                An empty or white-space-only input holds no record: it is "0 records" and,
                alone, exits 0 (--strict is about a record's keys, not their number). A UTF-8
                byte order mark at the start of an input is ignored. In JSON, an object with a
                key twice takes the last value; YAML refuses a mapping with a key twice (the
                record is unreadable), and CSV a header with a column twice (the input is not
                read).
                """))
    }
}
