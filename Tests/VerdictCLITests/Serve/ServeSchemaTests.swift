import Foundation
import Testing

/// `GET /v1/models/{model}/schema` and `GET /openapi.json` of a real `verdict serve`: the same
/// documents `verdict schema` prints, the language negotiated as for validation, problems for
/// unknown models, scenarios and locales.
@Suite struct ServeSchemaTests {
    @Test func answersTheModelsSchemaAsVerdictSchemaPrintsIt() async throws {
        try await withServer { server, fixture in
            let answer = try await HTTPClient.get(server.url("/v1/models/User/schema?scenario=register&strict=true"))
            let printed = try VerdictProcess.run(
                ["schema", "--rules", ".", "--model", "User", "--scenario", "register", "--strict"], in: fixture.rules)
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/schema+json")
            #expect(answer.contentLanguage == "en")
            #expect(printed.status == 0)
            #expect(answer.body == printed.stdout)
        }
    }

    @Test func wordsMessagesInTheNegotiatedLanguage() async throws {
        try await withServer { server, fixture in
            let answer = try await HTTPClient.send(
                "GET", server.url("/v1/models/Note/schema"), headers: ["Accept-Language": "sv, de-CH;q=0.9"])
            let printed = try VerdictProcess.run(
                ["schema", "--rules", ".", "--model", "Note", "--locale", "de"], in: fixture.rules)
            #expect(answer.contentLanguage == "de")
            #expect(answer.body == printed.stdout)
            #expect(answer.body.contains(#""tooLong": "Title darf höchstens 10 Zeichen lang sein.""#))
        }
    }

    @Test func answersTheOpenAPIDocument() async throws {
        try await withServer { server, fixture in
            let answer = try await HTTPClient.get(server.url("/openapi.json"))
            let printed = try VerdictProcess.run(["schema", "--rules", ".", "--openapi"], in: fixture.rules)
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.body == printed.stdout)
            #expect(try OpenAPIChecker.check(answer.body) == "ok")
        }
    }

    @Test(arguments: [
        (
            "/v1/models/Nobody/schema", 404,
            #"{"type":"tag:verdict,2025:unknown-model","title":"Unknown model","status":404,"detail":"no model 'Nobody' (models: Note, User)","instance":"/v1/models/Nobody/schema"}"#
        ),
        (
            "/v1/models/User/schema?scenario=signup", 400,
            #"{"type":"tag:verdict,2025:unknown-scenario","title":"Unknown scenario","status":400,"detail":"model 'User' has no scenario 'signup' (scenarios: default, login, register)","instance":"/v1/models/User/schema"}"#
        ),
        (
            "/v1/models/User/schema?locale=sv", 400,
            #"{"type":"tag:verdict,2025:unknown-locale","title":"Unknown locale","status":400,"detail":"no messages in locale 'sv' (locales: de, en, en-x-ngr, en-x-yii, es, fr, it, ja, nl, pl, pt-BR, ru, tr, uk, zh-Hans)","instance":"/v1/models/User/schema"}"#
        ),
        (
            "/v1/models/User/schema?strict=maybe", 400,
            #"{"type":"tag:verdict,2025:bad-request","title":"Bad request","status":400,"detail":"?strict= takes 1 or 0 (true or false), once","instance":"/v1/models/User/schema"}"#
        ),
    ])
    func badRequestsAreProblems(_ path: String, _ status: Int, _ body: String) async throws {
        try await withServer { server, _ in
            let answer = try await HTTPClient.get(server.url(path))
            #expect(answer.status == status)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.body == body)
        }
    }

    /// A client that accepts problem details gets an invalid record as a 422 RFC 9457 problem
    /// whose extension members are the plain answer's: the errors with attribute, rule, key,
    /// parameters and message. A valid record, and a client without it (or with q=0), get the 200.
    @Test func invalidRecordIsAProblemForClientsThatAcceptOne() async throws {
        try await withServer { server, _ in
            let url = server.url("/v1/validate/User")
            let record = Data(#"{"username":"ab","password":"secret"}"#.utf8)
            let plain = try await HTTPClient.send("POST", url, body: record)
            let problem = try await HTTPClient.send(
                "POST", url, body: record, headers: ["Accept": "application/json;q=0.5, Application/Problem+JSON"])
            let refused = try await HTTPClient.send(
                "POST", url, body: record, headers: ["Accept": "application/problem+json;q=0"])
            let valid = try await HTTPClient.send(
                "POST", url, body: Data(#"{"username":"abc","password":"secret"}"#.utf8),
                headers: ["Accept": "application/problem+json"])
            #expect(plain.status == 200)
            #expect(plain.body.hasPrefix(#"{"valid":false,"errors":[{"attribute":"username","rule":"lengthRange""#))
            #expect(problem.status == 422)
            #expect(problem.contentType == "application/problem+json")
            #expect(problem.contentLanguage == "en")
            #expect(
                problem.body
                    == #"{"type":"tag:verdict,2025:invalid-record","title":"Invalid record","status":422,"#
                    + #""detail":"The User record has 1 error.","instance":"/v1/validate/User","#
                    + plain.body.dropFirst())
            #expect(refused.status == 200)
            #expect(refused.body == plain.body)
            #expect(valid.status == 200)
            #expect(valid.body.hasPrefix(#"{"valid":true"#))
        }
    }

    @Test func otherMethodsAreNotAllowed() async throws {
        try await withServer { server, _ in
            let answer = try await HTTPClient.send("POST", server.url("/openapi.json"), body: Data("{}".utf8))
            #expect(answer.status == 405)
            #expect(answer.allow == "GET")
        }
    }

    private func withServer(
        isolation: isolated (any Actor)? = #isolation, _ body: (ServeProcess, ServeFixture) async throws -> Void
    ) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try await body(server, fixture)
    }
}
