import Foundation
import Testing
import VerdictTestSupport

/// The workbench's Impact panel through plain HTTP against a real `verdict serve --workbench
/// --samples DIR`: a draft run beside the served rules over a sample — by name or uploaded — with
/// exact counts and both answers of every changed record, and what it refuses.
@Suite struct WorkbenchImpactTests {
    static let token = "workbench-test-token-0123"

    /// The served `Note`: a title required and at most 10 characters.
    static let note = WorkbenchServeTests.note

    /// The draft: titles of 6 to 15 characters.
    static let draft = note.replacingOccurrences(
        of: #"{ "title", "maxLength", 10 },"#,
        with: #"{ "title", "maxLength", 15 },"# + "\n    " + #"{ "title", "minLength", 6 },"#)

    /// Six lines, each with a known fate under the draft; the fifth is not JSON.
    static let sample = """
        {"title": "Short"}
        {"title": "Twelve chars"}
        {"title": "A title of 19 chars"}
        {"title": "Mid length"}
        {"title": "Oops}
        {"title": "Hello there"}

        """

    /// The answer's `impact` of ``sample`` under ``draft``: one record newly invalid, two newly
    /// valid, one with other errors, one unchanged, one unreadable.
    @Test func aSampleByNameShowsEveryChangeWithBothAnswers() async throws {
        try await withImpactWorkbench { server, _ in
            let answer = try await post(server, ["sample": "notes.jsonl"])
            #expect(answer.status == 200, "\(answer.body)")
            let impact = try Self.impact(of: answer)
            #expect(
                impact["summary"] as? [String: Int] == [
                    "records": 6, "newlyInvalid": 1, "newlyValid": 2, "errorsChanged": 1, "unchanged": 1,
                    "unreadable": 1,
                ])
            let changes = try #require(impact["changes"] as? [[String: Any]])
            #expect(
                changes.map { $0["change"] as? String } == [
                    "newlyInvalid", "newlyValid", "errorsChanged", "newlyValid",
                ])
            #expect(changes.map { $0["line"] as? Int } == [1, 2, 3, 6])
            #expect(changes.map { $0["index"] as? Int } == [0, 1, 2, 5])
            #expect(changes.allSatisfy { $0["file"] as? String == "notes.jsonl" })
            #expect(impact["changesLeftOut"] as? Int == 0)
            #expect(impact["stoppedAtDeadline"] as? Bool == false)

            let first = try #require(changes.first)
            let old = try #require(first["old"] as? [String: Any])
            let new = try #require(first["new"] as? [String: Any])
            #expect(old["valid"] as? Bool == true)
            #expect((old["errors"] as? [Any])?.isEmpty == true)
            #expect(new["valid"] as? Bool == false)
            #expect(
                Self.errorLines(new) == ["title minLength: Title must be at least 6 characters long."])

            let changed = try #require(changes.dropFirst(2).first)
            #expect(
                Self.errorLines(try #require(changed["old"] as? [String: Any]))
                    == ["title maxLength: Title must be at most 10 characters long."])
            #expect(
                Self.errorLines(try #require(changed["new"] as? [String: Any]))
                    == ["title maxLength: Title must be at most 15 characters long."])

