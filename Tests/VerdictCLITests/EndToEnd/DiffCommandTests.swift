import Foundation
import Testing

/// `verdict diff`: the records whose answer a change of rules would change, with both answers, and
/// the totals — from rules directories and bundles, in text and JSON Lines, with exit status 0
/// when nothing changed, 1 when something did and 2 when a side does not load.
@Suite struct DiffCommandTests {
    /// The rules as they are.
    static let oldRules = """
        return {
          model = "Signup",
          rules = {
            { "name", "required" },
            { "name", "minLength", 3 },
            { "email", "email", message = "is not an email address." },
            { "nickname", "maxLength", 4 },
            { "plan", "in", { "free", "pro" } },
          },
        }
        """

    /// The rules as they would be: a longer minimum, another message, a rule removed, one added.
    static let newRules = """
        return {
          model = "Signup",
          rules = {
            { "name", "required" },
            { "name", "minLength", 5 },
            { "email", "email", message = "must be an email address." },
            { "plan", "in", { "free", "pro" } },
            { "age", "min", 18 },
          },
        }
        """

    /// One record of each kind: newly invalid (1, 7), unchanged invalid (2), errors changed (3),
    /// newly valid (4), unreadable (5), unchanged valid (6).
    static let records = """
        {"name": "Ann", "email": "ann@example.com"}
        {"name": "Annabel", "plan": "gold"}
        {"name": "Al", "email": "nope"}
        {"name": "Annabel", "nickname": "Annie-B"}
        {"name": 
        {"name": "Annabel", "age": 30}
        {"name": "Annabel", "age": 12}

        """

