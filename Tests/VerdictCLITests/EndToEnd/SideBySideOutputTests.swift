import Foundation
import Testing

/// The side-by-side benchmark's output, pinned: 600 CalendarEvent records validated with the
/// built-in rules (the shipped `rules/calendar_event.lua`, which the benchmark reads too) and with
/// the same rules written in Lua.
///
/// The goldens (`expected/side-by-side-*`) pin today's answers — messages in the default English,
/// keys, parameters and the deciding strategy's reason included — so that a change to the fast
/// paths shows up here, and `--explain` must leave them byte for byte as they are when it is not
/// asked for.
@Suite struct SideBySideOutputTests {
    static let rules = ["builtin", "lua"]

    /// The options that choose each variant's rules: the shipped CalendarEvent model, read in place,
    /// or the fixture with every rule written in Lua.
    static func options(_ rules: String) -> [String] {
        rules == "builtin"
            ? ["--rules", Fixtures.shippedRules.path, "--model", "CalendarEvent"]
            : ["--rules", "rules/side-by-side-\(rules)"]
    }

    @Test(arguments: rules) func textIsUnchangedWithoutExplain(rules: String) throws {
        let run = try VerdictProcess.run(["validate"] + Self.options(rules) + ["data/side-by-side.jsonl"])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty)
        let expected = try String(decoding: Fixtures.data("expected/side-by-side-\(rules).txt"), as: UTF8.self)
        #expect(run.stdout == expected)
    }

    @Test(arguments: rules) func jsonLinesAreUnchangedWithoutExplain(rules: String) throws {
        let run = try VerdictProcess.run(
            ["validate"] + Self.options(rules) + ["--format", "jsonl", "data/side-by-side.jsonl"])
        #expect(run.status == 1)
        let expected = try String(decoding: Fixtures.data("expected/side-by-side-\(rules).jsonl"), as: UTF8.self)
        #expect(run.stdout == expected)
        #expect(!run.stdout.contains("explanation"))
    }

    /// The benchmark's own all-Lua rule file, which reads the library functions it calls into
    /// locals, answers as the pinned copy does, in text and in JSON Lines.
    @Test func theBenchmarksLuaRuleFileAnswersAsThePinnedOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let rules = root.appendingPathComponent("Benchmarks/side-by-side/rules-lua").path
        for (format, golden) in [("text", "txt"), ("jsonl", "jsonl")] {
            let run = try VerdictProcess.run([
                "validate", "--rules", rules, "--format", format, "data/side-by-side.jsonl",
            ])
            #expect(run.status == 1)
            #expect(run.stderr.isEmpty)
            let expected = try String(decoding: Fixtures.data("expected/side-by-side-lua.\(golden)"), as: UTF8.self)
            #expect(run.stdout == expected, "\(format)")
        }
    }

    /// The same records with `--explain`: every record explained, the verdicts themselves unchanged.
    @Test(arguments: rules) func explainAddsOnlyExplanations(rules: String) throws {
        let explained = try VerdictProcess.run(
            ["validate"] + Self.options(rules) + ["--explain", "data/side-by-side.jsonl"])
        let expected = try String(decoding: Fixtures.data("expected/side-by-side-\(rules).txt"), as: UTF8.self)
        #expect(explained.status == 1)
        let lines = explained.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0 == "  explanation:" }.count == 600)
        // Leaving out each record's explanation block gives the unexplained report.
        var kept: [Substring] = []
        var inExplanation = false
        for line in lines {
            if line == "  explanation:" {
                inExplanation = true
            } else if inExplanation, line.hasPrefix("    ") {
                continue
            } else {
                inExplanation = false
                kept.append(line)
            }
        }
        let validLines = kept.filter { $0.hasSuffix(")") && $0.contains(" valid (record ") }
        #expect(validLines.count == 600 - expected.split(separator: "\n").filter { $0.contains(" invalid (") }.count)
        let unexplained = kept.filter { !($0.hasSuffix(")") && $0.contains(" valid (record ")) }
        #expect(unexplained.joined(separator: "\n") == expected)
    }
}
