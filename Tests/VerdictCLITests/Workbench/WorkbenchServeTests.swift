import Foundation
import Testing
import VerdictTestSupport

/// The rule workbench through plain HTTP against a real `verdict serve --workbench`: what it
/// serves, what it refuses (paths out of the rules directory, saves without the token,
/// cross-site requests, oversized and hostile drafts, conflicting saves), and a save that
/// `POST /v1/validate` answers with at once.
@Suite struct WorkbenchServeTests {
    static let token = "workbench-test-token-0123"

    /// A note whose title is required and at most 10 characters, with examples.
    static let note = """
        return {
          model = "Note",
          rules = {
            { "title", "required" },
            { "title", "maxLength", 10 },
          },
          examples = {
            valid = { { title = "Short" } },
            invalid = { { title = "" } },
          },
        }
        """

    @Test func nothingOfItWithoutTheFlag() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start()
        defer { server.stop() }
        for path in [
            "/workbench", "/workbench/workbench.js", "/workbench/api/models", "/workbench/api/file?path=note.lua",
        ] {
            #expect(try await HTTPClient.get(server.url(path)).status == 404, "GET \(path)")
        }
        let save = try await post(server, "save", ["path": "note.lua", "text": Self.note, "version": "x"], token: true)
        #expect(save.status == 404)
        #expect(!server.outputText.contains("workbench"))
        #expect(!FileManager.default.fileExists(atPath: fixture.rules.appendingPathComponent(".history").path))
    }

    @Test func aGeneratedTokenIsPrintedAndTheFlagServesThePage() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        let server = try await fixture.start(["--workbench"])
        defer { server.stop() }
        let printed = try #require(server.outputText.components(separatedBy: "#token=").dropFirst().first)
        let hex = printed.prefix(64).allSatisfy { $0.isHexDigit }
        #expect(hex)
        let page = try await HTTPClient.get(server.url("/workbench"))
        #expect(page.status == 200)
        #expect(page.contentType.hasPrefix("text/html"))
        #expect(page.body.contains("Verdict rule workbench"))
        #expect(try await HTTPClient.get(server.url("/workbench/workbench.js")).body.contains("/workbench/api/"))
    }

    @Test func modelsListTheirRulesInWordsOfTheLocale() async throws {
        try await withWorkbench { server, _ in
            let english = try await HTTPClient.get(server.url("/workbench/api/models?locale=en"))
            #expect(english.status == 200)
            #expect(english.body.contains(#""messages":["Title must be at most 10 characters long."]"#))
            #expect(english.body.contains(#""file":"note.lua","line":5"#))
            let german = try await HTTPClient.get(server.url("/workbench/api/models?locale=de"))
            #expect(german.body.contains(#""locale":"de""#))
            #expect(german.body.contains("Title darf höchstens 10 Zeichen lang sein."))
        }
    }

    @Test func pathsOutOfTheRulesDirectoryAreRefused() async throws {
        try await withWorkbench { server, _ in
            let paths = [
                "../note.lua", "/etc/passwd", "locales/../note.lua", "./note.lua", "sub/x.lua", "note.txt",
                ".history/note.lua", "note.lua/", "", "no-such.lua",
            ]
            for path in paths {
                let query = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
                let read = try await HTTPClient.get(server.url("/workbench/api/file?path=\(query)"))
                #expect(read.status == 403, "GET file?path=\(path)")
                let check = try await post(server, "check", ["path": path, "text": Self.note])
                #expect(check.status == 403, "check \(path)")
                let save = try await post(
                    server, "save", ["path": path, "text": Self.note, "version": "x"], token: true)
                #expect(save.status == 403, "save \(path)")
            }
            #expect(try await HTTPClient.get(server.url("/workbench/api/file?path=note.lua")).status == 200)
        }
    }

    @Test func aSymbolicLinkOutIsNotFollowed() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).lua")
        let secret = #"return { model = "Outside", rules = { { "a", "required" } } }"#
        try Data(secret.utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        try await withWorkbench { server, fixture in
            try FileManager.default.createSymbolicLink(
                at: fixture.rules.appendingPathComponent("linked.lua"), withDestinationURL: outside)
            let read = try await HTTPClient.get(server.url("/workbench/api/file?path=linked.lua"))
            #expect(read.status == 403)
            #expect(read.body.contains("outside the rules directory"))
            #expect(!read.body.contains("Outside"))
            let save = try await post(
                server, "save", ["path": "linked.lua", "text": "return {}", "version": "x"], token: true)
            #expect(save.status == 403)
            #expect(try String(contentsOf: outside, encoding: .utf8) == secret)
        }
    }

    @Test func aSaveNeedsTheToken() async throws {
        try await withWorkbench { server, fixture in
            let opened = try await open(server, "note.lua")
            let draft = Self.note.replacingOccurrences(of: "10", with: "20")
            let body: [String: Any] = ["path": "note.lua", "text": draft, "version": opened.version, "author": "Eve"]
            #expect(try await post(server, "save", body).status == 401)
            #expect(
                try await post(server, "save", body, headers: ["X-Verdict-Token": "wrong-token-000000000"]).status
                    == 403)
            #expect(try fixture.text("note.lua") == Self.note)
            #expect(await server.waitForLog("workbench: save refused"))
        }
    }

    @Test func crossSiteRequestsAreRefused() async throws {
        try await withWorkbench { server, _ in
            let opened = try await open(server, "note.lua")
            let body: [String: Any] = ["path": "note.lua", "text": Self.note, "version": opened.version]
            let foreign = try await post(server, "save", body, token: true, headers: ["Origin": "http://evil.example"])
            #expect(foreign.status == 403)
            #expect(foreign.body.contains("another origin"))
            let site = try await post(server, "check", body, headers: ["Sec-Fetch-Site": "cross-site"])
            #expect(site.status == 403)
            let form = try await HTTPClient.send(
                "POST", server.url("/workbench/api/check"), body: Data("path=note.lua".utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(form.status == 415)
            let own = try await post(server, "check", body, headers: ["Origin": "http://127.0.0.1:\(server.port)"])
            #expect(own.status == 200)
            // A site whose name was rebound to this machine: its Host is refused, even for reading.
            let connection = try RawConnection(port: server.port)
            defer { connection.disconnect() }
            connection.transmit(
                "GET /workbench/api/models HTTP/1.1\r\nHost: evil.example:\(server.port)\r\nConnection: close\r\n\r\n")
            let answer = connection.readToEnd(timeout: .seconds(30)).text
            #expect(answer.hasPrefix("HTTP/1.1 403"))
        }
    }

    @Test func anOversizedDraftIsRefused() async throws {
        try await withWorkbench(["--workbench-max-draft-bytes", "1000"]) { server, _ in
            let big = Self.note + "\n" + String(repeating: "-- padding\n", count: 200)
            let answer = try await post(server, "check", ["path": "note.lua", "text": big])
            #expect(answer.status == 413)
            #expect(answer.body.contains("up to 1000"))
            let small = try await post(server, "check", ["path": "note.lua", "text": Self.note])
            #expect(small.status == 200)
        }
    }

    @Test(.timeLimit(.minutes(3))) func hostileDraftsAreContainedAndReported() async throws {
        try await withWorkbench { server, _ in
            let endless = "while true do end\nreturn {}"
            let loop = try await post(server, "check", ["path": "note.lua", "text": endless])
            #expect(loop.status == 200)
            #expect(loop.body.contains(#""file":"note.lua""#))
            #expect(loop.body.contains(#""line":1"#))
            let escape = try await post(
                server, "check", ["path": "note.lua", "text": "os.execute('touch /tmp/pwned')\nreturn {}"])
            #expect(escape.body.contains(#""line":1"#))
            let memory = try await post(
                server, "check",
                [
                    "path": "note.lua",
                    "text": "local t = {}\nfor i = 1, 1e9 do t[i] = string.rep('x', 1e6) end\nreturn {}",
                ])
            #expect(memory.body.contains(#""line":2"#))
            // A rule that never ends: its examples fail with the rule's error, and the served rules
            // answer meanwhile and after.
            let spinning = Self.note.replacingOccurrences(
                of: #"{ "title", "required" },"#,
                with: #"{ "title", function(v) while true do end end },"#)
            let examples = try await post(server, "examples", ["path": "note.lua", "text": spinning])
            #expect(examples.status == 200)
            #expect(examples.body.contains(#""failed":1"#) || examples.body.contains(#""notRun""#))
            #expect(examples.body.contains(#""passed":false"#))
            let health = try await HTTPClient.get(server.url("/health"))
            #expect(health.status == 200)
            let live = try await HTTPClient.post(server.url("/v1/validate/Note"), #"{"title": "ok"}"#)
            #expect(live.body.contains(#""valid":true"#))
        }
    }

    @Test func aConflictingSaveIsRefusedWithADiff() async throws {
        try await withWorkbench { server, fixture in
            let opened = try await open(server, "note.lua")
            let theirs = Self.note.replacingOccurrences(of: "maxLength\", 10", with: "maxLength\", 12")
            try fixture.write("note.lua", theirs)
            let mine = Self.note.replacingOccurrences(of: "maxLength\", 10", with: "maxLength\", 20")
            let answer = try await post(
                server, "save", ["path": "note.lua", "text": mine, "version": opened.version, "author": "Ann"],
                token: true)
            #expect(answer.status == 409)
            let body = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
            let diff = try #require(body["diff"] as? String)
            #expect(diff.contains(#"-    { "title", "maxLength", 12 },"#))
            #expect(diff.contains(#"+    { "title", "maxLength", 20 },"#))
            #expect(diff.contains("@@ -"))
            #expect(try fixture.text("note.lua") == theirs)
        }
    }

    @Test func aSaveIsLiveAtOnceAndKeptInTheHistory() async throws {
        try await withWorkbench { server, fixture in
            let record = #"{"title": "A title of 19 chars"}"#
            let before = try await HTTPClient.post(server.url("/v1/validate/Note"), record)
            #expect(before.body.contains(#""valid":false"#))
            let opened = try await open(server, "note.lua")
            let draft = Self.note.replacingOccurrences(of: "maxLength\", 10", with: "maxLength\", 20")
            let tried = try await post(
                server, "try",
                ["path": "note.lua", "text": draft, "model": "Note", "record": ["title": "A title of 19 chars"]])
            #expect(tried.body.contains(#""valid":true"#))
            #expect(tried.body.contains("title: maxLength passed (note.lua:5)"))
            let saved = try await post(
                server, "save", ["path": "note.lua", "text": draft, "version": opened.version, "author": "Ann Editor"],
                token: true)
            #expect(saved.status == 200)
            #expect(saved.body.contains(#""author":"Ann Editor""#))
            let after = try await HTTPClient.post(server.url("/v1/validate/Note"), record)
            #expect(after.body.contains(#""valid":true"#))
            #expect(try fixture.text("note.lua") == draft)
            let reopened = try await open(server, "note.lua")
            #expect(reopened.body.contains(#""author":"Ann Editor""#))
            let kept = try #require(
                try FileManager.default.contentsOfDirectory(
                    atPath: fixture.rules.appendingPathComponent(".history/note.lua").path
                ).first { $0.hasSuffix(".lua.old") })
            #expect(try fixture.text(".history/note.lua/" + kept) == Self.note)
            #expect(await server.waitForLog("workbench: Ann Editor saved note.lua"))
        }
    }

    @Test func aDraftWhoseExamplesFailIsNotSaved() async throws {
        try await withWorkbench { server, fixture in
            let opened = try await open(server, "note.lua")
            let draft = Self.note.replacingOccurrences(of: "maxLength\", 10", with: "maxLength\", 3")
            let answer = try await post(
                server, "save", ["path": "note.lua", "text": draft, "version": opened.version], token: true)
            #expect(answer.status == 422)
            #expect(answer.body.contains(#""failed":1"#))
            #expect(try fixture.text("note.lua") == Self.note)
            let broken = try await post(
                server, "save", ["path": "note.lua", "text": "return {", "version": opened.version], token: true)
            #expect(broken.status == 422)
            #expect(try fixture.text("note.lua") == Self.note)
        }
    }

    /// A save's reload is noted where every reload is: `/v1/status` and `/metrics` (it was only
    /// logged). The watcher is off, so the save's is the only reload.
    @Test func aSavesReloadIsInTheStatusAndTheMetrics() async throws {
        try await withWorkbench(["--watch-interval", "0"]) { server, _ in
            let opened = try await open(server, "note.lua")
            let draft = Self.note.replacingOccurrences(of: "maxLength\", 10", with: "maxLength\", 20")
            let saved = try await post(
                server, "save", ["path": "note.lua", "text": draft, "version": opened.version], token: true)
            #expect(saved.status == 200)
            #expect(saved.body.contains(#""reloadProblems":[]"#))
            let status = try await HTTPClient.get(server.url("/v1/status"))
            let body = try #require(try JSONSerialization.jsonObject(with: Data(status.body.utf8)) as? [String: Any])
            let last = try #require(body["lastReload"] as? [String: Any])
            #expect(last["result"] as? String == "accepted")
            #expect(last["servingVersion"] as? Int == 2)
            let samples = try MetricSamples(try await HTTPClient.get(server.url("/metrics")).body)
            #expect(samples[#"verdict_rule_reloads_total{result="accepted"}"#] == 1)
            #expect(samples[#"verdict_rule_reloads_total{result="refused"}"#] == 0)
        }
    }

    /// A broken file whose name is not UTF-8, which the loader reads, is in the draft's copy too: a
    /// draft of another file is checked with it and its save refused, nothing written, no reload.
    /// (The copy used to leave such names out: the draft checked clean, the save was written and
    /// the reload refused.)
    @Test func aFileWhoseNameIsNotUTF8IsInTheDraftsCopy() async throws {
        try await withWorkbench(["--watch-interval", "0"]) { server, fixture in
            try writeFile(named: Array("broken-".utf8) + [0xFF] + Array(".lua".utf8), in: fixture.rules, "return {")
            let checked = try await post(server, "check", ["path": "note.lua", "text": Self.note])
            #expect(checked.status == 200)
            let answer = try #require(
                try JSONSerialization.jsonObject(with: Data(checked.body.utf8)) as? [String: Any])
            let problems = try #require(answer["problems"] as? [[String: Any]])
            #expect(problems.contains { $0["file"] as? String == #"broken-\xFF.lua"# }, "\(checked.body)")
            #expect(
                problems.allSatisfy { $0["severity"] as? String == "error" && $0["kind"] is String },
                "\(checked.body)")
            let opened = try await open(server, "note.lua")
            let draft = Self.note.replacingOccurrences(of: "maxLength\", 10", with: "maxLength\", 20")
            let saved = try await post(
                server, "save", ["path": "note.lua", "text": draft, "version": opened.version], token: true)
            #expect(saved.status == 422)
            #expect(saved.body.contains(#"broken-\\xFF.lua"#))
            #expect(try fixture.text("note.lua") == Self.note)
            #expect(
                !FileManager.default.fileExists(atPath: fixture.rules.appendingPathComponent(".history/note.lua").path))
            let status = try await HTTPClient.get(server.url("/v1/status"))
            let body = try #require(try JSONSerialization.jsonObject(with: Data(status.body.utf8)) as? [String: Any])
            #expect(body["lastReload"] is NSNull)
        }
    }

    /// Two saves of two files sent at once, each file clean alone but the two together breaking the
    /// set (both define the same model): each save is checked against the directory with the other
    /// written or not yet begun, so one is written and the other refused, and the directory on
    /// disk always loads. (Both used to be written, each checked against the other's old file.)
    @Test(.timeLimit(.minutes(3))) func savesAtOnceAreCheckedAgainstEachOther() async throws {
        try await withWorkbench(files: ["a.lua": Self.model("Alpha"), "b.lua": Self.model("Beta")]) { server, fixture in
            let save = server.url("/workbench/api/save")
            let headers = ["X-Verdict-Token": Self.token]
            for round in 1...5 {
                let shared = Self.model("Shared\(round)")
                let a = try await open(server, "a.lua")
                let b = try await open(server, "b.lua")
                let first = try JSONSerialization.data(
                    withJSONObject: ["path": "a.lua", "text": shared, "version": a.version, "author": "A"])
                let second = try JSONSerialization.data(
                    withJSONObject: ["path": "b.lua", "text": shared, "version": b.version, "author": "B"])
                async let savedFirst = HTTPClient.send("POST", save, body: first, headers: headers)
                async let savedSecond = HTTPClient.send("POST", save, body: second, headers: headers)
                let answers = try await [savedFirst, savedSecond]
                #expect(answers.map(\.status).sorted() == [200, 422], "round \(round): \(answers.map(\.body))")
                #expect(answers.contains { $0.body.contains("already defined") }, "round \(round)")
                let check = try VerdictProcess.run(["check", "--rules", fixture.rules.path])
                #expect(check.status == 0, "round \(round): \(check)")
            }
        }
    }

    /// Drafts' copies live in one folder per server process, `verdict-drafts-PID` in the temporary
    /// directory; a workbench that starts removes those of processes that are gone (a crash or a
    /// kill skips removing a copy) and leaves those of running processes.
    @Test func draftFoldersOfProcessesGoneAreRemovedAtStart() async throws {
        let manager = FileManager.default
        let temporary = manager.temporaryDirectory.appendingPathComponent("verdict-tmp-\(UUID().uuidString)")
        try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: temporary) }
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ChildProcess.run(ended)
        ended.waitUntilExit()
        let gone = temporary.appendingPathComponent("verdict-drafts-\(ended.processIdentifier)")
        let running = temporary.appendingPathComponent("verdict-drafts-\(getpid())")
        let other = temporary.appendingPathComponent("verdict-drafts-notes")
        for folder in [gone.appendingPathComponent("draft-left"), running, other] {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data(Self.note.utf8).write(to: gone.appendingPathComponent("draft-left/note.lua"))
        try await withWorkbench(environment: ["TMPDIR": temporary.path]) { server, _ in
            #expect(!manager.fileExists(atPath: gone.path))
            #expect(manager.fileExists(atPath: running.path))
            #expect(manager.fileExists(atPath: other.path))
            let own = temporary.appendingPathComponent("verdict-drafts-\(server.processIdentifier)")
            #expect(manager.fileExists(atPath: own.path))
            let checked = try await post(server, "check", ["path": "note.lua", "text": Self.note])
            #expect(checked.status == 200)
            #expect(try manager.contentsOfDirectory(atPath: own.path).isEmpty)
        }
    }

    // MARK: Support

    /// Runs `body` with a `verdict serve --workbench` over a rules directory of `note.lua` (``note``),
    /// `user.lua` and `files`, started with `arguments` and `environment` added.
    private func withWorkbench(
        _ arguments: [String] = [], files: [String: String] = [:], environment: [String: String] = [:],
        _ body: (ServeProcess, ServeFixture) async throws -> Void
    ) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("note.lua", Self.note)
        for (name, text) in files { try fixture.write(name, text) }
        let server = try await fixture.start(
            ["--workbench", "--workbench-token", Self.token] + arguments, environment: environment)
        defer { server.stop() }
        try await body(server, fixture)
    }

    /// A rule file of one model, with one rule and no examples.
    static func model(_ name: String) -> String {
        """
        return {
          model = "\(name)",
          rules = { { "x", "required" } },
        }
        """
    }

    /// Writes a file whose name is the bytes `name` (which need not be UTF-8) in `directory`.
    private func writeFile(named name: [UInt8], in directory: URL, _ text: String) throws {
        let path = (Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]).map { CChar(truncatingIfNeeded: $0) }
        let file = try #require(fopen(path, "w"))
        fputs(text, file)
        fclose(file)
    }

    private struct Opened {
        let version: String
        let body: String
    }

    private func open(_ server: ServeProcess, _ path: String) async throws -> Opened {
        let answer = try await HTTPClient.get(server.url("/workbench/api/file?path=\(path)"))
        let body = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        return Opened(version: try #require(body["version"] as? String), body: answer.body)
    }

    private func post(
        _ server: ServeProcess, _ endpoint: String, _ body: [String: Any], token: Bool = false,
        headers: [String: String] = [:]
    ) async throws -> HTTPAnswer {
        var headers = headers
        if token { headers["X-Verdict-Token"] = Self.token }
        let data = try JSONSerialization.data(withJSONObject: body)
        return try await HTTPClient.send("POST", server.url("/workbench/api/" + endpoint), body: data, headers: headers)
    }
}

extension ServeFixture {
    /// A file's text in the rules directory.
    func text(_ name: String) throws -> String {
        try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8)
    }
}
