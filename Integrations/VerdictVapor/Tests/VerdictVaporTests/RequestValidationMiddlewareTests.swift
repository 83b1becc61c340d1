import Testing
import VaporTesting
import VerdictVapor

/// The middleware in front of `/signup`: the handler sees valid bodies only; everything else is
/// an RFC 9457 problem.
@Suite struct RequestValidationMiddlewareTests {
    @Test func aValidJSONBodyReachesTheHandlerTyped() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let response = try await app.testing().post(
                "/signup", #"{"name": "  Ann  ", "email": "ann@example.com", "age": 42, "tags": ["a"]}"#)
            #expect(response.status == .ok)
            #expect(response.text == "welcome Ann, 42, tags [\"a\"]")
        }
    }

    @Test func anInvalidBodyIsA422ProblemListingEveryError() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let response = try await app.testing().post("/signup", SignupFixture.invalidBody)
            #expect(response.status == .unprocessableEntity)
            #expect(response.headers.first(name: .contentType) == "application/problem+json")
            #expect(response.headers.first(name: .contentLanguage) == "en")
            #expect(
                response.text == SignupFixture.invalidProblem)
        }
    }

    @Test func aFormBodyIsReadAsStringsAndTypedAsTheHandlerAsks() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let response = try await app.testing().post(
                "/signup", "name=Ann+Lee&email=ann%40example.com&age=42&tags=a&tags=b",
                type: "application/x-www-form-urlencoded")
            #expect(response.status == .ok)
            #expect(response.text == "welcome Ann Lee, 42, tags [\"a\", \"b\"]")
        }
    }

    @Test func aMalformedBodyIsA400Problem() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let json = try await app.testing().post("/signup", #"{"name": "Ann","#)
            #expect(json.status == .badRequest)
            #expect(
                json.text == """
                    {"type":"tag:verdict,2025:bad-json","title":"Malformed JSON","status":400,\
                    "detail":"the body is not JSON: line 1, column 16: unexpected end of input in object",\
                    "instance":"/signup"}
                    """)
            let form = try await app.testing().post("/signup", "name=%zz", type: "application/x-www-form-urlencoded")
            #expect(form.status == .badRequest)
        }
    }

    @Test func aBodyOfAnotherTypeIsA415ProblemNamingTheTypesRead() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let response = try await app.testing().post("/signup", "name: Ann", type: "text/yaml")
            #expect(response.status == .unsupportedMediaType)
            #expect(response.headers.first(name: .accept) == "application/json, application/x-www-form-urlencoded")
            #expect(
                response.text == """
                    {"type":"tag:verdict,2025:unsupported-media-type","title":"Unsupported media type","status":415,\
                    "detail":"the body is text/yaml; it must be application/json or application/x-www-form-urlencoded",\
                    "instance":"/signup"}
                    """)
        }
    }

    @Test func aHandlerWithoutTheMiddlewareIsAServerErrorThatSaysNothing() async throws {
        try await withApp(configure: SignupApp.configure) { app in
            let response = try await app.testing().sendRequest(.GET, "/unvalidated")
            #expect(response.status == .internalServerError)
            #expect(response.text.contains(#""detail":"the request body could not be validated; see the server log""#))
        }
    }
}
