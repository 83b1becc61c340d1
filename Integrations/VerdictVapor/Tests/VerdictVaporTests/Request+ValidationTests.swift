import Testing
import VaporTesting
import VerdictVapor

/// `request.validated(against:)` inside a handler: limits, typed bodies, rule files and languages.
@Suite struct RequestValidationTests {
    @Test func aBodyThatPassesItsRulesButNotItsTypeIsA422WithoutErrors() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let response = try await app.testing().post(
                "/request", #"{"name": "Ann", "email": "ann@example.com", "age": 42, "tags": "a"}"#)
            #expect(response.status == .unprocessableEntity)
            #expect(
                response.text == """
                    {"type":"tag:verdict,2025:undecodable-body","title":"Request body does not fit","status":422,\
                    "detail":"the request body passes its rules but is not a Signup: at tags: expected an array, \
                    found a string","instance":"/request"}
                    """)
        }
    }

    @Test func aBodyPastTheLimitIsA413Problem() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let huge =
                #"{"name": "Ann", "email": "ann@example.com", "age": 42, "bio": ""#
                + String(repeating: "x", count: 100_000) + #""}"#
            let response = try await app.testing().post("/small", huge)
            #expect(response.status == .payloadTooLarge)
            #expect(
                response.text == """
                    {"type":"tag:verdict,2025:body-too-large","title":"Request body too large","status":413,\
                    "detail":"the body is larger than 64 bytes","instance":"/small"}
                    """)
        }
    }

    @Test func messagesAreInTheBestLanguageOfAcceptLanguage() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let german = try await app.testing().post(
                "/request", #"{"name": "Ann", "email": "ann@example.com"}"#,
                headers: ["Accept-Language": "sv, de-CH;q=0.9, en;q=0.5"])
            #expect(german.status == .unprocessableEntity)
            #expect(german.headers.first(name: .contentLanguage) == "de")
            #expect(german.text.contains(#""message":"Age muss angegeben werden.""#))
        }
    }

    @Test func aRuleFileModelAnswersWithItsOwnMessagesPerLanguage() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let body = #"{"name": "Ann", "email": "ann@example.com", "age": 12}"#
            let german = try await app.testing().post("/lua", body, headers: ["Accept-Language": "de"])
            #expect(german.status == .unprocessableEntity)
            #expect(
                german.text == """
                    {"type":"tag:verdict,2025:invalid-body","title":"Invalid request body","status":422,\
                    "detail":"the request body has 1 error","instance":"/lua","errors":[\
                    {"attribute":"age","rule":"integer","message":"Die Anmeldung ist ab 18 Jahren.","key":"tooSmall","severity":"error",\
                    "params":{"min":18},"value":12}]}
                    """)
            let valid = try await app.testing().post(
                "/lua", #"{"name": "Ann", "email": "ann@example.com", "age": 30}"#, headers: ["Accept-Language": "de"])
            #expect(valid.text == "welcome Ann (de)")
        }
    }
}
