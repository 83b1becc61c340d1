import Foundation
import Testing

/// `verdict serve` answers in the client's language: `?locale=`, else the best of
/// `Accept-Language` with a catalog, else English; `Content-Language` says which.
@Suite struct ServeLocaleTests {
    static let record = #"{"username": "a b"}"#

    @Test func acceptLanguageChoosesTheBestLocaleWithACatalog() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.send(
                "POST", server.url("/v1/validate/User"), body: Data(Self.record.utf8),
                headers: ["Accept-Language": "sv, de-CH;q=0.9, en;q=0.5"])
            #expect(answer.status == 200)
            #expect(answer.contentLanguage == "de")
            #expect(
                answer.body == """
                    {"valid":false,"errors":[\
                    {"attribute":"password","rule":"required","message":"Password muss angegeben werden.",\
                    "key":"required","severity":"error","params":{},"value":null},\
                    {"attribute":"username","rule":"regex","message":"Username may contain only letters, digits and _.",\
                    "key":"wrongRegex","severity":"error","params":{"pattern":"[A-Za-z0-9_]+"},"value":"a b"}\
                    ],"strategy":"rules","reason":"2 rules failed"}
                    """)
        }
    }

    @Test func theQueryWinsOverTheHeader() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.send(
                "POST", server.url("/v1/validate/Note?locale=fr"), body: Data("{}".utf8),
                headers: ["Accept-Language": "de"])
            #expect(answer.contentLanguage == "fr")
            #expect(answer.body.contains("\"message\":\"Le champ «\u{A0}Title\u{A0}» est obligatoire.\""))
        }
    }

    @Test func withoutEitherTheAnswerIsEnglishAndSaysSo() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(server.url("/v1/validate/Note"), "{}")
            #expect(answer.contentLanguage == "en")
            #expect(
                answer.body
                    == #"{"valid":false,"errors":[{"attribute":"title","rule":"required","message":"Title is required.","#
                    + #""key":"required","severity":"error","params":{},"value":null}],"strategy":"rules","reason":"1 rule failed"}"#
            )
            let unknown = try await HTTPClient.send(
                "POST", server.url("/v1/validate/Note"), body: Data("{}".utf8), headers: ["Accept-Language": "sv, *"])
            #expect(unknown.contentLanguage == "en")
        }
    }

    @Test func aMalformedOrRepeatedLocaleIsABadRequest() async throws {
        try await withServer { server in
            let malformed = try await HTTPClient.post(server.url("/v1/validate/Note?locale=de_"), "{}")
            #expect(malformed.status == 400)
            #expect(
                malformed.body
                    == #"{"type":"tag:verdict,2025:bad-request","title":"Bad request","status":400,"#
                    + #""detail":"?locale=de_ is not a language tag (de, de-CH, pt-BR)","#
                    + #""instance":"/v1/validate/Note"}"#)
            let twice = try await HTTPClient.post(server.url("/v1/validate/Note?locale=de&locale=fr"), "{}")
            #expect(twice.status == 400)
        }
    }

    @Test func theDirectorysCatalogsAreServedAndReloaded() async throws {
        try await withServer { server, fixture in
            try fixture.write(
                "locales/de.lua", #"return { models = { Note = { names = { title = "Titel" } } } }"#)
            #expect(await server.waitForLog("rules reloaded: version 2"))
            let answer = try await HTTPClient.post(server.url("/v1/validate/Note?locale=de"), "{}")
            #expect(answer.body.contains(#""message":"Titel muss angegeben werden.""#))
            try fixture.write("locales/de.lua", #"return { models = { Note = { names = { title = 5 } } } }"#)
            #expect(await server.waitForLog("locales/de.lua:1: models.Note.names.title: should be a text"))
            let kept = try await HTTPClient.post(server.url("/v1/validate/Note?locale=de"), "{}")
            #expect(kept.body.contains(#""message":"Titel muss angegeben werden.""#))
        }
    }

    private func withServer(_ body: (ServeProcess) async throws -> Void) async throws {
        try await withServer { server, _ in try await body(server) }
    }

    private func withServer(_ body: (ServeProcess, ServeFixture) async throws -> Void) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try await body(server, fixture)
    }
}