    @Test func textShowsEachChangedRecordWithBothAnswers() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(["diff", "--rules", "old", "--against", "new", "signups.jsonl"], in: root)
        #expect(
            run
                == .expect(
                    1,
                    stdout: """
                        signups.jsonl:1 newly invalid (record 1)
                          old: valid
                          new: invalid
                            name: Name must be at least 5 characters long. (minLength, tooShort, min: 5, unit: "characters")
                        signups.jsonl:3 errors changed (record 3)
                          old: invalid
                            name: Name must be at least 3 characters long. (minLength, tooShort, min: 3, unit: "characters")
                            email: Email is not an email address. (email, notEmail, idn: false, reason: "domain", requireTLD: true)
                          new: invalid
                            name: Name must be at least 5 characters long. (minLength, tooShort, min: 5, unit: "characters")
                            email: Email must be an email address. (email, notEmail, idn: false, reason: "domain", requireTLD: true)
                        signups.jsonl:4 newly valid (record 4)
                          old: invalid
                            nickname: Nickname must be at most 4 characters long. (maxLength, tooLong, max: 4, unit: "characters")
                          new: valid
                        signups.jsonl:5 unreadable (record 5)
                          unexpected end of input, expected a value
                        signups.jsonl:7 newly invalid (record 7)
                          old: valid
                          new: invalid
                            age: Age must be at least 18. (min, tooSmall, min: 18)
                        7 records: 2 newly invalid, 1 newly valid, 1 with changed errors, 2 unchanged (1 unreadable)
                        """))
    }

    @Test func jsonWritesALinePerChangedRecordThenTheSummary() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "new", "--format", "json", "signups.jsonl"], in: root)
        let name3 =
            #"{"attribute":"name","rule":"minLength","message":"Name must be at least 3 characters long.","#
            + #""key":"tooShort","severity":"error","params":{"min":3,"unit":"characters"},"value":"#
        let name5 =
            #"{"attribute":"name","rule":"minLength","message":"Name must be at least 5 characters long.","#
            + #""key":"tooShort","severity":"error","params":{"min":5,"unit":"characters"},"value":"#
        let failed = #"{"valid":false,"strategy":"rules","reason":"#
        #expect(
            run
                == .expect(
                    1,
                    stdout: #"""
                        {"index":0,"file":"signups.jsonl","line":1,"change":"newlyInvalid",\#
                        "old":{"valid":true,"strategy":"default","errors":[]},\#
                        "new":\#(failed)"1 rule failed","errors":[\#(name5)"Ann"}]}}
                        {"index":2,"file":"signups.jsonl","line":3,"change":"errorsChanged",\#
                        "old":\#(failed)"2 rules failed","errors":[\#(name3)"Al"},\#
                        {"attribute":"email","rule":"email","message":"Email is not an email address.",\#
                        "key":"notEmail","severity":"error","params":{"idn":false,"reason":"domain","requireTLD":true},"value":"nope"}]},\#
                        "new":\#(failed)"2 rules failed","errors":[\#(name5)"Al"},\#
                        {"attribute":"email","rule":"email","message":"Email must be an email address.",\#
                        "key":"notEmail","severity":"error","params":{"idn":false,"reason":"domain","requireTLD":true},"value":"nope"}]}}
                        {"index":3,"file":"signups.jsonl","line":4,"change":"newlyValid",\#
                        "old":\#(failed)"1 rule failed","errors":[\#
                        {"attribute":"nickname","rule":"maxLength","message":"Nickname must be at most 4 characters long.",\#
                        "key":"tooLong","severity":"error","params":{"max":4,"unit":"characters"},"value":"Annie-B"}]},\#
                        "new":{"valid":true,"strategy":"default","errors":[]}}
                        {"index":4,"file":"signups.jsonl","line":5,"error":"unexpected end of input, expected a value"}
                        {"index":6,"file":"signups.jsonl","line":7,"change":"newlyInvalid",\#
                        "old":{"valid":true,"strategy":"default","errors":[]},\#
                        "new":\#(failed)"1 rule failed","errors":[\#
                        {"attribute":"age","rule":"min","message":"Age must be at least 18.",\#
                        "key":"tooSmall","severity":"error","params":{"min":18},"value":12}]}}
                        {"newlyInvalid":2,"newlyValid":1,"errorsChanged":1,"unchanged":2}
                        """#))
    }

    /// A file of generated records whose answers are worked out here, from what each rule set says,
    /// without `verdict`: every changed record is reported, under the right change, and counted.
    @Test func generatedRecordsAreReportedAndCountedAsWorkedOut() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let generated = GeneratedSignups(count: 600, seed: 45)
        try Data(generated.text.utf8).write(to: root.appendingPathComponent("generated.jsonl"))

        let json = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "new", "--format", "json", "--jobs", "2", "generated.jsonl"],
            in: root)
        #expect(json.status == 1)
        #expect(json.stderr == "")
        var lines = json.stdout.split(separator: "\n").map { Data($0.utf8) }
        let last = try #require(lines.last)
        lines.removeLast()
        let summary = try #require(try JSONSerialization.jsonObject(with: last) as? [String: Int])
        #expect(summary == generated.expectedCounts)
        // Every kind of change occurs, so that a diff that miscounted one would be caught.
        #expect(summary.count == 4 && summary.values.allSatisfy { $0 > 0 }, "\(summary)")
        var reported: [Int: String] = [:]
        var unreadable: [Int] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: line) as? [String: Any])
            let number = try #require(object["line"] as? Int)
            if object["error"] != nil {
                unreadable.append(number)
                continue
            }
            reported[number] = object["change"] as? String
            let old = try #require(object["old"] as? [String: Any])
            let new = try #require(object["new"] as? [String: Any])
            let record = try #require(generated.records[number])
            #expect(old["valid"] as? Bool == record.oldFailures.isEmpty, "line \(number)")
            #expect(new["valid"] as? Bool == record.newFailures.isEmpty, "line \(number)")
            #expect(Self.attributes(of: old) == record.oldFailures.map(\.attribute).sorted(), "line \(number)")
            #expect(Self.attributes(of: new) == record.newFailures.map(\.attribute).sorted(), "line \(number)")
        }
        #expect(reported == generated.expectedChanges)
        #expect(unreadable == generated.unreadableLines)

        let text = try VerdictProcess.run(["diff", "--rules", "old", "--against", "new", "generated.jsonl"], in: root)
        #expect(text.status == 1)
        let counts = generated.expectedCounts
        #expect(
            text.stdout.split(separator: "\n").last
                == """
                \(generated.records.count + generated.unreadableLines.count) records: \
                \(counts["newlyInvalid"] ?? -1) newly invalid, \(counts["newlyValid"] ?? -1) newly valid, \
                \(counts["errorsChanged"] ?? -1) with changed errors, \(counts["unchanged"] ?? -1) unchanged \
                (\(generated.unreadableLines.count) unreadable)
                """)
        let headers = text.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") }.dropLast()
        #expect(headers.count == generated.expectedChanges.count + generated.unreadableLines.count)
    }

    /// The same rules on both sides change nothing: exit 0, every record unchanged — also from
    /// standard input.
    @Test func identicalSidesExitZero() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try VerdictProcess.run(["diff", "--rules", "new", "--against", "new", "signups.jsonl"], in: root)
        #expect(
            text
                == .expect(
                    0,
                    stdout: """
                        signups.jsonl:5 unreadable (record 5)
                          unexpected end of input, expected a value
                        7 records: 0 newly invalid, 0 newly valid, 0 with changed errors, 6 unchanged (1 unreadable)
                        """))
        let json = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "old", "--format", "json", "-"], in: root,
            stdin: Data(Self.records.utf8))
        #expect(
            json
                == .expect(
                    0,
                    stdout: """
                        {"index":4,"file":"<stdin>","line":5,"error":"unexpected end of input, expected a value"}
                        {"newlyInvalid":0,"newlyValid":0,"errorsChanged":0,"unchanged":6}
                        """))
    }

    /// A bundle of the new rules answers as their directory does; a bundle against the directory it
    /// was built from changes nothing.
    @Test func aBundleSideAnswersAsItsDirectory() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let build = try VerdictProcess.run(["bundle", "build", "--rules", "new", "--output", "new.tar.gz"], in: root)
        #expect(build.status == 0, "\(build)")

        let fromDirectory = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "new", "signups.jsonl"], in: root)
        let fromBundle = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "new.tar.gz", "signups.jsonl"], in: root)
        #expect(fromDirectory.status == 1)
        #expect(fromBundle == fromDirectory)

        let same = try VerdictProcess.run(
            ["diff", "--rules", "new.tar.gz", "--against", "new", "--format", "json", "signups.jsonl"], in: root)
        #expect(
            same
                == .expect(
                    0,
                    stdout: """
                        {"index":4,"file":"signups.jsonl","line":5,"error":"unexpected end of input, expected a value"}
                        {"newlyInvalid":0,"newlyValid":0,"errorsChanged":0,"unchanged":6}
                        """))
    }

    /// A side that does not load exits 2 with the words of `verdict validate`, and nothing on
    /// standard output.
    @Test(arguments: [
        (["--rules", "old", "--against", "broken"], ["--rules", "broken"]),
        (["--rules", "missing", "--against", "new"], ["--rules", "missing"]),
        (["--rules", "old", "--against", "junk.tar.gz"], ["--bundle", "junk.tar.gz"]),
    ])
    func aSideThatDoesNotLoadExitsTwoAsValidateDoes(diff: [String], validate: [String]) throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("return { model = \"Signup\", rules = {\n".utf8).write(
            to: try Self.rulesDirectory("broken", in: root).appendingPathComponent("signup.lua"))
        try Data("not a bundle\n".utf8).write(to: root.appendingPathComponent("junk.tar.gz"))
        let run = try VerdictProcess.run(["diff"] + diff + ["signups.jsonl"], in: root)
        let validated = try VerdictProcess.run(["validate"] + validate + ["signups.jsonl"], in: root)
        #expect(validated.status == 2)
        #expect(!validated.stderr.isEmpty)
        #expect(run == .expect(2, stderr: validated.stderr.trimmingCharacters(in: .newlines)))
    }

    @Test func aModelTheNewRulesLackExitsTwoNamingThem() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"return { model = "Account", rules = { { "name", "required" } } }"#.utf8).write(
            to: try Self.rulesDirectory("other", in: root).appendingPathComponent("account.lua"))
        let run = try VerdictProcess.run(["diff", "--rules", "old", "--against", "other", "signups.jsonl"], in: root)
        #expect(run == .expect(2, stderr: "verdict: unknown model 'Signup' in other (models: Account)"))
    }

    /// An input that cannot be read is named and makes the run exit 2; the others are still compared.
    @Test func anUnreadableInputExitsTwoAndTheOthersAreCompared() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "new", "--format", "json", "missing.jsonl", "signups.jsonl"],
            in: root)
        #expect(run.status == 2)
        #expect(run.stderr == "verdict: cannot read 'missing.jsonl': No such file or directory\n")
        #expect(run.stdout.hasSuffix(#"{"newlyInvalid":2,"newlyValid":1,"errorsChanged":1,"unchanged":2}"# + "\n"))
    }

    @Test func publicKeyWithoutABundleSideIsAUsageError() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try VerdictProcess.run(
            ["diff", "--rules", "old", "--against", "new", "--public-key", "key.pem", "signups.jsonl"], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").first == "Error: --public-key checks a bundle: neither side is one")
    }

    /// The attributes of an answer's errors, sorted.
    private static func attributes(of answer: [String: Any]) -> [String] {
        ((answer["errors"] as? [[String: Any]]) ?? []).compactMap { $0["attribute"] as? String }.sorted()
    }

    /// A fresh folder with `old/` and `new/` rules and `signups.jsonl`.
    private static func folder() throws -> URL {
        let root = try Fixtures.temporaryFolder()
        try Data(oldRules.utf8).write(to: try rulesDirectory("old", in: root).appendingPathComponent("signup.lua"))
        try Data(newRules.utf8).write(to: try rulesDirectory("new", in: root).appendingPathComponent("signup.lua"))
        try Data(records.utf8).write(to: root.appendingPathComponent("signups.jsonl"))
        return root
    }

    private static func rulesDirectory(_ name: String, in root: URL) throws -> URL {
        let directory = root.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
