import Foundation
import Synchronization
import Testing
import Verdict
import VerdictTestSupport

@testable import VerdictLua

/// Rules directories that are mounted ConfigMaps or Secrets, updated as the kubelet's atomic writer
/// updates them (``AtomicWriterVolume``): one reload per swap of `..data`, none for the steps around
/// it, and never a rule set mixing two versions.
@Suite struct RuleSetFolderTests {
    /// A rule set whose answer names it twice: the model's limit in its rule file, the text in its
    /// German catalog. A rule set mixing two of them answers with one's text and the other's limit.
    static func ruleSet(_ name: String, maximum: Int) -> [String: String] {
        [
            "signup.lua": #"return { model = "Signup", rules = { { "code", "maxLength", \#(maximum) } } }"#,
            "locales/de.lua": #"return { messages = { tooLong = "set \#(name) allows {max}." } }"#,
        ]
    }

    static let setA = ruleSet("A", maximum: 3)
    static let setB = ruleSet("B", maximum: 4)
    /// ``setB`` with a second model, whose file is a key of its own.
    static let setBWithTask = setB.merging(["task.lua": #"return { model = "Task", rules = {} }"#]) { $1 }
    /// A record both sets refuse, each in its own words.
    static let record: Value = ["code": "XXXXX"]
    static let options = EvaluationOptions(now: referenceNow, locale: "de")

    /// The answers of ``setA`` and ``setB``, each read from an ordinary directory.
    struct Answers: Sendable {
        let a: [String]
        let b: [String]

        init() throws {
            a = try RuleDirectory(RuleSetFolderTests.setA).engine().messages(
                RuleSetFolderTests.record, model: "Signup", options: RuleSetFolderTests.options)
            b = try RuleDirectory(RuleSetFolderTests.setB).engine().messages(
                RuleSetFolderTests.record, model: "Signup", options: RuleSetFolderTests.options)
        }

        /// `A` or `B` for an answer of a whole set, else the answer itself.
        func set(answering engine: RuleEngine) -> String {
            do {
                let messages = try engine.validate(
                    RuleSetFolderTests.record, model: "Signup", options: RuleSetFolderTests.options
                ).errors.map(\.message)
                return messages == a ? "A" : messages == b ? "B" : "mixed: \(messages)"
            } catch {
                return "error: \(error)"
            }
        }
    }

    @Test func setsAnswerApartAndTheirMixesAnswerAsNeither() throws {
        let answers = try Answers()
        #expect(answers.a == ["set A allows 3."])
        #expect(answers.b == ["set B allows 4."])
        for mix in [
            ["signup.lua": Self.setA["signup.lua"], "locales/de.lua": Self.setB["locales/de.lua"]],
            ["signup.lua": Self.setB["signup.lua"], "locales/de.lua": Self.setA["locales/de.lua"]],
            ["signup.lua": Self.setA["signup.lua"]],
        ] {
            let engine = try RuleDirectory(mix.compactMapValues { $0 }).engine()
            #expect(answers.set(answering: engine).hasPrefix("mixed: "))
        }
    }

    /// The files are the current version's, named under the rules directory as given, and the
    /// revision is that of the same files in an ordinary directory.
    @Test func volumeIsReadFromTheFolderDataNames() throws {
        let volume = try AtomicWriterVolume(Self.setA)
        let engine = try RuleEngine(directory: volume.url, configuration: .init(limits: .testing))
        #expect(engine.models.map(\.file) == [RuleEngine.displayPrefix(of: volume.url) + "signup.lua"])
        #expect(engine.catalogFiles.map(\.file) == [RuleEngine.displayPrefix(of: volume.url) + "locales/de.lua"])
        #expect(try Answers().set(answering: engine) == "A")
        #expect(engine.revision == (try RuleDirectory(Self.setA).engine().revision))
        let report = RuleEngine.check(directory: volume.url, configuration: .init(limits: .testing))
        #expect(report.files == 1 && report.models == 1 && report.issues.isEmpty)
    }

    /// `rules -> /etc/verdict`, the volume: read through the link, named under it.
    @Test func rulesDirectoryThatIsALinkToAVolumeIsReadFromItsCurrentVersion() throws {
        let volume = try AtomicWriterVolume(Self.setA)
        let link = volume.url.deletingLastPathComponent().appendingPathComponent("rules-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: volume.url)
        defer { try? FileManager.default.removeItem(at: link) }
        let engine = try RuleEngine(directory: link, configuration: .init(limits: .testing))
        #expect(engine.models.map(\.file) == [RuleEngine.displayPrefix(of: link) + "signup.lua"])
        try volume.update(Self.setB)
        #expect(engine.reload() == nil)
        #expect(try Answers().set(answering: engine) == "B")
    }

    /// A `..data` that is a real folder, or a link to a path, is no version: the directory is read
    /// as it is.
    @Test func dataEntryThatIsNoLinkToANameLeavesTheDirectoryOrdinary() throws {
        let directory = try RuleDirectory(["signup.lua": Self.setA["signup.lua"] ?? ""])
        try directory.write("..data/task.lua", #"return { model = "Task", rules = {} }"#)
        #expect(try directory.engine().models.map(\.name) == ["Signup"])
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("..data"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("..data").path, withDestinationPath: "/nonexistent/..2026")
        #expect(try directory.engine().models.map(\.name) == ["Signup"])
    }

    /// An update is one reload, of the new files; deleting the old folder afterwards is none.
    @Test func updateIsOneReloadOfTheNewFiles() async throws {
        let answers = try Answers()
        let volume = try AtomicWriterVolume(Self.setA)
        let engine = try RuleEngine(directory: volume.url, configuration: .init(limits: .testing))
        let revisionA = engine.revision
        let outcomes = Outcomes()
        let watcher = engine.watch(every: .milliseconds(5)) { outcomes.append($0, answers.set(answering: engine)) }
        defer { watcher.cancel() }

        try volume.writeVersion(Self.setB)
        try volume.swap()
        try volume.linkKeys()
        #expect(await outcomes.wait(for: 1))
        #expect(outcomes.all == ["B"])
        #expect(engine.version == 2)
        #expect(engine.revision != revisionA)
        #expect(engine.revision == (try RuleDirectory(Self.setB).engine().revision))

        try volume.removeOldVersion()
        try await Task.sleep(for: .milliseconds(200))
        #expect(outcomes.all == ["B"])
        #expect(engine.version == 2)
    }

    /// Writing the new folder and linking `..data_tmp` to it are no change; the swap is one, with
    /// a new key's file loaded before its link at the top exists; removing a key's link is part of
    /// the next swap's change.
    @Test func stepsBeforeTheSwapAreNoChange() async throws {
        let answers = try Answers()
        let volume = try AtomicWriterVolume(Self.setA)
        let engine = try RuleEngine(directory: volume.url, configuration: .init(limits: .testing))
        let outcomes = Outcomes()
        let watcher = engine.watch(every: .milliseconds(5)) { outcomes.append($0, answers.set(answering: engine)) }
        defer { watcher.cancel() }

        try volume.writeVersion(Self.setBWithTask)
        try await Task.sleep(for: .milliseconds(200))
        #expect(outcomes.all.isEmpty)
        #expect(engine.version == 1)
        #expect(answers.set(answering: engine) == "A")

        try volume.swap()
        #expect(await outcomes.wait(for: 1))
        #expect(engine.models.map(\.name) == ["Signup", "Task"])
        try volume.linkKeys()
        try volume.removeOldVersion()
        try await Task.sleep(for: .milliseconds(100))

        try volume.update(Self.setA)
        #expect(await outcomes.wait(for: 2))
        try await Task.sleep(for: .milliseconds(100))
        #expect(outcomes.all == ["B", "A"])
        #expect(engine.models.map(\.name) == ["Signup"])
        #expect(engine.version == 3)
    }

    /// A broken update is refused at the user's names of its files, never the version's folder,
    /// and the last good set keeps answering.
    @Test func brokenUpdateIsNamedUnderTheRulesDirectory() async throws {
        let answers = try Answers()
        let volume = try AtomicWriterVolume(Self.setA)
        let engine = try RuleEngine(directory: volume.url, configuration: .init(limits: .testing))
        let outcomes = Outcomes()
        let watcher = engine.watch(every: .milliseconds(5)) { outcomes.append($0, answers.set(answering: engine)) }
        defer { watcher.cancel() }
        let broken = "return {\n  model = \"Signup\"\n  rules = {},\n}\n"
        try volume.update(Self.setB.merging(["signup.lua": broken]) { $1 })
        #expect(await outcomes.wait(for: 1))
        let path = RuleEngine.displayPrefix(of: volume.url) + "signup.lua"
        #expect(outcomes.all == ["\(path):3: '}' expected (to close '{' at line 1) near 'rules'"])
        #expect(engine.version == 1)
        #expect(answers.set(answering: engine) == "A")
    }

    /// 100 updates alternating between two rule sets that differ in two files, while tasks
    /// validate: each update is exactly one reload, of the set just swapped in, and every answer
    /// is a whole set's.
    @Test func hundredSwapsUnderLoadAreOneReloadEachOfAWholeSet() async throws {
        let answers = try Answers()
        let volume = try AtomicWriterVolume(Self.setA)
        let engine = try RuleEngine(directory: volume.url, configuration: .init(limits: .testing))
        let outcomes = Outcomes()
        let watcher = engine.watch(every: .milliseconds(5)) { outcomes.append($0, answers.set(answering: engine)) }
        defer { watcher.cancel() }
        let done = Stop()

        let tallies = try await withThrowingTaskGroup(of: [String: Int].self) { group in
            for _ in 0..<3 {
                group.addTask { await Self.validateUntil(done, engine: engine, answers: answers) }
            }
            defer { done.set() }
            for swap in 1...100 {
                try volume.update(swap.isMultiple(of: 2) ? Self.setA : Self.setB)
                try #require(await outcomes.wait(for: swap), "swap \(swap) was not reloaded")
            }
            done.set()
            return try await group.reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) }
        }

        try await Task.sleep(for: .milliseconds(50))
        #expect(outcomes.all == (1...100).map { $0.isMultiple(of: 2) ? "A" : "B" })
        #expect(engine.version == 101)
        #expect(Set(tallies.keys) == ["A", "B"], "answers: \(tallies)")
    }

    /// Reloads called back to back while updates come every few milliseconds, so that loads
    /// overlap swaps and the deletion of old folders: a load that saw `..data` switched starts
    /// over, and every answer is a whole set's.
    @Test func reloadsDuringSwapsNeverMixTwoVersions() async throws {
        let answers = try Answers()
        let volume = try AtomicWriterVolume(Self.setA)
        let engine = try RuleEngine(directory: volume.url, configuration: .init(limits: .testing))
        let outcomes = Outcomes()
        let done = Stop()

        let tallies = try await withThrowingTaskGroup(of: [String: Int].self) { group in
            for _ in 0..<3 {
                group.addTask { await Self.validateUntil(done, engine: engine, answers: answers) }
            }
            group.addTask {
                repeat {
                    let failure = engine.reload()
                    outcomes.append(failure, "loaded")
                    await Task.yield()
                } while !done.isSet
                return [:]
            }
            defer { done.set() }
            for swap in 1...100 {
                try volume.update(swap.isMultiple(of: 2) ? Self.setA : Self.setB)
                try await Task.sleep(for: .milliseconds(2))
            }
            done.set()
            return try await group.reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) }
        }

        let place = RuleEngine.displayName(of: volume.url, in: volume.url)
        let refused = "\(place): its ..data link was switched during 3 loads in a row"
        #expect(outcomes.all.allSatisfy { $0 == "loaded" || $0 == refused }, "\(Set(outcomes.all))")
        #expect(outcomes.all.contains("loaded"))
        #expect(Set(tallies.keys).isSubset(of: ["A", "B"]), "answers: \(tallies)")
        #expect(engine.reload() == nil)
        #expect(answers.set(answering: engine) == "A")
    }

