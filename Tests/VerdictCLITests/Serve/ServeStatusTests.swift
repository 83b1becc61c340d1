import Foundation
import Testing

/// `GET /v1/status` of a real `verdict serve`: the rule set being served, and the last reload with
/// its problems.
@Suite struct ServeStatusTests {
    /// The answer, parsed.
    static func status(of server: ServeProcess) async throws -> [String: Any] {
        let answer = try await HTTPClient.get(server.url("/v1/status"))
        #expect(answer.status == 200)
        #expect(answer.contentType == "application/json")
        return try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
    }

    /// The `rules` part.
    static func rules(_ status: [String: Any]) throws -> [String: Any] {
        try #require(status["rules"] as? [String: Any])
    }

    @Test func statusAfterAGoodAndABrokenReload() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }

        let initial = try await Self.status(of: server)
        #expect(initial["status"] as? String == "ok")
        #expect(initial["lastReload"] is NSNull)
        let loaded = try Self.rules(initial)
        #expect(loaded["version"] as? Int == 1)
        #expect(loaded["models"] as? [String] == ["Note", "User"])
        let revision = try #require(loaded["revision"] as? String)
        #expect(revision.hasPrefix("sha256:") && revision.count == 71)
        #expect(revision.dropFirst(7).allSatisfy { $0.isHexDigit && !$0.isUppercase })
        let startedAt = try #require(initial["startedAt"] as? String)
        #expect(try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(startedAt) <= Date())

        // A good change: a new version and revision, loaded later, the reload accepted.
        try fixture.write("note.lua", ServeFixture.noteRules.replacingOccurrences(of: "10", with: "12"))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        let good = try await Self.status(of: server)
        let goodRules = try Self.rules(good)
        #expect(goodRules["version"] as? Int == 2)
        let goodRevision = try #require(goodRules["revision"] as? String)
        #expect(goodRevision != revision)
        #expect((goodRules["loadedAt"] as? String ?? "") > (loaded["loadedAt"] as? String ?? "~"))
        let accepted = try #require(good["lastReload"] as? [String: Any])
        #expect(accepted["result"] as? String == "accepted")
        #expect(accepted["servingVersion"] as? Int == 2)
        #expect((accepted["problems"] as? [Any])?.isEmpty == true)

        // A broken change: refused with its problem at file and line; version 2 keeps serving.
        try fixture.write(
            "note.lua", ServeFixture.noteRules.replacingOccurrences(of: "model = \"Note\",", with: "model = \"Note\""))
        #expect(await server.waitForLog("rules change refused"))
        let broken = try await Self.status(of: server)
        #expect(try Self.rules(broken)["version"] as? Int == 2)
        #expect(try Self.rules(broken)["revision"] as? String == goodRevision)
        let refused = try #require(broken["lastReload"] as? [String: Any])
        #expect(refused["result"] as? String == "refused")
        #expect(refused["servingVersion"] as? Int == 2)
        let problems = try #require(refused["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["file"] as? String == "note.lua")
        #expect(problems.first?["line"] as? Int == 3)
        #expect((problems.first?["message"] as? String)?.hasPrefix("'}' expected") == true)
        // The shape of `verdict check --format json`.
        #expect(problems.first?["severity"] as? String == "error")
        #expect(problems.first?["kind"] as? String == "lua-error")
        #expect(problems.first?.keys.sorted() == ["file", "hint", "kind", "line", "message", "severity"])

        // Putting the first files back brings the first revision back, under a new version.
        try fixture.write("note.lua", ServeFixture.noteRules)
        #expect(await server.waitForLog("rules reloaded", count: 2))
        let restored = try Self.rules(try await Self.status(of: server))
        #expect(restored["version"] as? Int ?? 0 > 2)
        #expect(restored["revision"] as? String == revision)
    }
}
