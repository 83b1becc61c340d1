import Foundation
import Testing

/// A model's `secrets`: the values of the attributes it lists appear in no message, JSON result,
/// cleaned record or answer of `verdict serve`; every other failing value is shown, as `"value"`
/// in JSON and as `{value}` in messages, cut to 40 characters.
@Suite struct SecretsTests {
    static let rules = """
        return {
          model = "Account",
          secrets = { "password", "card.number" },
          rules = {
            { "username", "trim" },
            { "username", "minLength", 3, message = "{name} '{value}' is too short." },
            { "password", "minLength", 8, message = "{name} '{value}' is too short." },
            { "nickname", "maxLength", 10, message = "{name} '{value}' is too long." },
            { "card", "nested", rules = {
                { "number", "creditCard", message = "{value} is no card number." },
                { "holder", "minLength", 2 },
            } },
          },
        }
        """

    static let records = """
        {"username": "al", "password": "hunter2", "card": {"number": "4111 1111", "holder": "A"}}
        {"username": "  \(String(repeating: "x", count: 60))  ", "password": "correct horse battery", "card": {"number": "4556737586899855", "holder": "Al"}}

        """

    @Test func aSecretsValueIsInNoMessageAndNoResult() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "--emit", "cleaned", "accounts.jsonl"], in: root)
        #expect(run.status == 1)
        #expect(!run.stdout.contains("hunter2") && !run.stdout.contains("4111") && !run.stdout.contains("correct"))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines[0] == #"{"index":0,"file":"accounts.jsonl","line":1,"valid":false,"strategy":"rules","#
                + #""reason":"4 rules failed","errors":["#
                + #"{"attribute":"username","rule":"minLength","message":"Username 'al' is too short.","#
                + #""key":"tooShort","severity":"error","params":{"min":3,"unit":"characters"},"value":"al"},"#
                + #"{"attribute":"password","rule":"minLength","message":"Password '[secret]' is too short.","#
                + #""key":"tooShort","severity":"error","params":{"min":8,"unit":"characters"}},"#
                + #"{"attribute":"card.number","rule":"creditCard","message":"[secret] is no card number.","#
                + #""key":"notCreditCard","severity":"error","params":{"reason":"length"}},"#
                + #"{"attribute":"card.holder","rule":"minLength","message":"Holder must be at least 2 characters long.","#
                + #""key":"tooShort","severity":"error","params":{"min":2,"unit":"characters"},"value":"A"}]}"#)
        // A valid record's cleaned copy leaves the secrets out, the filtered value in.
        #expect(
            lines[1].hasSuffix(
                #""cleaned":{"card":{"holder":"Al"},"username":"\#(String(repeating: "x", count: 60))"}}"#))
    }

    /// `{value}` shows at most 40 characters of a long value, the last of them an ellipsis; a short
    /// one whole.
    @Test func aLongValueIsShortenedInItsMessage() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let long = String(repeating: "y", count: 80)
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", "-"], in: root,
            stdin: Data(#"{"username": "ab", "nickname": "\#(long)"}"#.utf8))
        #expect(run.status == 1)
        let shown = String(repeating: "y", count: 39) + "…"
        #expect(run.stdout.contains(#""message":"Nickname '\#(shown)' is too long.""#))
        #expect(run.stdout.contains(#""message":"Username 'ab' is too short.""#))
        #expect(run.stdout.contains(#""value":"\#(long)""#), "the result carries the whole value")
    }

    /// `verdict serve` answers as `validate` writes: no secret value, in the errors or `cleaned`.
    @Test func theServerShowsNoSecret() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("account.lua", Self.rules)
        let server = try await fixture.start()
        defer { server.stop() }
        let answer = try await HTTPClient.post(
            server.url("/v1/validate/Account"),
            #"{"username": " al ", "password": "hunter2", "card": {"number": "4111 1111", "holder": "Al"}}"#)
        #expect(answer.status == 200)
        #expect(!answer.body.contains("hunter2") && !answer.body.contains("4111"))
        #expect(answer.body.contains(#""message":"Password '[secret]' is too short.""#))
        #expect(answer.body.contains(#""value":"al""#))
        let valid = try await HTTPClient.post(
            server.url("/v1/validate/Account"),
            #"{"username": " alice ", "password": "hunter22", "card": {"number": "4556737586899855"}}"#)
        #expect(valid.body.contains(#""cleaned":{"card":{},"username":"alice"}"#))
        #expect(!valid.body.contains("hunter22"))
    }

    /// A secret that names no attribute of the model is a typo that would leave the real one
    /// shown: `verdict check` says so at the secret's line, with the nearest attribute.
    @Test func aSecretThatNamesNoAttributeIsAProblem() throws {
        let root = try Self.folder(
            rules: Self.rules.replacingOccurrences(of: #""password", "card"#, with: #""pasword", "card"#))
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["check", "--rules", "rules"], in: root)
        #expect(run.status == 2)
        #expect(
            run.stdout.contains(
                "rules/account.lua:3: model 'Account': secret 'pasword' is no attribute of the model "
                    + "(hint: did you mean 'password'?)"))
    }

    @Test func aSecretsValueIsInNoDecisionLogLine() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--jobs", "2", "--decision-log", "decisions.jsonl", "accounts.jsonl"],
            in: root)
        #expect(run.status == 1)
        let log = try String(contentsOf: root.appendingPathComponent("decisions.jsonl"), encoding: .utf8)
        // The card's whole number: each line's random `id` (hex) may hold the digits "4111".
        #expect(!log.contains("hunter2") && !log.contains("4111 1111") && !log.contains("correct horse"))
        let decisions = try log.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(decisions.count == 2)
        #expect(Set(decisions.compactMap { $0["source"] as? String }) == ["accounts.jsonl:1", "accounts.jsonl:2"])
        #expect(decisions.allSatisfy { ($0["revision"] as? String)?.hasPrefix("sha256:") == true })
        let first = try #require(decisions.first { $0["source"] as? String == "accounts.jsonl:1" })
        #expect(first["verdict"] as? String == "invalid" && first["model"] as? String == "Account")
        #expect((first["input"] as? [String: Any])?["card"] as? [String: String] == ["holder": "A"])
        let appended = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--decision-log", "decisions.jsonl", "accounts.jsonl"], in: root)
        #expect(appended.status == 1)
        let again = try String(contentsOf: root.appendingPathComponent("decisions.jsonl"), encoding: .utf8)
        #expect(again.split(separator: "\n").count == 4, "a second run appends")
        let unwritable = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--decision-log", "no/such/folder/d.jsonl", "accounts.jsonl"], in: root)
        #expect(unwritable.status == 2 && unwritable.stderr.contains("no/such/folder/d.jsonl"))
    }

    private static func folder(rules: String = Self.rules) throws -> URL {
        try Fixtures.folder(ruleFile: "account.lua", rules, records: Self.records, named: "accounts.jsonl")
    }
}
