import Hummingbird
import HummingbirdTesting
import Testing
import VerdictHummingbird

/// The middleware in front of `/signup`: the handler sees valid bodies only; everything else is
/// an RFC 9457 problem.
@Suite struct RequestValidationMiddlewareTests {
    @Test func aValidJSONBodyReachesTheHandlerTyped() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post(
                "/signup", #"{"name": "  Ann  ", "email": "ann@example.com", "age": 42, "tags": ["a"]}"#)
            #expect(response.status == .ok)
            #expect(response.text == "welcome Ann, 42, tags [\"a\"]")
        }
    }

    @Test func anInvalidBodyIsA422ProblemListingEveryError() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post("/signup", SignupFixture.invalidBody)
            #expect(response.status == .unprocessableContent)
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(response.headers[.contentLanguage] == "en")
            #expect(
                response.text == SignupFixture.invalidProblem)
        }
    }

    @Test func aFormBodyIsReadAsStringsAndTypedAsTheHandlerAsks() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post(
                "/signup", "name=Ann+Lee&email=ann%40example.com&age=42&tags=a&tags=b",
                type: "application/x-www-form-urlencoded")
            #expect(response.status == .ok)
            #expect(response.text == "welcome Ann Lee, 42, tags [\"a\", \"b\"]")
            let invalid = try await client.post(
                "/signup", "name=Ann&email=ann%40example.com&age=twelve", type: "application/x-www-form-urlencoded")
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.text.contains(#"{"attribute":"age","rule":"integer""#))
        }
    }

    @Test func aMalformedBodyIsA400Problem() async throws {
        try await SignupApp.make().test(.router) { client in
            let json = try await client.post("/signup", #"{"name": "Ann","#)
            #expect(json.status == .badRequest)
            #expect(
                json.text == """
                    {"type":"tag:verdict,2025:bad-json","title":"Malformed JSON","status":400,\
                    "detail":"the body is not JSON: line 1, column 16: unexpected end of input in object",\
                    "instance":"/signup"}
                    """)
            let array = try await client.post("/signup", "[1]")
            #expect(array.status == .badRequest)
            #expect(array.text.contains(#""detail":"the body must be a JSON object, not an array""#))
            let form = try await client.post("/signup", "name=%zz", type: "application/x-www-form-urlencoded")
            #expect(form.status == .badRequest)
            #expect(
                form.text.contains(
                    #""detail":"the body is not a URL-encoded form: \"%\" not followed by two hex digits at byte 5""#))
        }
    }

    @Test func aBodyOfAnotherTypeIsA415ProblemNamingTheTypesRead() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.post("/signup", "name: Ann", type: "text/yaml")
            #expect(response.status == .unsupportedMediaType)
            #expect(response.headers[.accept] == "application/json, application/x-www-form-urlencoded")
            #expect(
                response.text == """
                    {"type":"tag:verdict,2025:unsupported-media-type","title":"Unsupported media type","status":415,\
                    "detail":"the body is text/yaml; it must be application/json or application/x-www-form-urlencoded",\
                    "instance":"/signup"}
                    """)
            let none = try await client.post("/signup", "{}", type: nil)
            #expect(none.status == .unsupportedMediaType)
            let latin1 = try await client.post("/signup", "{}", type: "application/json; charset=ISO-8859-1")
            #expect(latin1.status == .unsupportedMediaType)
            #expect(latin1.text.contains(#""detail":"the body is application/json in iso-8859-1; it must be UTF-8""#))
        }
    }

    @Test func aHandlerWithoutTheMiddlewareIsAServerErrorThatSaysNothing() async throws {
        try await SignupApp.make().test(.router) { client in
            let response = try await client.execute(uri: "/unvalidated", method: .get)
            #expect(response.status == .internalServerError)
            #expect(
                response.text == """
                    {"type":"tag:verdict,2025:internal","title":"Internal server error","status":500,\
                    "detail":"the request body could not be validated; see the server log","instance":"/unvalidated"}
                    """)
        }
    }
}
