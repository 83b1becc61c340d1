import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import VerdictHummingbird

/// `request.validated(against:)` inside a handler: limits, typed bodies, rule files and languages.
@Suite struct RequestValidationTests {
    @Test func aValidBodyIsReturnedTyped() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post("/request", #"{"name": "Ann", "email": "ann@example.com", "age": 42}"#)
            #expect(response.status == .ok)
            #expect(response.text == "welcome Ann")
        }
    }

    @Test func aBodyThatPassesItsRulesButNotItsTypeIsA422WithoutErrors() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post(
                "/request", #"{"name": "Ann", "email": "ann@example.com", "age": 42, "tags": "a"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(
                response.text == """
                    {"type":"tag:verdict,2025:undecodable-body","title":"Request body does not fit","status":422,\
                    "detail":"the request body passes its rules but is not a Signup: at tags: expected an array, \
                    found a string","instance":"/request"}
                    """)
        }
    }

    @Test func aBodyPastTheLimitIsA413Problem() async throws {
        try await SignupApp.make().test(.router) { client in
            let huge =
                #"{"name": "Ann", "email": "ann@example.com", "age": 42, "bio": ""#
                + String(repeating: "x", count: 100_000) + #""}"#
            for path in ["/small", "/request"] {
                let limit = path == "/small" ? 64 : 1 << 20
                let body = path == "/small" ? huge : huge + String(repeating: " ", count: 1 << 20)
                let response = try await client.post(path, body)
                #expect(response.status == .contentTooLarge)
                #expect(
                    response.text == """
                        {"type":"tag:verdict,2025:body-too-large","title":"Request body too large","status":413,\
                        "detail":"the body is larger than \(limit) bytes","instance":"\(path)"}
                        """)
            }
        }
    }

    @Test func aDeclaredLengthPastTheLimitIsRefusedOnALiveServer() async throws {
        let huge = String(repeating: "x", count: 1_000)
        try await SignupApp.make().test(.live) { client in
            let response = try await client.post("/small", huge, headers: [.contentLength: "\(huge.utf8.count)"])
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains(#""detail":"the body is larger than 64 bytes""#))
            let fine = try await client.post("/small", #"{"name":"Ann","email":"a@b.co","age":30}"#)
            #expect(fine.text == "welcome Ann")
        }
    }

    @Test func aFormIsRefusedWhereOnlyJSONIsRead() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post("/small", "name=Ann", type: "application/x-www-form-urlencoded")
            #expect(response.status == .unsupportedMediaType)
            #expect(response.headers[.accept] == "application/json")
        }
    }

    @Test func messagesAreInTheBestLanguageOfAcceptLanguage() async throws {
        try await SignupApp.make().test(.router) { client in
            let german = try await client.post(
                "/request", #"{"name": "Ann", "email": "ann@example.com"}"#,
                headers: [.acceptLanguage: "sv, de-CH;q=0.9, en;q=0.5"])
            #expect(german.status == .unprocessableContent)
            #expect(german.headers[.contentLanguage] == "de")
            #expect(german.text.contains(#""message":"Age muss angegeben werden.""#))
            let unknown = try await client.post(
                "/request", #"{"name": "Ann", "email": "ann@example.com"}"#, headers: [.acceptLanguage: "sv"])
            #expect(unknown.headers[.contentLanguage] == "en")
            #expect(unknown.text.contains(#""message":"Age is required.""#))
        }
    }

    @Test func aRuleFileModelAnswersWithItsOwnMessagesPerLanguage() async throws {
        try await SignupApp.make().test(.router) { client in
            let body = #"{"name": "Ann", "email": "ann@example.com", "age": 12}"#
            let german = try await client.post("/lua", body, headers: [.acceptLanguage: "de"])
            #expect(german.status == .unprocessableContent)
            #expect(german.headers[.contentLanguage] == "de")
            #expect(
                german.text == """
                    {"type":"tag:verdict,2025:invalid-body","title":"Invalid request body","status":422,\
                    "detail":"the request body has 1 error","instance":"/lua","errors":[\
                    {"attribute":"age","rule":"integer","message":"Die Anmeldung ist ab 18 Jahren.","key":"tooSmall","severity":"error",\
                    "params":{"min":18},"value":12}]}
                    """)
            let english = try await client.post("/lua", body)
            #expect(english.text.contains(#""message":"You must be 18 to sign up.""#))
            let valid = try await client.post(
                "/lua", #"{"name": "Ann", "email": "ann@example.com", "age": 30}"#, headers: [.acceptLanguage: "de"])
            #expect(valid.text == "welcome Ann (de)")
        }
    }
}
