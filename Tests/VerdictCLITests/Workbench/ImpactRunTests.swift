import Foundation
import Testing
import Verdict
import VerdictLua

@testable import VerdictCLI

/// An Impact run keeps the first records of each kind and counts the rest, and stops at its
/// deadline however long the draft's rules run.
@Suite struct ImpactRunTests {
    /// `Note` with titles of at most `maximum` characters, and `extra` rules.
    static func note(maximum: Int, extra: String = "") -> String {
        """
        return { model = "Note", rules = {
          { "title", "maxLength", \(maximum) },
          \(extra)
        } }
        """
    }

    @Test func theListsAreCappedAndTheRestCounted() throws {
        let old = try Self.engine(Self.note(maximum: 10))
        let new = try Self.engine(Self.note(maximum: 3))
        let lines = String(repeating: #"{"title": "Short"}"# + "\n", count: 5) + String(repeating: "{\n", count: 3)
        let run = ImpactRun(
            old: Self.evaluator(old), new: Self.evaluator(new),
            sample: .upload(name: "notes.jsonl", bytes: Array(lines.utf8), format: nil), limit: 2,
            deadline: .now + .seconds(60), remoteRulesNotSent: false)
        #expect(run.summary.records == 8)
        #expect(run.summary[.newlyInvalid] == 5)
        #expect(run.changes.map(\.location.description) == ["notes.jsonl:1", "notes.jsonl:2"])
        #expect(run.changesLeftOut == 3)
        #expect(run.summary.unreadableRecords == 3)
        #expect(run.unreadable.map(\.location.description) == ["notes.jsonl:6", "notes.jsonl:7"])
        #expect(run.unreadableLeftOut == 1)
        #expect(!run.summary.stoppedAtDeadline)
    }

    /// A draft whose rule never ends, over many records: the run ends at its deadline (the Lua
    /// call running then stopped at once, not at its own time limit) and reports no answer the
    /// deadline cut short.
    @Test(.timeLimit(.minutes(1))) func theDeadlineStopsARunOfEndlessRules() throws {
        let old = try Self.engine(Self.note(maximum: 10))
        let new = try Self.engine(
            Self.note(maximum: 10, extra: #"{ "title", function(v) while true do end end },"#))
        let lines = String(repeating: #"{"title": "Short"}"# + "\n", count: 500)
        let deadline = ContinuousClock.now + .seconds(1)
        let run = ImpactRun(
            old: Self.evaluator(old, deadline: deadline), new: Self.evaluator(new, deadline: deadline),
            sample: .upload(name: "notes.jsonl", bytes: Array(lines.utf8), format: .jsonl), limit: 200,
            deadline: deadline, remoteRulesNotSent: false)
        #expect(ContinuousClock.now - deadline < .seconds(2))
        #expect(run.summary.stoppedAtDeadline)
        #expect(run.summary.records < 500)
        let fields = Dictionary(uniqueKeysWithValues: run.fields)
        #expect(fields["stoppedAtDeadline"] == .bool(true))
    }

    // MARK: Support

    /// An engine over a folder holding `source` as `note.lua`.
    private static func engine(_ source: String) throws -> RuleEngine {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-impact-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(source.utf8).write(to: folder.appendingPathComponent("note.lua"))
        return try RuleEngine(directory: folder)
    }

    /// What validates `Note` records with `engine`, until `deadline`.
    private static func evaluator(_ engine: RuleEngine, deadline: ContinuousClock.Instant? = nil) -> RecordEvaluator {
        RecordEvaluator(
            engine: engine, model: "Note", scenario: nil, options: EvaluationOptions(deadline: deadline))
    }
}
