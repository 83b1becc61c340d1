import Foundation
import Synchronization
import Testing
import VerdictTestSupport

/// A real `verdict serve` reloading its rules directory: a good change serves new rules, a broken
/// one is logged with file and line while the last good rules keep serving.
@Suite struct ServeReloadTests {
    @Test func changedRuleFileServesNewRulesAndBrokenOneKeepsThem() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        let check = server.url("/v1/remote/User/username")
        #expect(try await HTTPClient.post(check, #"{"instance": "ab"}"#).body == "false")

        // A good change: usernames of two characters become acceptable.
        try fixture.write(
            "user.lua",
            ServeFixture.userRules.replacingOccurrences(of: "lengthRange\", 3, 20", with: "lengthRange\", 2, 20"))
        #expect(await server.waitForLog("rules reloaded: version 2"))
        #expect(try await HTTPClient.post(check, #"{"instance": "ab"}"#).body == "true")
        #expect(try await HTTPClient.get(server.url("/health")).body == #"{"status":"ok","version":2,"models":2}"#)

        // A broken change, on line 3: the version-2 rules keep serving, and the log says where.
        let broken = ServeFixture.noteRules.replacingOccurrences(of: "model = \"Note\",", with: "model = \"Note\"")
        try fixture.write("note.lua", broken)
        // Files are named relative to the rules directory, as in answers; the log says which.
        #expect(await server.waitForLog(" note.lua:3: '}' expected"))
        #expect(server.logText.contains("rules change refused; still serving version 2 (rules \(fixture.rules.path))"))
        #expect(try await HTTPClient.post(check, #"{"instance": "ab"}"#).body == "true")
        #expect(
            try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "hi"}"#).body.hasPrefix(
                #"{"valid":true"#))
        #expect(try await HTTPClient.get(server.url("/health")).body == #"{"status":"ok","version":2,"models":2}"#)

        // Fixing it reloads again.
        try fixture.write("note.lua", ServeFixture.noteRules.replacingOccurrences(of: "10", with: "1"))
        #expect(await server.waitForLog("rules reloaded", count: 2))
        #expect(
            try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "hi"}"#).body.hasPrefix(
                #"{"valid":false"#))
    }

    @Test func requestsDuringReloadsAreAnsweredByTheOldOrTheNewRules() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        let check = server.url("/v1/remote/User/username")
        let writing = Flag()
        let answers = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var bodies: [String] = []
                    // Until the rule file stops changing, and at most 5,000 requests a task.
                    while writing.isSet, bodies.count < 5_000 {
                        let answer = try await HTTPClient.post(check, #"{"instance": "ab"}"#)
                        bodies.append("\(answer.status) \(answer.body)")
                    }
                    return bodies
                }
            }
            for (index, minimum) in [2, 3, 2, 3].enumerated() {
                try fixture.write(
                    "user.lua",
                    ServeFixture.userRules.replacingOccurrences(
                        of: "lengthRange\", 3, 20", with: "lengthRange\", \(minimum), 20"))
                _ = await server.waitForLog("rules reloaded", count: index + 1)
                try await Task.sleep(for: .milliseconds(200))
            }
            writing.clear()
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(server.logText.components(separatedBy: "rules reloaded").count == 5)
        #expect(Set(answers) == ["200 true", "200 false"])
        #expect(!server.logText.contains(" error "))
    }

    @Test func removedModelIsNotFoundAfterReload() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        try FileManager.default.removeItem(at: fixture.rules.appendingPathComponent("note.lua"))
        #expect(await server.waitForLog("rules reloaded: version 2, models User"))
        #expect(try await HTTPClient.post(server.url("/v1/validate/Note"), "{}").status == 404)
    }

    @Test func brokenRulesAtStartExitWithStatus2AndFileLine() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("note.lua", "return {\n  model = \"Note\"\n  rules = {},\n}\n")
        let process = Process()
        process.executableURL = ServeProcess.binary
        process.arguments = ["serve", "--rules", fixture.rules.path, "--port", "0"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try ChildProcess.run(process)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(
            text == """
                verdict: the rules in \(fixture.rules.path) do not load:
                note.lua:3: '}' expected (to close '{' at line 1) near 'rules'

                """)
    }
}

/// A flag tasks can read while another clears it.
private final class Flag: Sendable {
    private let value = Atomic(true)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func clear() { value.store(false, ordering: .releasing) }
}
