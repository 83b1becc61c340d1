import Foundation
import Testing
import VerdictTestSupport

/// `verdict validate` with a model whose `remote` rule points at a real `verdict serve`'s
/// `/v1/remote/User/username` — and at a server that is down, one that never answers, and none
/// at all with `--offline`.
@Suite struct ValidateRemoteTests {
    static let records = """
        {"username": "ann_1", "email": "ann@example.com"}
        {"username": "ann smith"}
        {"username": "", "email": "nope"}
        {"username": "bob_2", "email": "nope"}
        """

    @Test(.timeLimit(.minutes(3))) func acceptedValuesPassAndRefusedOnesFail() async throws {
        try await withServer { server in
            let folder = try SignupFolder(url: server.url("/v1/remote/User/username"))
            defer { folder.remove() }
            let run = try folder.validate()
            #expect(
                run
                    == .expect(
                        1,
                        stdout: """
                            data.jsonl:2 invalid (record 2)
                              username: Username is taken.
                            data.jsonl:3 invalid (record 3)
                              username: Username is required.
                              email: Email must be an email address such as name@example.com.
                            data.jsonl:4 invalid (record 4)
                              email: Email must be an email address such as name@example.com.
                            4 records, 3 invalid
                            """))
        }
    }

    @Test(.timeLimit(.minutes(3))) func resultsKeepTheInputOrder() async throws {
        try await withServer { server in
            let names = (0..<60).map { $0.isMultiple(of: 3) ? "taken \($0)" : "user_\($0)" }
            let records = names.map { #"{"username": "\#($0)"}"# }.joined(separator: "\n")
            let folder = try SignupFolder(url: server.url("/v1/remote/User/username"), records: records)
            defer { folder.remove() }
            let run = try folder.validate(["--format", "jsonl", "--jobs", "2"])
            #expect(run.status == 1)
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let expected = names.enumerated().map { index, name in
                name.hasPrefix("taken")
                    ? #"{"index":\#(index),"file":"data.jsonl","line":\#(index + 1),"valid":false,"strategy":"rules","#
                        + #""reason":"1 rule failed","errors":[{"attribute":"username","rule":"remote","#
                        + #""message":"Username is taken.","key":"remote","severity":"error","params":{"timeout":30.0,"#
                        + #""url":"\#(server.url("/v1/remote/User/username").absoluteString)"},"value":"\#(name)"}]}"#
                    : #"{"index":\#(index),"file":"data.jsonl","line":\#(index + 1),"valid":true,"#
                        + #""strategy":"default","errors":[]}"#
            }
            #expect(lines == expected)
        }
    }

    @Test(.timeLimit(.minutes(3))) func aServerThatIsDownFailsTheChecks() throws {
        let port = try LoopbackSocket.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username"))
        let folder = try SignupFolder(url: url)
        defer { folder.remove() }
        var run = try folder.validate()
        // The transport's own words (curl's, with a time in them) are not golden.
        let reason = try Regex(NSRegularExpression.escapedPattern(for: url.absoluteString) + #": .*\(curl 7\)"#)
        run.stdout = run.stdout.replacing(reason, with: url.absoluteString + ": REFUSED")
        let failed = "  username: Username could not be checked: remote check at \(url.absoluteString): REFUSED"
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data.jsonl:1 invalid (record 1)
                        \(failed)
                        data.jsonl:2 invalid (record 2)
                        \(failed)
                        data.jsonl:3 invalid (record 3)
                          username: Username is required.
                          email: Email must be an email address such as name@example.com.
                        data.jsonl:4 invalid (record 4)
                          email: Email must be an email address such as name@example.com.
                        \(failed)
                        4 records, 4 invalid
                        """))
    }

    @Test(.timeLimit(.minutes(3))) func offlineNothingIsSentAndTheChecksFail() throws {
        let port = try LoopbackSocket.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username"))
        let folder = try SignupFolder(url: url)
        defer { folder.remove() }
        let run = try folder.validate(["--offline", "--format", "json"])
        let reason = "remote check at \(url.absoluteString): not sent, offline"
        func offline(_ username: String) -> String {
            #"{"attribute":"username","rule":"remote","message":"Username could not be checked: \#(reason)","#
                + #""key":"ruleError","severity":"error","params":{"error":"\#(reason)","timeout":30.0,"url":"\#(url.absoluteString)"},"#
                + #""value":"\#(username)"}"#
        }
        let email =
            #"{"attribute":"email","rule":"email","message":"Email must be an email address such as name@example.com.","#
            + #""key":"notEmail","severity":"error","params":{"idn":false,"reason":"domain","requireTLD":true},"value":"nope"}"#
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        {"results":[
                        {"index":0,"file":"data.jsonl","line":1,"valid":false,"strategy":"rules",\
                        "reason":"1 rule failed","errors":[\(offline("ann_1"))]},
                        {"index":1,"file":"data.jsonl","line":2,"valid":false,"strategy":"rules",\
                        "reason":"1 rule failed","errors":[\(offline("ann smith"))]},
                        {"index":2,"file":"data.jsonl","line":3,"valid":false,"strategy":"rules",\
                        "reason":"2 rules failed","errors":[\
                        {"attribute":"username","rule":"required","message":"Username is required.",\
                        "key":"required","severity":"error","params":{},"value":""},\(email)]},
                        {"index":3,"file":"data.jsonl","line":4,"valid":false,"strategy":"rules",\
                        "reason":"2 rules failed","errors":[\(email),\(offline("bob_2"))]}
                        ],"valid":false,"records":4,"invalid":4}
                        """))
    }

    /// A server that accepts the connection and never answers: the rule's timeout ends each check.
    @Test(.timeLimit(.minutes(3))) func aServerThatNeverAnswersTimesOut() throws {
        let listener = try SilentListener()
        defer { listener.stop() }
        let folder = try SignupFolder(url: listener.url(), timeout: 0.5, records: #"{"username": "ann_1"}"#)
        defer { folder.remove() }
        let run = try folder.validate()
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        data.jsonl:1 invalid (record 1)
                          username: Username could not be checked: remote check at \(listener.url().absoluteString): no answer within 0.5 s
                        1 record, 1 invalid
                        """))
    }

    /// `--remote-concurrency` bounds the checks in flight: one at a time with 1; by default all
    /// eight records' checks are sent together. Every record still gets its server's answer.
    @Test(.timeLimit(.minutes(3)), arguments: [(["--remote-concurrency", "1"], 1...1), ([], 2...8)])
    func remoteConcurrencyBoundsTheChecksInFlight(options: [String], peak: ClosedRange<Int>) throws {
        let server = try LoopbackServer(.delayed(.milliseconds(200), status: 200, body: "true"))
        defer { server.stop() }
        let records = (1...8).map { #"{"username": "user_\#($0)"}"# }.joined(separator: "\n")
        let folder = try SignupFolder(url: server.url("/v1/remote/User/username"), records: records)
        defer { folder.remove() }
        let run = try folder.validate(options)
        #expect(run == .expect(0, stdout: "8 records, 0 invalid"))
        #expect(peak.contains(server.peakWaitingRequests))
    }

    @Test func aRemoteConcurrencyBelowOneIsBadUsage() throws {
        let folder = try SignupFolder(url: try #require(URL(string: "http://127.0.0.1:9/")))
        defer { folder.remove() }
        let run = try folder.validate(["--remote-concurrency", "0"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--remote-concurrency must be at least 1"))
    }

    private func withServer(_ body: (ServeProcess) async throws -> Void) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try await body(server)
    }
}

/// A working folder with `rules/signup.lua` — a `Signup` model whose username has a remote rule
/// — and `data.jsonl`.
struct SignupFolder {
    let root: URL

    /// - Parameter examples: the model's `examples` table, as Lua text; none when `nil`.
    init(url: URL, timeout: Double = 30, records: String = ValidateRemoteTests.records, examples: String? = nil)
        throws
    {
        root = try Fixtures.temporaryFolder()
        let rules = root.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        let model = """
            return {
              model = "Signup",
              rules = {
                { "username", "required" },
                { "username", "remote", "\(url.absoluteString)", timeout = \(timeout), message = "is taken." },
                { "email", "email" },
              },\(examples.map { "\n  examples = \($0)," } ?? "")
            }
            """
        try Data(model.utf8).write(to: rules.appendingPathComponent("signup.lua"))
        try Data((records + "\n").utf8).write(to: root.appendingPathComponent("data.jsonl"))
    }

    /// Runs `verdict validate --rules rules data.jsonl` with more options, in the folder.
    func validate(_ options: [String] = []) throws -> CLIRun {
        try VerdictProcess.run(["validate", "--rules", "rules"] + options + ["data.jsonl"], in: root)
    }

    /// Runs `verdict test --rules rules` with more options, in the folder.
    func test(_ options: [String] = []) throws -> CLIRun {
        try VerdictProcess.run(["test", "--rules", "rules"] + options, in: root)
    }

    /// Removes the folder.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