            let unreadable = try #require(impact["unreadable"] as? [[String: Any]])
            #expect(unreadable.count == 1)
            #expect(unreadable.first?["file"] as? String == "notes.jsonl")
            #expect(unreadable.first?["line"] as? Int == 5)
            #expect(unreadable.first?["error"] as? String == "unterminated string")
        }
    }

    /// An uploaded file, here CSV, is read as a file of its name; its records are located under it.
    @Test func anUploadedSampleIsComparedAsAFile() async throws {
        try await withImpactWorkbench { server, _ in
            let csv = "title\nShort\nTwelve chars\nA title of 19 chars\nMid length\n"
            let upload: [String: Any] = ["name": "upload.csv", "base64": Data(csv.utf8).base64EncodedString()]
            let answer = try await post(server, ["upload": upload])
            #expect(answer.status == 200, "\(answer.body)")
            let impact = try Self.impact(of: answer)
            #expect(
                impact["summary"] as? [String: Int] == [
                    "records": 4, "newlyInvalid": 1, "newlyValid": 1, "errorsChanged": 1, "unchanged": 1,
                    "unreadable": 0,
                ])
            let changes = try #require(impact["changes"] as? [[String: Any]])
            #expect(
                changes.map { "\($0["file"] ?? ""):\($0["line"] ?? "")" } == [
                    "upload.csv:2", "upload.csv:3", "upload.csv:4",
                ])
            // The format said overrides the name's extension.
            let lines = Data(Self.sample.utf8).base64EncodedString()
            let said = try await post(server, ["upload": ["name": "records.txt", "format": "jsonl", "base64": lines]])
            #expect(try Self.impact(of: said)["summary"] as? [String: Int] == Self.sampleSummary)
        }
    }

    @Test func theSamplesAreListedWithTheirSizes() async throws {
        try await withImpactWorkbench { server, samples in
            try Data("{}".utf8).write(to: samples.appendingPathComponent("readme.txt"))
            try Data("{}".utf8).write(to: samples.appendingPathComponent(".hidden.jsonl"))
            try FileManager.default.createDirectory(
                at: samples.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
            try Data("title\nA\n".utf8).write(to: samples.appendingPathComponent("b.csv"))
            let answer = try await HTTPClient.get(server.url("/workbench/api/samples"))
            #expect(answer.status == 200)
            let body = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
            let listed = try #require(body["samples"] as? [[String: Any]])
            #expect(listed.map { $0["name"] as? String } == ["b.csv", "notes.jsonl"])
            #expect(listed.map { $0["size"] as? Int } == [8, Self.sample.utf8.count])
            #expect(body["maxSampleBytes"] as? Int == 8 * 1024 * 1024)
        }
    }

    @Test func anUploadPastTheLimitIsRefused() async throws {
        try await withImpactWorkbench(["--workbench-max-sample-bytes", "100"]) { server, _ in
            let big = Data(String(repeating: #"{"title": "Short"}"# + "\n", count: 6).utf8)
            #expect(big.count > 100)
            let over = try await post(server, ["upload": ["name": "big.jsonl", "base64": big.base64EncodedString()]])
            #expect(over.status == 413)
            #expect(over.body.contains("the sample is \(big.count) bytes; the workbench takes samples up to 100"))
            // Far past it, the body itself is refused before it is read, with the same limit named.
            let huge = Data(repeating: UInt8(ascii: "x"), count: 1 << 20).base64EncodedString()
            let body = try await post(server, ["upload": ["name": "huge.jsonl", "base64": huge]])
            #expect(body.status == 413)
            #expect(body.body.contains("samples up to 100 bytes (--workbench-max-sample-bytes)"))
            let small = Data(#"{"title": "Short"}"#.utf8).base64EncodedString()
            #expect(try await post(server, ["upload": ["name": "small.jsonl", "base64": small]]).status == 200)
        }
    }

    @Test func samplesAreAskedForByTheirListedNamesOnly() async throws {
        try await withImpactWorkbench { server, samples in
            try Data("{}".utf8).write(to: samples.appendingPathComponent("readme.txt"))
            for name in ["../note.lua", "..", "sub/notes.jsonl", "/etc/passwd", "notes.jsonl/..", ""] {
                let answer = try await post(server, ["sample": name])
                #expect(answer.status == 400, "\(name): \(answer.body)")
            }
            for name in ["missing.jsonl", "readme.txt"] {
                let answer = try await post(server, ["sample": name])
                #expect(answer.status == 404, "\(name): \(answer.body)")
                #expect(answer.body.contains("no sample named '\(name)'"))
            }
            #expect(try await post(server, [:]).status == 400)
        }
    }

    @Test func withoutSamplesOnlyUploadsAreTaken() async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("note.lua", Self.note)
        let server = try await fixture.start(["--workbench", "--workbench-token", Self.token])
        defer { server.stop() }
        let listed = try await HTTPClient.get(server.url("/workbench/api/samples"))
        #expect(listed.body.contains(#""folder":false"#))
        #expect(listed.body.contains(#""samples":[]"#))
        let named = try await post(server, ["sample": "notes.jsonl"])
        #expect(named.status == 404)
        #expect(named.body.contains("offers no samples"))
        let uploaded = try await post(
            server, ["upload": ["name": "notes.jsonl", "base64": Data(Self.sample.utf8).base64EncodedString()]])
        #expect(try Self.impact(of: uploaded)["summary"] as? [String: Int] == Self.sampleSummary)
    }

    @Test func aDraftThatDoesNotLoadAnswersItsProblems() async throws {
        try await withImpactWorkbench { server, _ in
            let answer = try await post(server, ["sample": "notes.jsonl"], text: "return {")
            #expect(answer.status == 200)
            let body = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
            #expect(body["impact"] is NSNull)
            let problems = try #require(body["problems"] as? [[String: Any]])
            #expect(problems.first?["file"] as? String == "note.lua")
            #expect(problems.first?["line"] as? Int == 1)
        }
    }

    @Test func aModelOrScenarioEitherSideLacksIsRefused() async throws {
        try await withImpactWorkbench { server, _ in
            let unknown = try await post(server, ["sample": "notes.jsonl"], model: "Nope")
            #expect(unknown.status == 422)
            #expect(unknown.body.contains("the served rules have no model 'Nope'"))
            let renamed = Self.draft.replacingOccurrences(of: #"model = "Note""#, with: #"model = "Memo""#)
            let gone = try await post(server, ["sample": "notes.jsonl"], text: renamed)
            #expect(gone.status == 422)
            #expect(gone.body.contains("the draft has no model 'Note' (models: Memo, User)"))
            let scenario = try await post(server, ["sample": "notes.jsonl", "scenario": "nope"])
            #expect(scenario.status == 400)
        }
    }

    @Test func samplesNeedTheWorkbench() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let result = try VerdictProcess.run(["serve", "--rules", "rules", "--samples", folder])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--samples is for the workbench: add --workbench"))
    }

    // MARK: Support

    /// The summary of ``sample`` under ``draft``.
    static let sampleSummary = [
        "records": 6, "newlyInvalid": 1, "newlyValid": 2, "errorsChanged": 1, "unchanged": 1, "unreadable": 1,
    ]

    /// An answer's `impact` object.
    private static func impact(of answer: HTTPAnswer) throws -> [String: Any] {
        let body = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
        return try #require(body["impact"] as? [String: Any], "\(answer.body)")
    }

    /// An answer's errors as `attribute rule: message` lines.
    private static func errorLines(_ answer: [String: Any]) -> [String] {
        (answer["errors"] as? [[String: Any]] ?? []).map {
            "\($0["attribute"] ?? "") \($0["rule"] ?? ""): \($0["message"] ?? "")"
        }
    }

    /// Runs `body` with a `verdict serve --workbench --samples DIR` over `note.lua` (``note``) and
    /// `user.lua`, `DIR` holding `notes.jsonl` (``sample``), started with `arguments` added.
    private func withImpactWorkbench(
        _ arguments: [String] = [], _ body: (ServeProcess, URL) async throws -> Void
    ) async throws {
        let fixture = try ServeFixture()
        defer { fixture.remove() }
        try fixture.write("note.lua", Self.note)
        let samples = FileManager.default.temporaryDirectory.appendingPathComponent("samples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: samples, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: samples) }
        try Data(Self.sample.utf8).write(to: samples.appendingPathComponent("notes.jsonl"))
        let server = try await fixture.start(
            ["--workbench", "--workbench-token", Self.token, "--samples", samples.path] + arguments)
        defer { server.stop() }
        try await body(server, samples)
    }

    /// Posts ``draft`` (or `text`) of `note.lua` for `model` to `impact`, with `fields` added.
    private func post(
        _ server: ServeProcess, _ fields: [String: Any], text: String = draft, model: String = "Note"
    ) async throws -> HTTPAnswer {
        var body: [String: Any] = ["path": "note.lua", "text": text, "model": model]
        body.merge(fields) { _, given in given }
        let data = try JSONSerialization.data(withJSONObject: body)
        return try await HTTPClient.send(
            "POST", server.url("/workbench/api/impact"), body: data, headers: ["Content-Type": "application/json"])
    }
}
