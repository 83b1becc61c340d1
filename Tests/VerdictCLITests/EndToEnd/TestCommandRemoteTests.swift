import Foundation
import Testing
import VerdictTestSupport

/// `verdict test` on a model with a `remote` rule: its examples are validated with their remote
/// checks sent, as `verdict validate` sends them — to a real `verdict serve`, to a server that is
/// down, and to none at all with `--offline`.
@Suite struct TestCommandRemoteTests {
    /// "ann smith" passes every local rule; only the server refuses it.
    static let examples = """
        { valid = { { username = "ann_1" } }, invalid = { { username = "ann smith" } } }
        """

    @Test(.timeLimit(.minutes(3))) func theServersAnswerDecidesTheExamples() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        let folder = try SignupFolder(url: server.url("/v1/remote/User/username"), examples: Self.examples)
        defer { folder.remove() }
        #expect(try folder.test() == .expect(0, stdout: "2 passed, 0 failed"))
    }

    @Test(.timeLimit(.minutes(3))) func aServerThatIsDownFailsTheValidExample() throws {
        let port = try LoopbackSocket.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username"))
        let folder = try SignupFolder(url: url, examples: Self.examples)
        defer { folder.remove() }
        var run = try folder.test()
        // The transport's own words (curl's, with a time in them) are not golden.
        let reason = try Regex(NSRegularExpression.escapedPattern(for: url.absoluteString) + #": .*\(curl 7\)"#)
        run.stdout = run.stdout.replacing(reason, with: url.absoluteString + ": REFUSED")
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        FAIL Signup valid example 1 (rules/signup.lua:8): expected valid, got 1 error
                          username: Username could not be checked: remote check at \(url.absoluteString): REFUSED
                        1 passed, 1 failed
                        """))
    }

    @Test(.timeLimit(.minutes(3))) func offlineNothingIsSentAndTheValidExampleFails() throws {
        let port = try LoopbackSocket.unusedPort()
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/v1/remote/User/username"))
        let folder = try SignupFolder(url: url, examples: Self.examples)
        defer { folder.remove() }
        #expect(
            try folder.test(["--offline"])
                == .expect(
                    1,
                    stdout: """
                        FAIL Signup valid example 1 (rules/signup.lua:8): expected valid, got 1 error
                          username: Username could not be checked: remote check at \(url.absoluteString): not sent, offline
                        1 passed, 1 failed
                        """))
    }

    @Test func aNowThatIsNotADateIsBadUsage() throws {
        let run = try VerdictProcess.run(["test", "--rules", "rules/person", "--now", "tomorrow"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--now 'tomorrow' is not an ISO 8601 date-time"))
    }
}
