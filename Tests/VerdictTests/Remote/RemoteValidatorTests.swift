import Foundation
import Testing
import Verdict

@Suite struct RemoteValidatorTests {
    static let rule = RemoteRule(stubURL, timeout: .seconds(5), extra: ["form": "signup"])

    @Test func requestIsAJWsPostWithJSON() {
        let request = RemoteValidator(transport: StubTransport(text: "true"))
            .request(for: "ada", rule: Self.rule, parameters: ["step": 2])
        #expect(request.url == stubURL)
        #expect(request.method == "POST")
        #expect(
            request.headers == ["Accept": "application/json", "Content-Type": "application/json", "Verdict-Hop": "1"])
        #expect(
            String(decoding: request.body, as: UTF8.self) == #"{"extra":{"form":"signup","step":2},"instance":"ada"}"#)
        #expect(request.timeout == .seconds(5))
    }

    @Test(
        arguments: [
            (Value.null, #"{"extra":{},"instance":""}"#),
            (Value.int(42), #"{"extra":{},"instance":42}"#),
            (Value.object(["a": true]), #"{"extra":{},"instance":{"a":true}}"#),
        ] as [(Value, String)])
    func instanceIsTheValueAsJSONAndNullIsEmptyText(value: Value, body: String) {
        let request = RemoteValidator(transport: StubTransport(text: "true")).request(
            for: value, rule: RemoteRule(stubURL))
        #expect(String(decoding: request.body, as: UTF8.self) == body)
        #expect(request.timeout == .seconds(60))
    }

    @Test(arguments: [
        ("true", RemoteAnswer.accepted), (" true\r\n", .accepted), ("\ttrue\n", .accepted),
        ("false", .rejected), ("false\n", .rejected),
    ])
    func onlyTrueAccepts(body: String, answer: RemoteAnswer) {
        #expect(RemoteValidator.answer(to: RemoteResponse(text: body), from: stubURL) == answer)
    }

    @Test(arguments: ["\"true\"", "True", "TRUE", "1", #"{"valid":true}"#, "", "true true", "yes", "\u{00A0}true"])
    func anythingElseIsAnUnexpectedBody(body: String) {
        let answer = RemoteValidator.answer(to: RemoteResponse(text: body), from: stubURL)
        #expect(answer.error?.code == .unexpectedBody)
        #expect(!answer.isAccepted)
    }

    @Test(arguments: [199, 301, 404, 500, 503])
    func aStatusOutside2xxIsAnErrorEvenWithTrue(status: Int) {
        let answer = RemoteValidator.answer(to: RemoteResponse(statusCode: status, text: "true"), from: stubURL)
        #expect(answer.error?.code == .badStatus)
        #expect(answer.error?.statusCode == status)
    }

    /// A problem body (RFC 9457, as `verdict serve` answers) gives its `detail` to the error;
    /// any other body does not.
    @Test func aProblemBodySaysWhyTheStatusCame() {
        let problem = #"{"type":"tag:verdict,2025:loop-detected","status":508,"detail":"a loop"}"#
        let answer = RemoteValidator.answer(to: RemoteResponse(statusCode: 508, text: problem), from: stubURL)
        #expect(answer.error?.description == "remote check at http://127.0.0.1:9/check: HTTP status 508: a loop")
        let page = RemoteValidator.answer(
            to: RemoteResponse(statusCode: 500, text: #"{"detail":"no type, so no problem"}"#), from: stubURL)
        #expect(page.error?.description == "remote check at http://127.0.0.1:9/check: HTTP status 500")
    }

    @Test func errorsNameTheURLAndWhatHappened() {
        let body = Data("<html><body>Not the endpoint you want at all</body></html>".utf8)
        #expect(
            RemoteError.badStatus(url: stubURL, statusCode: 404).description
                == "remote check at http://127.0.0.1:9/check: HTTP status 404")
        #expect(
            RemoteError.unexpectedBody(url: stubURL, statusCode: 200, body: body).description
                == #"remote check at http://127.0.0.1:9/check: expected true or false, got "<html><body>Not the endpoint you want at…""#
        )
        #expect(
            RemoteError.timedOut(url: stubURL, after: .milliseconds(500)).description
                == "remote check at http://127.0.0.1:9/check: no answer within 0.5 s")
        #expect(
            RemoteError.timedOut(url: stubURL, after: .seconds(60)).description
                == "remote check at http://127.0.0.1:9/check: no answer within 60 s")
    }

    @Test(.timeLimit(.minutes(1))) func aSlowTransportIsCancelledAtTheTimeout() async {
        let transport = StubTransport { _ in
            try await Task.sleep(for: .seconds(30))
            return RemoteResponse(text: "true")
        }
        let answer = await RemoteValidator(transport: transport)
            .check("ada", against: RemoteRule(stubURL, timeout: .milliseconds(100)))
        #expect(answer.error?.code == .timedOut)
    }

    @Test func aCancelledCheckIsReportedAsCancelled() async {
        let transport = StubTransport { _ in
            try await Task.sleep(for: .seconds(30))
            return RemoteResponse(text: "true")
        }
        let check = Task { await RemoteValidator(transport: transport).check("ada", against: RemoteRule(stubURL)) }
        await eventually("the request") { transport.requests.count == 1 }
        check.cancel()
        #expect(await check.value.error?.code == .cancelled)
    }
}
