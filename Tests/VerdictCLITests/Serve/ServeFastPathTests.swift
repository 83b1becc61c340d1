import Foundation
import Testing
import Verdict
import VerdictHTTP

/// `POST /v1/validate/{model}` reads a JSON body through the engine's fast path (its fields located
/// in the text and screened, as `verdict validate` reads a record) and must answer exactly as the
/// full path does. A record whose keys have escapes is kept decoded and validated rule by rule, so
/// each case is sent twice — once as written, once with one key escaped — and the two answers
/// compared whole: status, `Content-Type`, `Content-Language` and body.
@Suite struct ServeFastPathTests {
    /// `Member`: rules the screens settle (email, url, a date, lengths, a warning, a scenario), so
    /// that a record they clear decodes nothing. `Profile`: a filter, which no screen reads past,
    /// and a `cleaned` answer.
    static let rules = """
        return {
          {
            model = "Member",
            scenarios = { signup = { "name", "email", "site", "since", "nick", "bio" } },
            rules = {
              { "name", "required" },
              { "name", "minLength", 3 },
              { "email", "email" },
              { "site", "url" },
              { "since", "laterThan", "2020-01-01T00:00:00Z" },
              { "nick", "maxLength", 5, severity = "warning" },
              { "bio", "required", on = { "signup" } },
            },
          },
          {
            model = "Profile",
            rules = {
              { "name", "trim" },
              { "name", "minLength", 3 },
            },
          },
        }
        """

    /// One request: a query, headers, and a record that has the key `name`.
    struct Case: Sendable, CustomTestStringConvertible {
        let label: String
        var model = "Member"
        var query = ""
        var headers: [String: String] = [:]
        let record: String
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "valid",
            record:
                #"{"name": "Alice", "email": "a@example.com", "site": "https://example.com/a", "since": "2024-05-01T10:00:00Z"}"#
        ),
        Case(
            label: "invalid",
            record: #"{"name": "Al", "email": "a@@example", "site": "nope", "since": "2019-01-01T00:00:00Z", "n": 1}"#),
        Case(label: "missing fields", record: #"{"name": null}"#),
        Case(label: "filtered", model: "Profile", record: #"{"name": "  Alice  ", "email": "a@example.com"}"#),
        Case(label: "filtered, invalid", model: "Profile", record: #"{"name": "  Al  "}"#),
        Case(label: "warning", record: #"{"name": "Alice", "nick": "toolongnick"}"#),
        Case(label: "scenario", query: "?scenario=signup", record: #"{"name": "Alice", "email": "a@example.com"}"#),
        Case(label: "explain", query: "?explain=1", record: #"{"name": "Al", "email": "a@example.com"}"#),
        Case(label: "locale", query: "?locale=de", record: #"{"name": "Al", "site": "nope"}"#),
        Case(label: "Accept-Language", headers: ["Accept-Language": "de-CH, en;q=0.5"], record: #"{"name": "Al"}"#),
        Case(
            label: "problem details", headers: ["Accept": "application/problem+json"],
            record: #"{"name": "Al", "email": "a@@example"}"#),
        Case(label: "nested values", record: #"{"name": "Alice", "tags": ["a", {"b": [1, 2.5, true]}], "n": -0.5e3}"#),
    ]

    @Test(arguments: cases) func theFastPathAnswersAsTheFullPath(_ item: Case) async throws {
        try await withServer([]) { server in try await Self.compare(item, on: server) }
    }

    /// In a dry run the rules' refusals are answered valid, on both paths alike.
    @Test(arguments: cases.prefix(6)) func aDryRunAnswersAlikeOnBothPaths(_ item: Case) async throws {
        try await withServer(["--mode", "dry-run"]) { server in try await Self.compare(item, on: server) }
    }

    /// A body that is not JSON, or not an object, is answered with the problem the full reader
    /// gives it.
    @Test(arguments: [#"{"name": }"#, #"{"name": "Al"} x"#, "[1, 2]", "\"text\"", "", "{\"name\": \"Al\",}"])
    func aMalformedBodyIsTheFullReadersProblem(_ body: String) async throws {
        try await withServer([]) { server in
            let answer = try await HTTPClient.post(server.url("/v1/validate/Member"), body)
            var expected: ValidationProblem?
            do {
                _ = try Array(body.utf8).withUnsafeBytes { raw in
                    try BodyReader().record(from: raw, format: .json, describedAs: "a record")
                }
            } catch {
                expected = (error as? ValidationProblem)?.about("/v1/validate/Member")
            }
            let problem = try #require(expected)
            #expect(answer.status == problem.statusCode)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.body == String(decoding: problem.body, as: UTF8.self))
        }
    }

    /// Sends a case as written and with its key `name` escaped, and compares the two answers.
    private static func compare(_ item: Case, on server: ServeProcess) async throws {
        let escaped = item.record.replacingOccurrences(of: #""name":"#, with: #""n\u0061me":"#)
        #expect(escaped != item.record, "the record has no key name to escape")
        let url = server.url("/v1/validate/\(item.model)" + item.query)
        let fast = try await HTTPClient.send("POST", url, body: Data(item.record.utf8), headers: item.headers)
        let full = try await HTTPClient.send("POST", url, body: Data(escaped.utf8), headers: item.headers)
        #expect(fast.status == full.status)
        #expect(fast.contentType == full.contentType)
        #expect(fast.contentLanguage == full.contentLanguage)
        #expect(fast.body == full.body)
        #expect(fast.status == 200 || fast.status == 422)
    }

    private func withServer(_ arguments: [String], _ body: (ServeProcess) async throws -> Void) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("member.lua", Self.rules)
        let server = try await fixture.start(arguments)
        defer { server.stop() }
        try await body(server)
    }
}
