import HTTPTypes
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import Testing

@testable import VerdictCLI

/// `ServeConnectionHandler` on an embedded channel: the three connection handlers' duties, done by
/// the one handler the pipeline has.
@Suite struct ServeConnectionHandlerTests {
    static let timeout = TimeAmount.seconds(2)
    static let head = HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: "x", path: "/health"))

    private func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(
            handler: ServeConnectionHandler(
                readTimeout: ReadTimeoutHandler(timeout: Self.timeout, logger: Logger(label: "test"))))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    /// The request passes on; answering stops the clock, and the answer's end starts it again.
    @Test func theReadTimeoutRunsBetweenAnswers() throws {
        let channel = try channel()
        try channel.writeInbound(Self.head)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        #expect(try channel.readInbound(as: HTTPRequestPart.self) == Self.head)
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        try channel.writeOutbound(HTTPResponsePart.body(ByteBuffer(string: "{}")))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1_999))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
    }

    /// Hummingbird's bare 400 after a parse error goes out as a problem, and its end still counts
    /// as an answer's end for the read timeout.
    @Test func aParseErrorIsAnsweredWithAProblem() throws {
        let channel = try channel()
        channel.pipeline.fireErrorCaught(HTTPParserError.invalidChunkSize)
        let bare400 = HTTPResponse(status: .badRequest, headerFields: [.connection: "close", .contentLength: "0"])
        try channel.writeOutbound(HTTPResponsePart.head(bare400))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        guard case .head(let head) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no head")
            return
        }
        #expect(head.headerFields[.contentType] == "application/problem+json")
        guard case .body(let body) = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no body")
            return
        }
        #expect(String(buffer: body).contains(#""type":"tag:verdict,2025:malformed-request""#))
        guard case .end = try channel.readOutbound(as: HTTPResponsePart.self) else {
            Issue.record("no end")
            return
        }
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: Self.timeout)
        #expect(!channel.isActive)
    }

    @Test func theClientClosingItsSideClosesTheConnection() throws {
        let channel = try channel()
        channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
        #expect(!channel.isActive)
    }
}
