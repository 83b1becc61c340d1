import Foundation
import Testing

/// `--format text|json|jsonl`: whole outputs, and every JSON output parses.
@Suite struct ValidateFormatTests {
    static let badLineResults = [
        #"{"index":0,"file":"data/bad-line.jsonl","line":1,"valid":true,"strategy":"default","errors":[]}"#,
        #"{"index":1,"file":"data/bad-line.jsonl","line":2,"valid":true,"strategy":"default","errors":[]}"#,
        #"{"index":2,"file":"data/bad-line.jsonl","line":3,"valid":false,"error":"expected a string key, found '}'","errors":[]}"#,
        #"{"index":3,"file":"data/bad-line.jsonl","line":4,"valid":false,"strategy":"rules","reason":"1 rule failed","errors":[{"attribute":"name","rule":"minLength","message":"Name must be at least 2 characters long.","key":"tooShort","severity":"error","params":{"min":2,"unit":"characters"},"value":"D"}]}"#,
        #"{"index":4,"file":"data/bad-line.jsonl","line":5,"valid":true,"strategy":"default","errors":[]}"#,
    ]

    @Test func textIsTheDefault() throws {
        let text = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "text", "data/bad-line.jsonl"])
        let plain = try VerdictProcess.run(["validate", "--rules", "rules/person", "data/bad-line.jsonl"])
        #expect(text == plain)
        #expect(text.status == 1)
    }

    @Test func jsonIsOneDocument() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "json", "data/bad-line.jsonl"])
        let expected = """
            {"results":[
            \(Self.badLineResults.joined(separator: ",\n"))
            ],"valid":false,"records":5,"invalid":2}
            """
        #expect(run == .expect(1, stdout: expected))
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(document?["records"] as? Int == 5)
        #expect((document?["results"] as? [Any])?.count == 5)
    }

    /// Strings with quotes, backslashes and control characters — a message, a strategy's name,
    /// a file name — are escaped, so every line is still JSON; other text is written as UTF-8.
    @Test func jsonlEscapesWhatJSONMust() throws {
        let root = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = root.appendingPathComponent("rules")
        try FileManager.default.createDirectory(at: rules, withIntermediateDirectories: true)
        let model = #"""
            return {
              model = "Odd",
              rules = { { "a", function(v) return false, 'says "hi"\\ \n\t\1 — é' end } },
            }
            """#
        try Data(model.utf8).write(to: rules.appendingPathComponent("odd.lua"))
        try Data(#"{"a": 1}"#.utf8).write(to: root.appendingPathComponent(#"q"uote.jsonl"#))
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules", "--format", "jsonl", #"q"uote.jsonl"#], in: root)
        let expected =
            #"{"index":0,"file":"q\"uote.jsonl","line":1,"valid":false,"strategy":"rules","reason":"1 rule failed","#
            + #""errors":[{"attribute":"a","rule":"lua","message":"A says \"hi\"\\ \n\t\u0001 — é","key":"invalid","severity":"error","#
            + #""params":{},"value":1}]}"#
        #expect(run == .expect(1, stdout: expected))
        let result = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(result?["file"] as? String == #"q"uote.jsonl"#)
    }

    @Test func jsonOfAllValidRecordsIsValid() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "json", "data/person.json"])
        let expected = """
            {"results":[
            {"index":0,"file":"data/person.json","line":1,"valid":true,"strategy":"default","errors":[]}
            ],"valid":true,"records":1,"invalid":0}
            """
        #expect(run == .expect(0, stdout: expected))
    }

    @Test func jsonWithNoRecordsIsStillADocument() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "json", "-"], stdin: Data())
        #expect(run == .expect(0, stdout: "{\"results\":[\n],\"valid\":true,\"records\":0,\"invalid\":0}"))
        #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil)
    }

    /// An input that cannot be read makes the document invalid even with no invalid record.
    @Test func jsonWithAnUnreadableInputIsNotValid() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "json", "data/missing.json"])
        #expect(
            run
                == .expect(
                    2, stdout: "{\"results\":[\n],\"valid\":false,\"records\":0,\"invalid\":0}",
                    stderr: "verdict: cannot read 'data/missing.json': No such file or directory"))
    }

    /// One result per line, across files, with each file's own record index; no summary line.
    @Test func jsonLinesIsOneResultPerLine() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "jsonl", "data/people.json", "data/bad-line.jsonl"])
        let people = [
            #"{"index":0,"file":"data/people.json","line":2,"valid":true,"strategy":"default","errors":[]}"#,
            #"{"index":1,"file":"data/people.json","line":3,"valid":false,"strategy":"rules","reason":"3 rules failed","errors":[{"attribute":"name","rule":"minLength","message":"Name must be at least 2 characters long.","key":"tooShort","severity":"error","params":{"min":2,"unit":"characters"},"value":"B"},{"attribute":"age","rule":"min","message":"Age must be an adult.","key":"tooSmall","severity":"error","params":{"min":18},"value":17},{"attribute":"email","rule":"email","message":"Email must be an email address such as name@example.com.","key":"notEmail","severity":"error","params":{"idn":false,"reason":"domain","requireTLD":true},"value":"bo@example"}]}"#,
            #"{"index":2,"file":"data/people.json","line":4,"valid":false,"strategy":"rules","reason":"1 rule failed","errors":[{"attribute":"zip","rule":"regex","message":"Postal code must match the pattern [0-9]{5}.","key":"wrongRegex","severity":"error","params":{"pattern":"[0-9]{5}"},"value":"1234"}]}"#,
        ]
        #expect(run == .expect(1, stdout: (people + Self.badLineResults).joined(separator: "\n")))
        for line in run.stdout.split(separator: "\n") {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any])
        }
    }

    @Test func unknownFormatIsAUsageError() throws {
        let run = try VerdictProcess.run(
            ["validate", "--rules", "rules/person", "--format", "xml", "data/person.json"])
        #expect(
            run
                == .expect(
                    2,
                    stderr: """
                        Error: The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'jsonl'.
                        Help:  --format <format>  Output: text, json (one document) or jsonl (one result per line).
                        Usage: verdict validate [<options>] [<files> ...]
                          See 'verdict validate --help' for more information.
                        """))
    }
}
