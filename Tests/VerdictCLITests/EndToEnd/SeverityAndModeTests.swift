import Foundation
import Testing

/// `severity = "warning"` on a rule entry and `mode = "enforce" | "warn" | "dry-run"` on a model,
/// with `--mode` over it, through `verdict validate`, `check`, `test` and `schema`.
@Suite struct SeverityAndModeTests {
    static func rules(mode: String? = nil) -> String {
        """
        return {
          model = "Member",\(mode.map { "\n  mode = \"\($0)\"," } ?? "")
          rules = {
            { "name", "required" },
            { "name", "minLength", 3 },
            { "nick", "maxLength", 5, severity = "warning" },
            { "email", "email", severity = "warning" },
          },
          examples = {
            valid = { { name = "Alice", nick = "toolongnick" } },
            invalid = { { name = "Al" } },
          },
        }
        """
    }

    static let records = """
        {"name": "Al", "nick": "toolongnick"}
        {"name": "Alice", "nick": "bobbybobby", "email": "x"}
        {"name": "Alice"}

        """

    @Test func textShowsWarningsUnderValidAndInvalidRecords() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["validate", "--rules", "rules", "members.jsonl"], in: root)
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                members.jsonl:1 invalid (record 1)
                  name: Name must be at least 3 characters long.
                  warning: nick: Nick must be at most 5 characters long.
                members.jsonl:2 valid (record 2)
                  warning: nick: Nick must be at most 5 characters long.
                  warning: email: Email must be an email address such as name@example.com.
                3 records, 1 invalid, 1 valid with warnings

                """)
    }

    @Test func jsonCarriesTheSeverityOfEveryError() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "members.jsonl"], in: root)
        #expect(run.status == 1)
        let results = try Self.objects(run.stdout)
        #expect(results.map { $0["valid"] as? Bool } == [false, true, true])
        #expect(Self.severities(results[0]) == ["error", "warning"])
        #expect(Self.severities(results[1]) == ["warning", "warning"])
        #expect(results[1]["strategy"] as? String == "default")
        #expect(Self.severities(results[2]) == [])
    }

    @Test func firstErrorModeGoesOnPastAWarning() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--first-error", "-"], in: root,
            stdin: Data(#"{"nick": "toolongnick", "name": "Al"}"#.utf8))
        let result = try #require(try Self.objects(run.stdout).first)
        #expect(Self.severities(result) == ["error"], "the warning's chain runs after the error's")
    }

    @Test func warnModeRefusesNothing() throws {
        let root = try Self.folder(rules: Self.rules(mode: "warn"))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "members.jsonl"], in: root)
        #expect(run.status == 0)
        let results = try Self.objects(run.stdout)
        #expect(results.allSatisfy { $0["valid"] as? Bool == true })
        #expect(Self.severities(results[0]) == ["warning", "warning"])
        #expect(results[0]["reason"] as? String == "warn mode: would be refused (rules: 1 rule failed)")
        // --mode overrides the model's mode.
        let enforced = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--mode", "enforce", "members.jsonl"], in: root)
        #expect(enforced.status == 1)
        #expect(enforced.stdout.hasSuffix("3 records, 1 invalid, 1 valid with warnings\n"))
    }

    @Test func aDryRunAnswersValidAndLogsWhatItWouldRefuse() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            [
                "validate", "--rules", "rules", "--mode", "dry-run", "--decision-log", "decisions.jsonl",
                "members.jsonl",
            ],
            in: root)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("name: Name must be"), "a dry run's answer does not show the refusal")
        #expect(run.stdout.hasSuffix("3 records, 0 invalid, 2 valid with warnings, 1 refused in a dry run\n"))
        let log = try String(contentsOf: root.appendingPathComponent("decisions.jsonl"), encoding: .utf8)
        let decisions = try Self.objects(log)
        #expect(decisions.count == 3)
        #expect(decisions.map { $0["verdict"] as? String } == ["valid", "valid", "valid"])
        #expect(decisions.map { $0["mode"] as? String } == ["dry-run", nil, nil])
        let refusal = try #require(decisions[0]["dryRun"] as? [String: Any])
        #expect(refusal["verdict"] as? String == "invalid")
        #expect(refusal["strategy"] as? String == "rules")
        let errors = try #require(refusal["errors"] as? [[String: String]])
        #expect(errors.map { $0["attribute"] } == ["name", "nick"])
        #expect(errors.map { $0["severity"] } == ["error", "warning"])
        #expect(decisions[1]["dryRun"] == nil)
    }

    @Test func aWrongModeOrSeverityIsAProblemAtItsLine() throws {
        let root = try Self.folder(
            rules: """
                return {
                  model = "Member",
                  mode = "dryrun",
                  rules = {
                    { "name", "required" },
                    { "nick", "maxLength", 5, severity = "warn" },
                  },
                }
                """)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["check", "--rules", "rules"], in: root)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                #"rules/member.lua:3: model 'Member': `mode` should be "enforce", "warn", "dry-run", got "dryrun" (hint: did you mean "dry-run"?)"#
            ))
        #expect(
            run.stdout.contains(#"rules/member.lua:6: "#)
                && run.stdout.contains(#"`severity` should be "error" or "warning", got "warn""#))
        let usage = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--mode", "soft", "members.jsonl"], in: root)
        #expect(usage.status == 2)
        #expect(usage.stderr.contains("--mode takes enforce, warn, dry-run, not 'soft'"))
    }

    @Test func examplesAreJudgedAsTheRulesAreWrittenWhateverTheMode() throws {
        for mode in ["warn", "dry-run"] {
            let root = try Self.folder(rules: Self.rules(mode: mode))
            defer { try? FileManager.default.removeItem(at: root) }
            let run = try VerdictProcess.run(["test", "--rules", "rules"], in: root)
            #expect(run.status == 0, "\(mode): \(run)")
            #expect(run.stdout.hasSuffix("2 passed, 0 failed\n"))
        }
    }

    @Test func explanationsAndCoverageMarkWarnings() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let explained = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--explain", "-"], in: root,
            stdin: Data(#"{"name": "Alice", "nick": "toolongnick"}"#.utf8))
        #expect(explained.stdout.contains("nick: maxLength failed tooLong (warning) (rules/member.lua:6)"))
        let coverage = try VerdictProcess.run(["test", "--rules", "rules", "--coverage"], in: root)
        #expect(coverage.stdout.contains("Member.nick: maxLength (warning)"))
        #expect(!coverage.stdout.contains("Member.name: minLength (warning)"))
    }

    @Test func theListingShowsWarningsAndTheMode() throws {
        let root = try Self.folder(rules: Self.rules(mode: "dry-run"))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["list", "--rules", "rules"], in: root)
        #expect(run.stdout.hasPrefix("Member  (rules/member.lua)  mode: dry-run\n"))
        #expect(run.stdout.contains("    nick: maxLength 5 [warning]\n"))
        #expect(run.stdout.contains("    name: minLength 3\n"))
    }

    @Test func aSchemaSaysWarningsAreNoConstraints() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["schema", "--rules", "rules", "--model", "Member"], in: root)
        #expect(run.status == 0)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let description = try #require(schema["description"] as? String)
        #expect(description.contains("nick: maxLength, email: email"))
        let nick = (schema["properties"] as? [String: Any])?["nick"] as? [String: Any]
        #expect(nick?["maxLength"] == nil)
    }

    @Test func aWarningIsWordedInTheLocaleAsAnErrorIs() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let input = Data(#"{"name": "Alice", "nick": "toolongnick"}"#.utf8)
        let warned = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--locale", "de", "--format", "jsonl", "-"], in: root, stdin: input)
        let errorRules = Self.rules().replacingOccurrences(of: #"5, severity = "warning""#, with: "5")
        let erred = try Self.folder(rules: errorRules)
        defer { try? FileManager.default.removeItem(at: erred) }
        let refused = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--locale", "de", "--format", "jsonl", "-"], in: erred, stdin: input)
        let warning = try #require(try Self.objects(warned.stdout).first?["errors"] as? [[String: Any]]).first
        let error = try #require(try Self.objects(refused.stdout).first?["errors"] as? [[String: Any]]).first
        #expect(warning?["severity"] as? String == "warning" && error?["severity"] as? String == "error")
        #expect(warning?["message"] as? String == error?["message"] as? String)
        #expect((warning?["message"] as? String)?.contains("Nick") == true)
        #expect(warning?["message"] as? String != "Nick must be at most 5 characters long.")
    }

    static func severities(_ result: [String: Any]) -> [String] {
        ((result["errors"] as? [[String: Any]]) ?? []).compactMap { $0["severity"] as? String }
    }

    static func objects(_ lines: String) throws -> [[String: Any]] {
        try lines.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    private static func folder(rules: String = Self.rules()) throws -> URL {
        try Fixtures.folder(ruleFile: "member.lua", rules, records: Self.records, named: "members.jsonl")
    }
}
