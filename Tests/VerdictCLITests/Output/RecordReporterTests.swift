import Foundation
import Testing
import Verdict
import VerdictLua
import VerdictHTTP

@testable import VerdictCLI

/// The JSON reporter against results built apart with ``JSONWriter``: the same bytes, whatever
/// the files, strategies, reasons and parameters hold.
@Suite struct JSONReporterTests {
    /// What a JSON reporter writes for `outcomes`, handed over in batches of two.
    func reported(_ outcomes: [RecordOutcome], document: Bool, writesID: Bool = false) throws -> String {
        try writtenThroughConsole { console in
            let reporter = JSONReporter(console: console, document: document, writesID: writesID)
            for start in stride(from: 0, to: outcomes.count, by: 2) {
                reporter.report(Array(outcomes[start..<min(start + 2, outcomes.count)]))
            }
            var summary = RunSummary()
            summary.records = outcomes.count
            summary.invalid = outcomes.filter { !$0.isValid }.count
            reporter.finish(summary, failures: nil)
        }
    }

    /// One result as the reporter's documentation describes it, written by ``JSONWriter``.
    func expected(_ outcome: RecordOutcome, writesID: Bool = false) -> String {
        var fields: [(String, Value)] = [
            ("index", .int(outcome.location.index)), ("file", .string(outcome.location.file)),
            ("line", .int(outcome.location.line)),
        ]
        if writesID {
            var id = Value.null
            if case .carried(let carried) = outcome.result { id = carried.id ?? .null }
            fields.append(("id", id))
        }
        fields.append(("valid", .bool(outcome.isValid)))
        let verdict: RecordVerdict
        var cleaned: Value?
        var input: Value?
        switch outcome.result {
        case .validated(let validated): verdict = validated
        case .carried(let carried): (verdict, cleaned, input) = (carried.verdict, carried.cleaned, carried.input)
        case .unreadable(let reason):
            fields.append(("error", .string(reason)))
            fields.append(("errors", .array([])))
            var bytes: [UInt8] = []
            JSONWriter(sortsKeys: true).writeObject(fields, into: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        do {
            if let strategy = verdict.strategy { fields.append(("strategy", .string(strategy))) }
            if let reason = verdict.reason { fields.append(("reason", .string(reason))) }
            var errors: [UInt8] = [UInt8(ascii: "[")]
            for (n, error) in verdict.errors.enumerated() {
                if n > 0 { errors.append(UInt8(ascii: ",")) }
                JSONWriter(sortsKeys: true).writeObject(error.reportFields, into: &errors)
            }
            errors.append(UInt8(ascii: "]"))
            var bytes: [UInt8] = []
            JSONWriter(sortsKeys: true).writeObject(fields, into: &bytes)
            bytes.removeLast()  // the closing brace: the errors come before it
            var record: [UInt8] = []
            if let cleaned {
                record = Array(",\"cleaned\":".utf8)
                JSONWriter(sortsKeys: true).write(cleaned, into: &record)
            }
            if let input {
                record += Array(",\"input\":".utf8)
                JSONWriter(sortsKeys: true).write(input, into: &record)
            }
            return String(
                decoding: bytes + Array(",\"errors\":".utf8) + errors + record + [UInt8(ascii: "}")], as: UTF8.self)
        }
    }

    static func outcome(
        _ file: String, _ index: Int, strategy: String?, reason: String? = nil, errors: [ValidationError] = []
    ) -> RecordOutcome {
        let outcome = StrategyOutcome(errors.isEmpty ? .valid : .invalid, reason: reason, errors: errors)
        let verdict = RecordVerdict(strategy: strategy, outcome: outcome, version: 1)
        return RecordOutcome(location: RecordLocation(file: file, line: index + 1, index: index), verdict: verdict)
    }

    /// Files whose names need escapes, coming back in turn; more strategies than are kept escaped;
    /// reasons, messages and parameters with quotes, backslashes, control characters and
    /// non-ASCII text; an unreadable record; empty strings.
    static let outcomes: [RecordOutcome] = {
        let files = ["events.jsonl", #"dir/q"uote\in.jsonl"#, "", "Zoë/日本.jsonl"]
        let strategies: [String?] = ["rules", "default", nil, "s\"1", "s2", "s3", "s4", "s5", "s6", "s7", "s\\8", ""]
        let error = ValidationError(
            attribute: "title", rule: "minLength", key: "tooShort", message: "Title \"x\"\\ \n\t\u{1} — é",
            params: [
                "min": 6, "unit": "characters", "ratio": 0.5, "none": nil, "flag": true,
                "list": [1, "a\"b", [:]], "nested": ["z": 1, "a": ["y": "\u{1F}", "b": []]], "": -7,
            ])
        let plain = ValidationError(attribute: "", rule: "", key: "", message: "")
        var outcomes: [RecordOutcome] = []
        for n in 0..<40 {
            let file = files[(n / 3) % files.count]
            let strategy = strategies[n % strategies.count]
            if n % 7 == 5 {
                outcomes.append(
                    RecordOutcome(location: RecordLocation(file: file, line: n, index: n), unreadable: "bad \"line\"\n")
                )
            } else if n % 4 == 2 {
                // A valid record given back as its filters left it (`--emit cleaned`), with an id.
                let verdict = RecordVerdict(strategy: strategy, outcome: .valid, version: 1)
                let record: Value = ["name": "Zoë \"q\"\n", "n": .int(n), "tags": ["a", nil, 0.5], "": [:]]
                let id: Value? = n % 8 == 2 ? .string("o-\"\(n)\"") : nil
                outcomes.append(
                    RecordOutcome(
                        location: RecordLocation(file: file, line: n + 1, index: n),
                        carrying: CarriedRecord(verdict: verdict, id: id, cleaned: record)))
            } else if n % 5 == 3 {
                // An invalid record carried as read (`--emit input`), with a number for an id.
                let outcome = StrategyOutcome(.invalid, reason: "r", errors: [error])
                let verdict = RecordVerdict(strategy: strategy, outcome: outcome, version: 1)
                outcomes.append(
                    RecordOutcome(
                        location: RecordLocation(file: file, line: n + 1, index: n),
                        carrying: CarriedRecord(verdict: verdict, id: .int(n), input: ["é": [1, "\u{7}"]])))
            } else if n % 2 == 0 {
                outcomes.append(outcome(file, n, strategy: strategy))
            } else {
                outcomes.append(
                    outcome(
                        file, n, strategy: strategy, reason: "\(n) rules \"failed\"", errors: [error, plain, error]))
            }
        }
        return outcomes
    }()

    @Test func jsonLinesAreWhatTheWriterWrites() throws {
        let text = try reported(Self.outcomes, document: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = Self.outcomes.map { self.expected($0) } + [""]
        #expect(lines.count == expected.count)
        for (line, want) in zip(lines, expected) { #expect(line == want) }
    }

    /// With `--id`, every result has `"id"` after its line: the value carried, else `null`.
    @Test func jsonLinesWithIDsAreWhatTheWriterWrites() throws {
        let text = try reported(Self.outcomes, document: false, writesID: true)
        let expected = Self.outcomes.map { self.expected($0, writesID: true) }.joined(separator: "\n") + "\n"
        #expect(text == expected)
        #expect(text.contains(#""id":"o-\"2\"""#) && text.contains(#""id":3,"#) && text.contains(#""id":null"#))
    }

    @Test func jsonDocumentIsWhatTheWriterWrites() throws {
        let text = try reported(Self.outcomes, document: true)
        let invalid = Self.outcomes.filter { !$0.isValid }.count
        let expected =
            "{\"results\":[\n" + Self.outcomes.map { self.expected($0) }.joined(separator: ",\n")
            + "\n],\"valid\":false,\"records\":40,\"invalid\":\(invalid)}\n"
        #expect(text == expected)
        #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil)
    }
}
