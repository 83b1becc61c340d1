import Foundation
import Testing

/// `verdict serve` with warnings and modes: `"severity"` on every error of an answer, a record
/// with warnings answered valid, `--mode` over a model's `mode`, and a dry run that answers valid
/// while its decision log and `/metrics` count what it would have refused.
@Suite struct ServeSeverityTests {
    static let rules = """
        return {
          model = "Member",
          rules = {
            { "name", "minLength", 3 },
            { "nick", "maxLength", 5, severity = "warning" },
          },
        }
        """

    @Test func anAnswerCarriesTheSeverityOfEachError() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("member.lua", Self.rules)
        let server = try await fixture.start()
        defer { server.stop() }
        let warned = try await HTTPClient.post(
            server.url("/v1/validate/Member"), #"{"name": "Alice", "nick": "toolongnick"}"#)
        #expect(warned.status == 200)
        let answer = try Self.object(warned.body)
        #expect(answer["valid"] as? Bool == true)
        #expect(Self.severities(answer) == ["warning"])
        let refused = try await HTTPClient.post(
            server.url("/v1/validate/Member"), #"{"name": "Al", "nick": "toolongnick"}"#)
        #expect(Self.severities(try Self.object(refused.body)) == ["error", "warning"])
        // A client asking for problem details gets a 422 only for a refusal.
        let problem = try await HTTPClient.send(
            "POST", server.url("/v1/validate/Member"), body: Data(#"{"name": "Alice", "nick": "toolongnick"}"#.utf8),
            headers: ["Accept": "application/problem+json"])
        #expect(problem.status == 200)
        let samples = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
        #expect(samples[#"verdict_records_warned_total{model="Member"}"#] == 3)
        #expect(samples[#"verdict_records_refused_total{model="Member"}"#] == 1)
    }

    @Test func aDryRunAnswersValidAndCountsWhatItWouldRefuse() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("member.lua", Self.rules)
        let log = fixture.rules.deletingLastPathComponent().appendingPathComponent("decisions-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let server = try await fixture.start(["--mode", "dry-run", "--decision-log", log.path])
        defer { server.stop() }
        for name in ["Al", "Bo", "Carol"] {
            let answer = try await HTTPClient.post(server.url("/v1/validate/Member"), #"{"name": "\#(name)"}"#)
            #expect(answer.status == 200)
            let body = try Self.object(answer.body)
            #expect(body["valid"] as? Bool == true && Self.severities(body).isEmpty)
        }
        let samples = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
        #expect(samples[#"verdict_records_dry_run_refused_total{model="Member"}"#] == 2)
        #expect(samples[#"verdict_records_refused_total{model="Member"}"#] == 0)
        var lines: [Substring] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while lines.count < 3 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            lines = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
        }
        let decisions = try lines.map { try Self.object(String($0)) }
        #expect(decisions.map { $0["mode"] as? String } == ["dry-run", "dry-run", nil])
        #expect(
            decisions.map { ($0["dryRun"] as? [String: Any])?["verdict"] as? String } == ["invalid", "invalid", nil])
    }

    @Test func theModeOfARuleFileAndItsOverride() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write(
            "member.lua", Self.rules.replacingOccurrences(of: "rules = {", with: "mode = \"warn\", rules = {"))
        let warn = try await fixture.start()
        let warned = try Self.object(
            try await HTTPClient.post(warn.url("/v1/validate/Member"), #"{"name": "Al"}"#).body)
        warn.stop()
        #expect(warned["valid"] as? Bool == true && Self.severities(warned) == ["warning"])
        let enforce = try await fixture.start(["--mode", "enforce"])
        defer { enforce.stop() }
        let enforced = try Self.object(
            try await HTTPClient.post(enforce.url("/v1/validate/Member"), #"{"name": "Al"}"#).body)
        #expect(enforced["valid"] as? Bool == false && Self.severities(enforced) == ["error"])
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func severities(_ answer: [String: Any]) -> [String] {
        ((answer["errors"] as? [[String: Any]]) ?? []).compactMap { $0["severity"] as? String }
    }
}
