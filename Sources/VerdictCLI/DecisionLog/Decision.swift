import Foundation
import Verdict

/// One decision as the decision log records it: what was asked, with which rules, and what was
/// answered — written as one JSON object:
///
/// ```json
/// {"id": "4f0c…", "time": "2026-11-28T00:40:00.123Z", "model": "User", "scenario": "default",
///  "revision": "r42", "verdict": "invalid", "strategy": "rules",
///  "errors": [{"attribute": "username", "rule": "minLength", "key": "tooShort", "severity": "error"}],
///  "durationMs": 0.412, "input": {"username": "ab"}, "source": "signups.csv:3"}
/// ```
/// `input` is the record without the attributes its model lists in `secrets` (removed, not
/// masked); errors carry no message and no value, so no secret reaches the log. `source` is the
/// record's file and line for `verdict validate`, absent for `verdict serve`.
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

    private static let writer = JSONWriter(sortsKeys: true)

    /// Appends the decision's JSON object to `bytes`.
    func write(into bytes: inout [UInt8]) {
        let errors = verdict.errors.map { error -> Value in
            .object([
                "attribute": .string(error.attribute), "rule": .string(error.rule),
                "key": .string(error.key.rawValue), "severity": .string("error"),
            ])
        }
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
        var fields: [(String, Value)] = [
            ("id", .string(id.uuidString.lowercased())), ("time", .string(Self.timestamp(time))),
            ("model", .string(model)), ("scenario", .string(scenario)), ("revision", .string(revision)),
            ("verdict", .string(verdict.isValid ? "valid" : "invalid")),
            ("strategy", verdict.strategy.map(Value.string) ?? .null), ("errors", .array(errors)),
            ("durationMs", .double((milliseconds * 1000).rounded() / 1000)), ("input", input),
        ]
        if let source { fields.append(("source", .string(source))) }
        Self.writer.writeObject(fields, into: &bytes)
    }

    /// An RFC 3339 time in UTC with milliseconds (`2026-11-28T00:40:00.123Z`), from the C
    /// library's calendar: Foundation's ISO 8601 style costs about 20,000 instructions a call,
    /// more than the rest of a decision.
    private static func timestamp(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        var seconds = time_t(milliseconds / 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = milliseconds % 1000
        let millis = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):"
            + "\(two(parts.tm_min)):\(two(parts.tm_sec)).\(millis)Z"
    }
}
