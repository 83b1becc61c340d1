import Foundation
import Testing

/// A known path asked with a method it does not answer: 405 with `Allow` and an RFC 9457 body,
/// not 404.
@Suite struct ServeMethodTests {
    @Test(arguments: [
        ("GET", "/v1/validate/CalendarEvent", "POST"),
        ("PUT", "/v1/validate/User", "POST"),
        ("POST", "/health", "GET"),
        ("DELETE", "/v1/models", "GET"),
        ("GET", "/v1/remote/User/username", "POST"),
    ])
    func aKnownPathWithAnotherMethodIs405(method: String, path: String, allowed: String) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        let answer = try await HTTPClient.send(method, server.url(path))
        #expect(answer.status == 405)
        #expect(answer.allow == allowed)
        #expect(answer.contentType == "application/problem+json")
        #expect(
            answer.body
                == #"{"type":"tag:verdict,2025:method-not-allowed","title":"Method not allowed","status":405,"#
                + #""detail":"no endpoint for \#(method) \#(path); it answers \#(allowed)","instance":"\#(path)"}"#)
    }

    @Test func anUnknownPathIsStill404() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        for (method, path) in [("GET", "/v1/validate"), ("POST", "/v1/remote/User"), ("GET", "/healthz")] {
            let answer = try await HTTPClient.send(method, server.url(path))
            #expect(answer.status == 404)
            #expect(answer.allow == "")
            #expect(
                answer.body
                    == #"{"type":"tag:verdict,2025:not-found","title":"Not found","status":404,"#
                    + #""detail":"no endpoint for \#(method) \#(path)","instance":"\#(path)"}"#)
        }
    }
}
