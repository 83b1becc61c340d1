import Foundation
import Testing

/// The log of a real `verdict serve`: `--log-format json` writes one JSON object a line, access
/// lines come at debug level, and neither a refused record nor a refused request is an error.
@Suite struct ServeLogTests {
    @Test func jsonLinesWithAccessLinesAtDebugLevel() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--log-format", "json", "--log-level", "debug"])
        defer { server.stop() }
        #expect(
            try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "far too long a title"}"#).status
                == 200)
        #expect(try await HTTPClient.post(server.url("/v1/validate/Nope"), "{}").status == 404)
        #expect(await server.waitForLog(#""http.status":404"#))

        let entries = try server.logText.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(entries.allSatisfy { $0["label"] as? String == "verdict.serve" && $0["time"] is String })
        #expect(entries.contains { ($0["message"] as? String)?.hasPrefix("verdict serve: listening on") == true })
        let access = entries.filter { $0["http.status"] != nil }
        #expect(access.count == 2)
        let refused = try #require(access.first)
        #expect(refused["level"] as? String == "debug")
        #expect(refused["message"] as? String == "POST /v1/validate/Note 200")
        #expect(refused["http.method"] as? String == "POST")
        #expect(refused["http.path"] as? String == "/v1/validate/Note")
        #expect(refused["http.route"] as? String == "/v1/validate/{model}")
        #expect(refused["http.status"] as? Int == 200)
        #expect(refused["verdict.model"] as? String == "Note")
        #expect((refused["duration_ms"] as? Double ?? -1) >= 0)
        #expect(refused["hb.request.id"] is String)
        let unknown = try #require(access.last)
        #expect(unknown["level"] as? String == "debug")
        #expect(unknown["verdict.model"] as? String == "unknown")
        #expect(!entries.contains { ["warning", "error", "critical"].contains($0["level"] as? String) })
    }

    @Test func noAccessLinesAtTheDefaultInfoLevel() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        #expect(try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "hi"}"#).status == 200)
        #expect(try await HTTPClient.post(server.url("/v1/validate/Nope"), "{}").status == 404)
        #expect(server.logText.contains("verdict serve: listening on"))
        #expect(!server.logText.contains("/v1/validate/Note 200"))
        #expect(!server.logText.contains("/v1/validate/Nope 404"))
    }

    /// `--log-level` wins over `LOG_LEVEL`.
    @Test func logLevelOptionWinsOverTheEnvironment() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--log-level", "warning"], environment: ["LOG_LEVEL": "debug"])
        defer { server.stop() }
        #expect(try await HTTPClient.get(server.url("/health")).status == 200)
        #expect(!server.logText.contains("listening on"))
        #expect(!server.logText.contains("GET /health 200"))
    }
}
