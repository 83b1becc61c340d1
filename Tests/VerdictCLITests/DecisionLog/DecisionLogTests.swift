import CompressNIO
import Foundation
import NIOCore
import Testing
import Verdict
import VerdictTestSupport

@testable import VerdictCLI

/// The decision log on its own: the JSON of a decision, files, and batches to an HTTP sink that is
/// healthy, answers 500, or is down.
@Suite struct DecisionLogTests {
    /// A model's rules with secrets, and a decision over a record holding them.
    static func decision(_ number: Int = 0) -> Decision {
        let rules = RuleSet { Validate("password").minLength(12) }.secrets(["password", "card.number"])
        let record: Value = .object([
            "username": .string("user\(number)"), "password": .string("s3cret-\(number)"),
            "card": .object(["number": .string("4111111111111111"), "holder": .string("Ann")]),
        ])
        let errors = rules.validate(record).errors
        let verdict = RecordVerdict(strategy: "rules", outcome: StrategyOutcome(.invalid, errors: errors))
        return Decision(
            model: "User", scenario: "register", revision: "r42", verdict: verdict, duration: .microseconds(1500),
            input: rules.removingSecrets(from: record))
    }

    @Test func aDecisionIsOneObjectWithEveryFieldAndNoSecret() throws {
        var bytes: [UInt8] = []
        Self.decision().write(into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("s3cret") && !text.contains("4111111111111111"), "a secret in: \(text)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "id", "time", "model", "scenario", "revision", "verdict", "strategy", "errors", "durationMs", "input",
            ])
        #expect(object["model"] as? String == "User" && object["scenario"] as? String == "register")
        #expect(object["revision"] as? String == "r42" && object["verdict"] as? String == "invalid")
        #expect(object["durationMs"] as? Double == 1.5)
        #expect(UUID(uuidString: object["id"] as? String ?? "") != nil)
        let errors = try #require(object["errors"] as? [[String: String]])
        #expect(errors == [["attribute": "password", "rule": "minLength", "key": "tooShort", "severity": "error"]])
        let input = try #require(object["input"] as? [String: Any])
        #expect(input["username"] as? String == "user0" && input["password"] == nil)
        #expect((input["card"] as? [String: String]) == ["holder": "Ann"])
    }

    @Test func aFileGetsOneLinePerDecisionAppended() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("decisions-\(UUID()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("{\"earlier\":true}\n".utf8).write(to: URL(fileURLWithPath: path))
        let log = try DecisionLog(.init(path))
        for number in 0..<25 { log.record(Self.decision(number)) }
        await log.flush()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 26 && lines[0] == "{\"earlier\":true}")
        #expect(lines.dropFirst().allSatisfy { $0.contains("\"model\":\"User\"") && !$0.contains("s3cret") })
        #expect(log.written == 25 && log.dropped == 0)
        #expect(throws: DecisionLogError.self) { try DecisionLog(.init("/nonexistent-folder/decisions.jsonl")) }
    }

    @Test func batchesArriveGzippedWithinTheBatchSize() async throws {
        let sink = try LoopbackServer(.respond(status: 204, body: ""))
        let log = try DecisionLog(.url(sink.url("/decisions")), batchSize: 10, flushInterval: .milliseconds(20))
        let writer = Task { await log.run() }
        for number in 0..<35 { log.record(Self.decision(number)) }
        try await Self.wait { log.written == 35 }
        writer.cancel()
        await writer.value
        let batches = try sink.requests.map { request in
            #expect(request.method == "POST" && request.headers["content-encoding"] == "gzip")
            return try Self.decisions(in: request.body)
        }
        #expect(batches.allSatisfy { $0.count <= 10 })
        #expect(
            batches.flatMap { $0 }.compactMap { ($0["input"] as? [String: Any])?["username"] as? String }.sorted()
                == (0..<35).map { "user\($0)" }.sorted())
        #expect(log.dropped == 0)
    }

    @Test func aSinkAnswering500IsRetriedUntilItTakesTheBatch() async throws {
        let failures = Locked(3)
        let sink = try LoopbackServer { _ in
            failures.withLock { left in
                left -= 1
                return left >= 0 ? .respond(status: 500, body: "{}") : .respond(status: 200, body: "{}")
            }
        }
        let log = try DecisionLog(
            .url(sink.url("/decisions")), flushInterval: .milliseconds(10), maxBackoff: .milliseconds(40))
        let writer = Task { await log.run() }
        for number in 0..<5 { log.record(Self.decision(number)) }
        try await Self.wait { log.written == 5 }
        writer.cancel()
        await writer.value
        #expect(sink.requests.count == 4, "three 500s, then the batch taken")
        #expect(log.dropped == 0)
    }

    @Test func aSinkThatIsDownCostsTheOldestDecisionsAndCountsThem() async throws {
        let down = try LoopbackServer(.reset)
        let url = down.url("/decisions")
        down.stop()
        let dropped = Locked(0)
        let log = try DecisionLog(
            .url(url), capacity: 20, flushInterval: .milliseconds(10), maxBackoff: .milliseconds(20)
        ) { count in dropped.withLock { $0 += count } }
        let writer = Task { await log.run() }
        for number in 0..<100 { log.record(Self.decision(number)) }
        writer.cancel()
        await writer.value
        #expect(log.written == 0)
        #expect(log.dropped == 100, "every decision not delivered is counted")
        #expect(dropped.withLock { $0 } == 100)
    }

    /// The decisions of a gzip'd JSON array.
    static func decisions(in body: Data) throws -> [[String: Any]] {
        var buffer = ByteBuffer(bytes: body)
        var json = try buffer.decompress(with: .gzip())
        let bytes = json.readBytes(length: json.readableBytes) ?? []
        return try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [[String: Any]])
    }

    /// Waits up to 10 s for `condition`.
    static func wait(_ condition: @Sendable () -> Bool) async throws {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("not within 10 s")
                return
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
