import Foundation
import Testing

/// `POST /v1/validate/{model}` of a model with a `remote` rule: the server checks it — here
/// against its own `/v1/remote/User/username` — and a check without a usable answer fails.
@Suite struct ServeRemoteRuleTests {
    /// A `Signup` model whose username is checked at `path` of the server itself.
    static func signup(_ server: ServeProcess, path: String) -> String {
        """
        return {
          model = "Signup",
          rules = {
            { "username", "required" },
            { "username", "remote", "\(server.url(path).absoluteString)", timeout = 30, message = "is taken." },
          },
        }
        """
    }

    @Test(.timeLimit(.minutes(3))) func validateSendsTheRemoteChecks() async throws {
        try await withSignup(remotePath: "/v1/remote/User/username") { server in
            let url = server.url("/v1/validate/Signup")
            let free = try await HTTPClient.post(url, #"{"username": "ann_1"}"#)
            #expect(free.status == 200)
            #expect(free.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
            let taken = try await HTTPClient.post(url, #"{"username": "ann smith"}"#)
            let checkURL = server.url("/v1/remote/User/username").absoluteString
            #expect(
                taken.body
                    == #"{"valid":false,"errors":[{"attribute":"username","rule":"remote","#
                    + #""message":"Username is taken.","key":"remote","severity":"error","params":{"timeout":30.0,"url":"\#(checkURL)"},"#
                    + #""value":"ann smith"}],"#
                    + #""strategy":"rules","reason":"1 rule failed"}"#)
            let missing = try await HTTPClient.post(url, #"{}"#)
            #expect(
                missing.body
                    == #"{"valid":false,"errors":[{"attribute":"username","rule":"required","#
                    + #""message":"Username is required.","key":"required","severity":"error","params":{},"value":null}],"#
                    + #""strategy":"rules","reason":"1 rule failed"}"#)
        }
    }

    @Test(.timeLimit(.minutes(3))) func aCheckWithoutAUsableAnswerFailsItsRule() async throws {
        // The model has no attribute `nickname`: the server answers 404, which is no answer.
        try await withSignup(remotePath: "/v1/remote/User/nickname") { server in
            let answer = try await HTTPClient.post(server.url("/v1/validate/Signup"), #"{"username": "ann_1"}"#)
            let checkURL = server.url("/v1/remote/User/nickname").absoluteString
            let reason = "remote check at \(checkURL): HTTP status 404: model 'User' has no attribute 'nickname'"
            #expect(
                answer.body
                    == #"{"valid":false,"errors":[{"attribute":"username","rule":"remote","#
                    + #""message":"Username could not be checked: \#(reason)","key":"ruleError","severity":"error","#
                    + #""params":{"error":"\#(reason)","timeout":30.0,"url":"\#(checkURL)"},"value":"ann_1"}],"#
                    + #""strategy":"rules","reason":"1 rule failed"}"#)
        }
    }

    /// `/v1/remote` is what remote rules call: it runs the local rules only, so a model whose rule
    /// points at its own endpoint does not call itself.
    @Test(.timeLimit(.minutes(3))) func theRemoteEndpointRunsLocalRulesOnly() async throws {
        try await withSignup(remotePath: "/v1/remote/Signup/username") { server in
            let remote = try await HTTPClient.post(
                server.url("/v1/remote/Signup/username"), #"{"instance": "ann smith"}"#)
            #expect(remote.body == "true")
            let validate = try await HTTPClient.post(server.url("/v1/validate/Signup"), #"{"username": "ann smith"}"#)
            #expect(validate.body == #"{"valid":true,"errors":[],"strategy":"default","reason":null}"#)
        }
    }

    /// Starts a server, adds `signup.lua` pointing at the server itself, and waits for the reload.
    private func withSignup(remotePath: String, _ body: (ServeProcess) async throws -> Void) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try fixture.write("signup.lua", Self.signup(server, path: remotePath))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        try await body(server)
    }
}
