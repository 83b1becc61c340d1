import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import Testing

@testable import VerdictCLI

/// `MalformedRequestHandler` on an embedded channel: Hummingbird's bare 400 after a parse error
/// becomes a problem; every other answer passes as it is.
@Suite struct MalformedRequestHandlerTests {
    static let bare400 = HTTPResponse(status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])

    @Test func bare400AfterAParseErrorBecomesAProblem() throws {
        let channel = EmbeddedChannel(handler: MalformedRequestHandler())
        channel.pipeline.fireErrorCaught(HTTPParserError.invalidChunkSize)
        try channel.writeOutbound(HTTPResponsePart.head(Self.bare400))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        let body =
            #"{"type":"tag:verdict,2025:malformed-request","title":"Malformed request","status":400,"#
            + #""detail":"the request is not valid HTTP/1.1: invalid character in chunk size header"}"#
        guard case .head(let head) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no head")
            return
        }
        #expect(head.status == .badRequest)
        #expect(head.headerFields[.connection] == "close")
        #expect(head.headerFields[.contentType] == "application/problem+json")
        #expect(head.headerFields[.contentLength] == String(body.utf8.count))
        guard case .body(let buffer) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no body")
            return
        }
        #expect(String(buffer: buffer) == body)
        guard case .end = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no end")
            return
        }
    }

    /// Without a parse error, a 400 with no body is some endpoint's own, and passes.
    @Test func otherAnswersPassUnchanged() throws {
        let channel = EmbeddedChannel(handler: MalformedRequestHandler())
        try channel.writeOutbound(HTTPResponsePart.head(Self.bare400))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        guard case .head(let head) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no head")
            return
        }
        #expect(head == Self.bare400)
        guard case .end = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no end")
            return
        }
    }
}
