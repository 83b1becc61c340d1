import HTTPTypes
import Logging
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import VerdictCLI

/// `ReadTimeoutHandler` on an embedded channel, whose clock the test moves: the read timeout runs
/// while a request is awaited or read, never while one is answered.
@Suite struct ReadTimeoutHandlerTests {
    static let timeout = TimeAmount.seconds(2)
    static let head = HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: "x", path: "/health"))

    private func channel() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(
            handler: ReadTimeoutHandler(timeout: Self.timeout, logger: Logger(label: "test")))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
        return channel
    }

    @Test func idleConnectionIsClosedWhenTheTimeoutPasses() throws {
        let channel = try channel()
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1_999))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
    }

    /// The clock runs from the connection's start, not from the head: a head that came late and a
    /// body that never ends are cut at the same time.
    @Test func requestStillBeingReadIsCutAtTheDeadline() throws {
        let channel = try channel()
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        try channel.writeInbound(Self.head)
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "{")))
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    /// Answering takes as long as it takes; the next request has the whole timeout from the answer.
    @Test func answeringStopsTheClockAndTheAnswerStartsItAgain() throws {
        let channel = try channel()
        try channel.writeInbound(Self.head)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1_999))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
        #expect(!channel.isActive)
    }

    /// A request sent before the last answer came (pipelined) waits for it with no clock running;
    /// its own clock starts when that answer has gone.
    @Test func pipelinedRequestWaitsForTheAnswerBeforeIt() throws {
        let channel = try channel()
        try channel.writeInbound(Self.head)
        try channel.writeInbound(HTTPRequestPart.end(nil))
        try channel.writeInbound(Self.head)
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(2))
        #expect(!channel.isActive)
    }
}
