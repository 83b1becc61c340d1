import Foundation
import Testing
import VerdictTestSupport

/// `verdict serve --decision-log`: one JSON object per decision of `/v1/validate`, secrets removed,
/// and answers unaffected by a sink that is slow, down or failing.
@Suite struct ServeDecisionLogTests {
    /// A model with a secret password and a secret nested card number.
    static let paymentRules = """
        return {
          {
            model = "Payment",
            secrets = { "password", "card.number" },
            rules = { { "password", "minLength", 12 }, { "card", "nested", model = "Card" } },
          },
          { model = "Card", rules = { { "number", "creditCard" } } },
        }
        """

    @Test func everyDecisionIsLoggedWithoutItsSecrets() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("payment.lua", Self.paymentRules)
        let log = fixture.rules.deletingLastPathComponent().appendingPathComponent("decisions-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let server = try await fixture.start(["--decision-log", log.path])
        defer { server.stop() }
        let secrets = ["hunter2-pass", "4111111111111112", "correct-horse-battery"]
        _ = try await HTTPClient.post(
            server.url("/v1/validate/Payment"), #"{"password": "hunter2-pass", "card": {"number": "4111111111111112"}}"#
        )
        _ = try await HTTPClient.post(
            server.url("/v1/validate/Payment"),
            #"{"password": "correct-horse-battery", "card": {"number": "4111111111111111", "holder": "Ann"}}"#)
        _ = try await HTTPClient.post(server.url("/v1/validate/User?scenario=login"), #"{"username": "ab"}"#)
        let status = try await ServeStatusTests.status(of: server)
        let revision = try ServeStatusTests.rules(status)["revision"] as? String
        var lines: [Substring] = []
        let deadline = ContinuousClock.now + .seconds(10)
        while lines.count < 3 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
            lines = (try? String(contentsOf: log, encoding: .utf8))?.split(separator: "\n") ?? []
        }
        #expect(lines.count == 3)
        for line in lines {
            for secret in secrets { #expect(!line.contains(secret), "a secret in \(line)") }
        }
        let decisions = try lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(decisions.map { $0["model"] as? String } == ["Payment", "Payment", "User"])
        #expect(decisions.map { $0["verdict"] as? String } == ["invalid", "valid", "invalid"])
        #expect(decisions.map { $0["scenario"] as? String } == ["default", "default", "login"])
        #expect(decisions.allSatisfy { $0["revision"] as? String == revision && $0["durationMs"] is Double })
        let errors = try #require(decisions[0]["errors"] as? [[String: String]])
        #expect(errors.map { $0["attribute"] } == ["card.number"])
        #expect(errors.allSatisfy { $0["severity"] == "error" && $0["key"] != nil })
        #expect((decisions[1]["input"] as? [String: Any])?["card"] as? [String: String] == ["holder": "Ann"])
        #expect(Set(decisions.compactMap { $0["id"] as? String }).count == 3)
    }

    @Test(arguments: ["slow", "down", "failing"])
    func answersDoNotWaitForTheSink(kind: String) async throws {
        let sink = try LoopbackServer(
            kind == "slow" ? .hang : kind == "down" ? .reset : .respond(status: 500, body: "{}"))
        if kind == "down" { sink.stop() }
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--decision-log", sink.url("/decisions").absoluteString])
        defer { server.stop() }
        for number in 0..<20 {
            let answer = try await HTTPClient.post(
                server.url("/v1/validate/User?scenario=login"), #"{"username": "user\#(number)", "password": "x"}"#)
            #expect(answer.status == 200 && answer.body.contains("\"valid\":true"))
        }
        let health = try await HTTPClient.get(server.url("/health"))
        #expect(health.status == 200)
        if kind != "down" {
            // The sink was asked: the log tried to deliver, off the answers' path.
            let deadline = ContinuousClock.now + .seconds(10)
            while sink.requests.isEmpty && ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(20))
            }
            #expect(!sink.requests.isEmpty)
        }
    }
}