    /// Validates until `done`, yielding after each answer; returns how many answers came from
    /// which set (`A`, `B`, or the answer itself when it is neither).
    private static func validateUntil(_ done: Stop, engine: RuleEngine, answers: Answers) async
        -> [String: Int]
    {
        var tally: [String: Int] = [:]
        repeat {
            tally[answers.set(answering: engine), default: 0] += 1
            await Task.yield()
        } while !done.isSet || tally.values.reduce(0, +) < 20
        return tally
    }
}

/// Set once, when the tasks of a test are to stop.
private final class Stop: Sendable {
    private let flag = Atomic<Bool>(false)

    func set() { flag.store(true, ordering: .releasing) }

    var isSet: Bool { flag.load(ordering: .acquiring) }
}

/// What a watcher or a reloading task reported, in order: the set answering after a reload, else
/// the refusal's issues, one a line.
private final class Outcomes: Sendable {
    private let outcomes = Mutex<[String]>([])

    func append(_ failure: RuleLoadFailure?, _ set: @autoclosure () -> String) {
        let outcome = failure.map(\.description) ?? set()
        outcomes.withLock { $0.append(outcome) }
    }

    var all: [String] { outcomes.withLock { $0 } }

    /// Waits until `count` outcomes arrived, for at most two minutes (see the watching tests: in the
    /// full suite the watcher may wait long for a thread).
    func wait(for count: Int) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if all.count >= count { return true }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return all.count >= count
    }
}
