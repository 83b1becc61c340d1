import Foundation
import Verdict

@testable import VerdictLua

/// One hostile rule file of `Hostile/Scripts`, and what running it through an engine showed.
///
/// A script declares, in comments, when it must be stopped and why:
/// - `-- expect: load` (a ``RuleFileIssue`` when the directory is reloaded) or
///   `-- expect: validate` (its model `Hostile` loads; validating a record fails);
/// - `-- message: TEXT` the error must contain (alternatives separated by ` | `);
/// - a `-- @error` comment on the line the error must name.
///
/// A script that gets hold of a forbidden capability raises an error containing `ESCAPED`:
/// such a message fails the run whatever else happened.
struct HostileScript: CustomStringConvertible, Sendable {
    enum Stage: String, Sendable { case load, validate }

    let name: String
    let source: String
    let stage: Stage
    let messages: [String]
    let line: Int

    var description: String { name }

    /// The record every `validate` script's model is given.
    static let record: Value = ["x": "payload", "y": "present", "name": "Ann"]

    /// A well-behaved model, with a Lua rule, validated after every hostile one.
    static let good = """
        return {
          model = "Good",
          rules = {
            { "name", "required" },
            { "name", function(value) return #value >= 2, "is too short." end },
          },
        }
        """

    /// The folder of the scripts, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scripts")

    /// The names of the `*.lua` files in ``folder``, sorted; only those containing
    /// `$VERDICT_HOSTILE` when it is set (to run one script while working on it).
    static let fileNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let only = ProcessInfo.processInfo.environment["VERDICT_HOSTILE"] ?? ""
        return names.filter { $0.hasSuffix(".lua") && (only.isEmpty || $0.contains(only)) }.sorted()
    }()

    /// Every script in `Hostile/Scripts` that declares its expectation, sorted by name.
    static let all: [HostileScript] = {
        fileNames.compactMap { name in
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                return nil
            }
            return HostileScript(name: name, source: String(decoding: data, as: UTF8.self))
        }
    }()

    init?(name: String, source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        func header(_ key: String) -> String? {
            lines.first { $0.hasPrefix("-- \(key): ") }.map { String($0.dropFirst(key.count + 5)) }
        }
        guard let stage = header("expect").flatMap(Stage.init(rawValue:)), let message = header("message"),
            let index = lines.firstIndex(where: { $0.hasSuffix("-- @error") })
        else { return nil }
        self.name = name
        self.source = source
        self.stage = stage
        self.messages = message.components(separatedBy: " | ")
        self.line = index + 1
    }

    /// What running a script showed.
    struct Outcome: Sendable {
        /// Every error text seen: load issues and the record's messages.
        var errors: [String] = []
        /// Why the script was not contained as declared; empty when it was.
        var problems: [String] = []
        var isContained: Bool { problems.isEmpty }
    }

    /// The messages a script may end with under `limits`: in deadline mode, where instructions
    /// are not counted, a script that runs out of instructions runs out of time instead.
    func expectedMessages(under limits: LuaLimits) -> [String] {
        guard !limits.countsInstructions, messages.contains(where: { $0.contains("instruction budget") }) else {
            return messages
        }
        return messages + ["time limit of \(limits.timeLimit ?? .zero) exceeded"]
    }

    /// How long one validation of a script may take: its time limit, and a wide margin for a busy
    /// machine (a containment bound, not a speed measurement).
    static func longestValidation(under limits: LuaLimits) -> Duration {
        (limits.timeLimit ?? .seconds(10)) * 2 + .seconds(5)
    }

    /// Serves a good model, reloads with the script added, validates, and checks the engine still
    /// serves the good model.
    func run(limits: LuaLimits = .testing) -> Outcome {
        var outcome = Outcome()
        let messages = expectedMessages(under: limits)
        do {
            let directory = try RuleDirectory(["good.lua": Self.good])
            let engine = try directory.engine(limits: limits)
            try directory.write(name, source)
            let place = "\(directory.path(name)):\(line)"
            let failure = engine.reload()
            outcome.errors += failure?.issues.map(\.description) ?? []
            switch (stage, failure) {
            case (.load, nil):
                outcome.problems.append("loaded, but should have been refused")
            case (.load, let failure?):
                if engine.version != 1 { outcome.problems.append("a failed reload changed the version") }
                if !failure.issues.contains(where: { matches($0.description, place: place, messages) }) {
                    outcome.problems.append("no issue at \(place)\(messages.joined(separator: " | "))")
                }
            case (.validate, let failure?):
                outcome.problems.append("refused at load time: \(failure)")
            case (.validate, nil):
                for _ in 0..<2 {  // twice: the runtime that ran it must still be sound
                    let started = ContinuousClock.now
                    let verdict = try engine.validate(Self.record, model: "Hostile", options: .testing)
                    let elapsed = ContinuousClock.now - started
                    if elapsed > Self.longestValidation(under: limits) {
                        outcome.problems.append("stopped only after \(elapsed)")
                    }
                    let texts = verdict.errors.map(\.message)
                    outcome.errors += texts
                    if verdict.isValid { outcome.problems.append("the record passed") }
                    if !texts.contains(where: { matches($0, place: place, messages) }) {
                        outcome.problems.append("no error at \(place)\(messages.joined(separator: " | ")): \(texts)")
                    }
                }
            }
            if engine.idleStackTops.contains(where: { $0 != 0 }) {
                outcome.problems.append("a Lua stack was left unbalanced: \(engine.idleStackTops)")
            }
            let good = try engine.validate(["name": "Ann"], model: "Good", options: .testing)
            if !good.isValid { outcome.problems.append("the good model failed afterwards: \(good.errors)") }
            let short = try engine.messages(["name": "A"], model: "Good")
            if short != ["Name is too short."] { outcome.problems.append("the good model answered \(short)") }
        } catch {
            outcome.problems.append("unexpected error: \(error)")
        }
        if outcome.errors.contains(where: { $0.contains("ESCAPED") }) {
            outcome.problems.append("ESCAPED: \(outcome.errors.filter { $0.contains("ESCAPED") })")
        }
        return outcome
    }

    /// Whether `text` names `place` (`FILE:LINE: …`, or `… from FILE:LINE)` in a cut message)
    /// and one of the expected messages.
    private func matches(_ text: String, place: String, _ messages: [String]) -> Bool {
        (text.contains(place + ": ") || text.contains(place + ")")) && messages.contains { text.contains($0) }
    }
}

/// Tried / contained over every hostile script, for the test log and `make stress`.
struct HostileSummary: CustomStringConvertible {
    var tried = 0
    var contained = 0
    var failures: [String] = []

    /// Runs every script under each of `limits`.
    static func run(
        _ scripts: [HostileScript] = HostileScript.all, limits: [LuaLimits] = [.testing, .testingDeadline]
    ) -> HostileSummary {
        var summary = HostileSummary()
        for script in scripts {
            for limits in limits {
                let outcome = script.run(limits: limits)
                summary.tried += 1
                if outcome.isContained {
                    summary.contained += 1
                } else {
                    let mode = limits.countsInstructions ? "exact" : "deadline"
                    summary.failures.append("\(script.name) (\(mode)): \(outcome.problems.joined(separator: "; "))")
                }
            }
        }
        return summary
    }

    var description: String { "hostile scripts: \(tried) tried / \(contained) contained (each in both modes)" }
}
