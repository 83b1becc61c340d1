import Foundation
import Logging
import Synchronization
import Testing

@testable import VerdictCLI

/// `JSONLogHandler`: one JSON object a line, metadata as keys.
@Suite struct JSONLogHandlerTests {
    /// Lines a handler wrote.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func append(_ bytes: [UInt8]) { lines.withLock { $0.append(String(decoding: bytes, as: UTF8.self)) } }
    }

    static func logger(_ lines: Lines, level: Logger.Level = .info) -> Logger {
        var logger = Logger(label: "verdict.test") { JSONLogHandler(label: $0, output: .init(lines.append)) }
        logger.logLevel = level
        return logger
    }

    /// A line without its time, which differs each run.
    static func withoutTime(_ line: String) throws -> String {
        let time = try #require(line.firstRange(of: #/"time":"[0-9T:.\-]+Z",/#))
        return line.replacingCharacters(in: time, with: "")
    }

    @Test func entryIsOneLineWithMetadataAsKeys() throws {
        let lines = Lines()
        var logger = Self.logger(lines)
        logger[metadataKey: "server"] = "a"
        logger.info(
            "request \"done\"\nnext",
            metadata: [
                "http.status": .stringConvertible(404), "duration_ms": .stringConvertible(0.25),
                "tags": .array(["x", "y"]), "who": .dictionary(["id": "7"]), "message": "clash",
            ])
        #expect(lines.all.count == 1)
        let line = try #require(lines.all.first)
        #expect(line.hasSuffix("\n") && line.dropLast().allSatisfy { $0 != "\n" })
        #expect(
            try Self.withoutTime(line)
                == #"{"level":"info","label":"verdict.test","message":"request \"done\"\nnext","#
                + #""duration_ms":0.25,"http.status":404,"meta.message":"clash","server":"a","tags":["x","y"],"#
                + #""who":{"id":"7"}}"# + "\n")
    }

    @Test func entriesBelowTheLevelAreNotWritten() {
        let lines = Lines()
        let logger = Self.logger(lines, level: .notice)
        logger.info("hidden")
        logger.debug("hidden")
        logger.warning("shown")
        #expect(lines.all.count == 1)
        #expect(lines.all.first?.contains(#""level":"warning""#) == true)
    }

    @Test func theTimeIsUTCWithMilliseconds() throws {
        let lines = Lines()
        Self.logger(lines).error("x")
        let line = try #require(lines.all.first)
        let match = try #require(line.firstMatch(of: #/"time":"([^"]+)"/#))
        let time = try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(String(match.1))
        #expect(abs(time.timeIntervalSinceNow) < 60)
        #expect(match.1.hasSuffix("Z") && match.1.contains("."))
    }
}
