import Foundation
import Verdict

/// One decision as the decision log records it: what was asked, with which rules, and what was
/// answered — written as one JSON object:
///
/// ```json
/// {"id": "4f0c…", "time": "2026-11-28T00:40:00.123Z", "model": "User", "scenario": "default",
///  "revision": "r42", "verdict": "invalid", "strategy": "rules",
///  "errors": [{"attribute": "username", "rule": "minLength", "key": "tooShort", "severity": "error"}],
///  "durationMs": 0.412, "source": "signups.csv:3", "input": {"username": "ab"}}
/// ```
/// `input` is the record without the attributes its model lists in `secrets` (removed, not
/// masked), its keys in no set order; errors carry no message and no value, so no secret reaches
/// the log. `source` is the record's file and line for `verdict validate`, absent for
/// `verdict serve`. A decision a candidate rule set answered differently (`verdict serve
/// --candidate`) has `candidate`: its `verdict`, `strategy` and `errors`. A record a dry run
/// answered valid that the rules would have refused (`mode = "dry-run"`, `--mode dry-run`) has
/// `"mode": "dry-run"` and `dryRun`: the refusal's `verdict`, `strategy` and `errors`.
struct Decision: Sendable {
    /// The decision's id, a random UUID.
    var id = UUID()
    /// When it was made.
    var time = Date()
    /// The model.
    var model: String
    /// The scenario.
    var scenario: String
    /// The revision of the rules that decided: the bundle's, else the rule set's own.
    var revision: String
    /// The verdict.
    var verdict: RecordVerdict
    /// How long it took.
    var duration: Duration
    /// The record, its secrets removed.
    var input: Value
    /// Where the record came from (`FILE:LINE`), for `verdict validate`.
    var source: String? = nil
    /// The candidate rule set's answer, when it disagreed (`verdict serve --candidate`).
    var candidate: RecordVerdict? = nil

    private static let writer = JSONWriter(sortsKeys: true)
    /// The input's keys in the order its object holds them: sorting them cost a third of writing a
    /// decision (about 8,000 instructions for a ten-field record).
    private static let inputWriter = JSONWriter(sortsKeys: false)

    /// Appends the decision's JSON object to `bytes`.
    func write(into bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"id":""#.utf8)
        Self.appendUUID(id, to: &bytes)
        bytes.append(contentsOf: #"","time":""#.utf8)
        Self.appendTimestamp(time, to: &bytes)
        bytes.append(contentsOf: #"","#.utf8)
        var fields: [(String, Value)] = [
            ("model", .string(model)), ("scenario", .string(scenario)), ("revision", .string(revision)),
            ("verdict", .string(verdict.isValid ? "valid" : "invalid")),
            ("strategy", verdict.strategy.map(Value.string) ?? .null), ("errors", .array(Self.errors(of: verdict))),
            ("durationMs", .double(milliseconds)),
        ]
        if let source { fields.append(("source", .string(source))) }
        if let refusal = verdict.dryRunRefusal {
            fields.append(("mode", .string(EnforcementMode.dryRun.rawValue)))
            fields.append(("dryRun", Self.answer(refusal)))
        }
        if let candidate { fields.append(("candidate", Self.answer(candidate))) }
        var rest: [UInt8] = []
        Self.writer.writeObject(fields, into: &rest)
        // The object's fields without its braces, then the input.
        bytes.append(contentsOf: rest.dropFirst().dropLast())
        bytes.append(contentsOf: #","input":"#.utf8)
        Self.inputWriter.write(input, into: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Another answer than the one given (a candidate's, a dry run's refusal): its `verdict`,
    /// `strategy` and `errors`.
    private static func answer(_ verdict: RecordVerdict) -> Value {
        .object([
            "verdict": .string(verdict.isValid ? "valid" : "invalid"),
            "strategy": verdict.strategy.map(Value.string) ?? .null,
            "errors": .array(errors(of: verdict)),
        ])
    }

    /// A verdict's errors: attribute, rule, key and severity; never a message or a value.
    private static func errors(of verdict: RecordVerdict) -> [Value] {
        verdict.errors.map { error in
            .object([
                "attribute": .string(error.attribute), "rule": .string(error.rule),
                "key": .string(error.key.rawValue), "severity": .string(error.severity.rawValue),
            ])
        }
    }

    /// The duration in milliseconds, to the microsecond.
    private var milliseconds: Double {
        let (seconds, attoseconds) = duration.components
        return ((Double(seconds) * 1e3 + Double(attoseconds) / 1e15) * 1000).rounded() / 1000
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The UUID in its lowercase text form, written byte by byte (Foundation's `uuidString` goes
    /// through `snprintf`, about 6,700 instructions).
    private static func appendUUID(_ id: UUID, to bytes: inout [UInt8]) {
        let parts = id.uuid
        let all = [
            parts.0, parts.1, parts.2, parts.3, parts.4, parts.5, parts.6, parts.7, parts.8, parts.9, parts.10,
            parts.11, parts.12, parts.13, parts.14, parts.15,
        ]
        for (index, byte) in all.enumerated() {
            if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    /// An RFC 3339 time in UTC with milliseconds (`2026-11-28T00:40:00.123Z`), from the C
    /// library's calendar and written digit by digit: Foundation's ISO 8601 style costs about
    /// 20,000 instructions a call, string interpolation about 5,000.
    static func appendTimestamp(_ date: Date, to bytes: inout [UInt8]) {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func digits(_ value: Int, _ count: Int) {
            var divisor = 1
            for _ in 1..<count { divisor *= 10 }
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
                divisor /= 10
            }
        }
        digits(Int(parts.tm_year) + 1900, 4)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mon) + 1, 2)
        bytes.append(UInt8(ascii: "-"))
        digits(Int(parts.tm_mday), 2)
        bytes.append(UInt8(ascii: "T"))
        digits(Int(parts.tm_hour), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_min), 2)
        bytes.append(UInt8(ascii: ":"))
        digits(Int(parts.tm_sec), 2)
        bytes.append(UInt8(ascii: "."))
        digits(milliseconds % 1000, 3)
        bytes.append(UInt8(ascii: "Z"))
    }
}
