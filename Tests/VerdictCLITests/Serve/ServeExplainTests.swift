import Foundation
import Testing

/// `POST /v1/validate/{model}?explain=1`: the answer explains itself.
@Suite struct ServeExplainTests {
    @Test func explainAddsTheExplanationToTheAnswer() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        let answer = try await HTTPClient.post(server.url("/v1/validate/Note?explain=1"), #"{"title": ""}"#)
        #expect(answer.status == 200)
        #expect(
            answer.body
                == #"{"valid":false,"errors":[{"attribute":"title","rule":"required","message":"Title is required.","#
                + #""key":"required","severity":"error","params":{},"value":""}],"strategy":"rules","reason":"1 rule failed","explanation":{"#
                + #""rules":[{"attribute":"title","file":"note.lua","key":"required","line":4,"outcome":"failed","#
                + #""rule":"required","severity":"error"},{"attribute":"title","file":"note.lua","line":5,"outcome":"skipped","#
                + #""reason":"emptyValue","rule":"maxLength"}],"strategies":[{"name":"rules","reason":"1 rule failed","#
                + #""result":"invalid"},{"name":"default","result":"notAsked"}],"truncated":false}}"#)
        let plain = try await HTTPClient.post(server.url("/v1/validate/Note?explain=0"), #"{"title": ""}"#)
        #expect(!plain.body.contains("explanation"))
        let wrong = try await HTTPClient.post(server.url("/v1/validate/Note?explain=yes"), #"{"title": ""}"#)
        #expect(wrong.status == 400)
        #expect(wrong.body.contains(#""detail":"?explain= takes 1 or 0 (true or false), once""#))
    }
}
