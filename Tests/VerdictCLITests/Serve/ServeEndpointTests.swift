import Foundation
import Testing

/// The endpoints of a real `verdict serve` over HTTP: answers, problems and listings, as golden
/// text.
@Suite struct ServeEndpointTests {
    @Test func validRecordPasses() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(
                server.url("/v1/validate/User"), #"{"username": "ann_1", "password": "x"}"#)
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
        }
    }

    @Test func invalidRecordFailsWithItsErrors() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(server.url("/v1/validate/User"), #"{"username": "a b"}"#)
            #expect(answer.status == 200)
            #expect(
                answer.body == """
                    {"valid":false,"errors":[\
                    {"attribute":"password","rule":"required","message":"Password is required.",\
                    "key":"required","severity":"error","params":{},"value":null},\
                    {"attribute":"username","rule":"regex","message":"Username may contain only letters, digits and _.",\
                    "key":"wrongRegex","severity":"error","params":{"pattern":"[A-Za-z0-9_]+"},"value":"a b"}\
                    ],"strategy":"rules","reason":"2 rules failed"}
                    """)
        }
    }

    @Test func scenarioSelectsTheRules() async throws {
        try await withServer { server in
            let record = #"{"username": "ann", "password": "short", "password_repeat": "other"}"#
            let plain = try await HTTPClient.post(server.url("/v1/validate/User"), record)
            #expect(plain.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
            let register = try await HTTPClient.post(server.url("/v1/validate/User?scenario=register"), record)
            #expect(
                register.body == """
                    {"valid":false,"errors":[\
                    {"attribute":"password","rule":"minLength","message":"Password must be at least 8 characters long.",\
                    "key":"tooShort","severity":"error","params":{"min":8,"unit":"characters"},"value":"short"},\
                    {"attribute":"password","rule":"compare","message":"Password must be equal to password_repeat.",\
                    "key":"notRepeated","severity":"error","params":{"compareValue":"password_repeat","comparison":"equal","operator":"==",\
                    "relation":"equal to"},"value":"short"}\
                    ],"strategy":"rules","reason":"2 rules failed"}
                    """)
        }
    }

    /// `?scenario=` given twice with the same value is that scenario; with different values, a
    /// 400 rather than a guess.
    @Test func repeatedScenarioMustAgree() async throws {
        try await withServer { server in
            let record = #"{"username": "ann", "password": "short", "password_repeat": "other"}"#
            let same = try await HTTPClient.post(
                server.url("/v1/validate/User?scenario=register&scenario=register"), record)
            #expect(same.body.hasPrefix(#"{"valid":false,"errors":[{"attribute":"password","rule":"minLength""#))
            let different = try await HTTPClient.post(
                server.url("/v1/validate/User?scenario=login&scenario=register"), record)
            #expect(different.status == 400)
            #expect(
                different.body
                    == #"{"type":"tag:verdict,2025:bad-request","title":"Bad request","status":400,"#
                    + #""detail":"?scenario= is given 2 times with different values (login, register); give it once","#
                    + #""instance":"/v1/validate/User"}"#)
        }
    }

    /// A JSON object with a key twice: the last value counts.
    @Test func lastOfTwoEqualKeysCounts() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(
                server.url("/v1/validate/User"), #"{"username": "a b", "password": "x", "username": "ann_1"}"#)
            #expect(answer.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
        }
    }

    @Test(arguments: [
        (#"{"instance": "ann_1", "extra": {}}"#, "true"),
        (#"{"instance": "ann smith", "extra": {}}"#, "false"),
        (#"{"instance": "ab"}"#, "false"),
        (#"{"instance": ""}"#, "false"),
        (#"{"instance": "ann_1", "extras": {"password": ""}}"#, "true"),
        (#"{}"#, "false"),
    ])
    func remoteAnswersTrueOrFalse(body: String, expected: String) async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(server.url("/v1/remote/User/username"), body)
            #expect(answer.status == 200)
            #expect(answer.contentType == "application/json")
            #expect(answer.body == expected)
        }
    }

    @Test func remoteReadsExtraAndScenario() async throws {
        try await withServer { server in
            let url = server.url("/v1/remote/User/password?scenario=register")
            let same = try await HTTPClient.post(
                url, #"{"instance": "s3cret-pw", "extra": {"password_repeat": "s3cret-pw"}}"#)
            let different = try await HTTPClient.post(
                url, #"{"instance": "s3cret-pw", "extras": {"password_repeat": "s3cret"}}"#)
            #expect([same.body, different.body] == ["true", "false"])
        }
    }

    @Test func modelsListsNamesAttributesAndScenarios() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.get(server.url("/v1/models"))
            #expect(answer.status == 200)
            #expect(
                answer.body == """
                    {"version":1,"models":[\
                    {"name":"Note","file":"note.lua","attributes":["title"],\
                    "scenarios":{"default":["title"]},"strategies":["rules","default"]},\
                    {"name":"User","file":"user.lua","attributes":["username","password","email","password_repeat"],\
                    "scenarios":{"default":["username","password"],"login":["username","password"],\
                    "register":["username","email","password","password_repeat"]},"strategies":["rules","default"]}\
                    ]}
                    """)
        }
    }

    @Test func healthSaysOK() async throws {
        try await withServer { server in
            let answer = try await HTTPClient.get(server.url("/health"))
            #expect(answer.status == 200)
            #expect(answer.body == #"{"status":"ok","version":1,"models":2}"#)
        }
    }

    @Test(arguments: [
        (
            "/v1/validate/Nope", "{}", 404,
            #"{"type":"tag:verdict,2025:unknown-model","title":"Unknown model","status":404,"#
                + #""detail":"no model 'Nope' (models: Note, User)","instance":"/v1/validate/Nope"}"#
        ),
        (
            "/v1/remote/Nope/username", "{}", 404,
            #"{"type":"tag:verdict,2025:unknown-model","title":"Unknown model","status":404,"#
                + #""detail":"no model 'Nope' (models: Note, User)","instance":"/v1/remote/Nope/username"}"#
        ),
        (
            "/v1/remote/User/nickname", "{}", 404,
            #"{"type":"tag:verdict,2025:unknown-attribute","title":"Unknown attribute","status":404,"#
                + #""detail":"model 'User' has no attribute 'nickname'","instance":"/v1/remote/User/nickname"}"#
        ),
        (
            "/v1/validate/User?scenario=signup", "{}", 400,
            #"{"type":"tag:verdict,2025:unknown-scenario","title":"Unknown scenario","status":400,"#
                + #""detail":"model 'User' has no scenario 'signup' (scenarios: default, login, register)","#
                + #""instance":"/v1/validate/User"}"#
        ),
        (
            "/v1/validate/User", #"{"username": "ann",}"#, 400,
            #"{"type":"tag:verdict,2025:bad-json","title":"Malformed JSON","status":400,"#
                + #""detail":"the body is not JSON: line 1, column 20: expected a string key, found '}'","#
                + #""instance":"/v1/validate/User"}"#
        ),
        (
            "/v1/validate/User", "", 400,
            #"{"type":"tag:verdict,2025:bad-json","title":"Malformed JSON","status":400,"#
                + #""detail":"the body is not JSON: line 1, column 1: unexpected end of input, expected a value","#
                + #""instance":"/v1/validate/User"}"#
        ),
        (
            "/v1/validate/User", "[1, 2]", 400,
            #"{"type":"tag:verdict,2025:bad-request","title":"Bad request","status":400,"#
                + #""detail":"the body must be a JSON object (a record)","instance":"/v1/validate/User"}"#
        ),
        (
            "/v1/remote/User/username", #"{"instance": "ann", "extra": [1]}"#, 400,
            #"{"type":"tag:verdict,2025:bad-request","title":"Bad request","status":400,"#
                + #""detail":"extra must be a JSON object, not array","instance":"/v1/remote/User/username"}"#
        ),
        (
            "/v2/validate/User", "{}", 404,
            #"{"type":"tag:verdict,2025:not-found","title":"Not found","status":404,"#
                + #""detail":"no endpoint for POST /v2/validate/User","instance":"/v2/validate/User"}"#
        ),
    ])
    func problemsAreRFC9457(path: String, body: String, status: Int, expected: String) async throws {
        try await withServer { server in
            let answer = try await HTTPClient.post(server.url(path), body)
            #expect(answer.status == status)
            #expect(answer.contentType == "application/problem+json")
            #expect(answer.body == expected)
        }
    }

    @Test func bodyPastTheLimitIs413AndTheServerGoesOn() async throws {
        try await withServer(["--max-body-bytes", "1000"]) { server in
            let large = #"{"username": ""# + String(repeating: "a", count: 2_000) + #""}"#
            let answer = try await HTTPClient.post(server.url("/v1/validate/User"), large)
            #expect(answer.status == 413)
            #expect(answer.contentType == "application/problem+json")
            #expect(
                answer.body
                    == #"{"type":"tag:verdict,2025:body-too-large","title":"Request body too large","status":413,"#
                    + #""detail":"the body is larger than 1000 bytes","instance":"/v1/validate/User"}"#)
            let small = try await HTTPClient.post(server.url("/v1/remote/User/username"), #"{"instance": "ann"}"#)
            #expect(small.body == "true")
        }
    }

    @Test func defaultLimitIsOneMebibyte() async throws {
        try await withServer { server in
            let padding = String(repeating: " ", count: (1 << 20) - 40)
            let fits = try await HTTPClient.post(
                server.url("/v1/remote/User/username"), #"{"instance": "ann"}"# + padding)
            #expect(fits.status == 200)
            let past = try await HTTPClient.post(
                server.url("/v1/remote/User/username"),
                #"{"instance": "ann"}"# + padding + String(repeating: " ", count: 41))
            #expect(past.status == 413)
        }
    }

    @Test func hostileBodiesAreProblemsAndTheServerGoesOn() async throws {
        try await withServer { server in
            let url = server.url("/v1/validate/User")
            let deep = try await HTTPClient.post(url, String(repeating: "[", count: 100_000))
            let notUTF8 = try await HTTPClient.send(
                "POST", url, body: Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]))
            let nul = try await HTTPClient.send("POST", url, body: Data([0x00]))
            #expect([deep.status, notUTF8.status, nul.status] == [Int](repeating: 400, count: 3))
            #expect([deep, notUTF8, nul].allSatisfy { $0.contentType == "application/problem+json" })
            #expect([deep, notUTF8, nul].allSatisfy { $0.body.contains(#""type":"tag:verdict,2025:bad-json""#) })
            let health = try await HTTPClient.get(server.url("/health"))
            #expect(health.status == 200)
        }
    }

    /// A rule's error names its file as `/v1/models` does, relative to the rules directory: an
    /// answer never shows where the rules live on the host.
    @Test func ruleErrorsNameFilesRelativeToTheRulesDirectory() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write(
            "err.lua",
            """
            return {
              model = "Err",
              rules = { { "x", function() error("boom") end } },
            }
            """)
        let server = try await fixture.start()
        defer { server.stop() }
        let answer = try await HTTPClient.post(server.url("/v1/validate/Err"), #"{"x": 1}"#)
        #expect(
            answer.body == """
                {"valid":false,"errors":[\
                {"attribute":"x","rule":"lua","message":"X could not be checked: err.lua:3: boom",\
                "key":"ruleError","severity":"error","params":{"error":"err.lua:3: boom"},"value":1}\
                ],"strategy":"rules","reason":"1 rule failed"}
                """)
        let models = try await HTTPClient.get(server.url("/v1/models"))
        #expect(models.body.contains(#"{"name":"Err","file":"err.lua","#))
    }

    /// Runs a body against a fresh server and stops it.
    private func withServer(
        _ arguments: [String] = [], _ body: (ServeProcess) async throws -> Void
    ) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(arguments)
        defer { server.stop() }
        try await body(server)
    }
}
