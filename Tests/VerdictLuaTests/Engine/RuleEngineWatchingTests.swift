import Foundation
import Synchronization
import Testing
import Verdict

@testable import VerdictLua

/// `RuleEngine.watch(every:onReload:)`: polling the rules directory and reloading on change.
@Suite struct RuleEngineWatchingTests {
    static let note = """
        return {
          model = "Note",
          rules = {
            { "title", "maxLength", 5 },
          },
        }
        """

    @Test func changeIsReloadedAndBrokenChangeKeepsTheLastGoodRules() async throws {
        let folder = try Folder(["note.lua": Self.note])
        defer { folder.remove() }
        let engine = try RuleEngine(directory: folder.url)
        let reloads = Reloads()
        let watcher = engine.watch(every: .milliseconds(20)) { reloads.append($0) }
        defer { watcher.cancel() }
        #expect(try !engine.validate(["title": "longer"], model: "Note").isValid)

        try folder.write("note.lua", Self.note.replacingOccurrences(of: "5", with: "10"))
        #expect(await reloads.wait(for: 1))
        #expect(reloads.failures == [nil])
        #expect(engine.version == 2)
        #expect(try engine.validate(["title": "longer"], model: "Note").isValid)

        try folder.write("note.lua", "return {\n  model = \"Note\"\n  rules = {},\n}\n")
        #expect(await reloads.wait(for: 2))
        #expect(
            reloads.failures.last == [
                "\(folder.url.appendingPathComponent("note.lua").path):3: '}' expected (to close '{' at line 1) near 'rules'"
            ])
        #expect(engine.version == 2)
        #expect(try engine.validate(["title": "longer"], model: "Note").isValid)
    }

    @Test func addedAndRemovedFilesAreChanges() async throws {
        let folder = try Folder(["note.lua": Self.note])
        defer { folder.remove() }
        let engine = try RuleEngine(directory: folder.url)
        let reloads = Reloads()
        let watcher = engine.watch(every: .milliseconds(20)) { reloads.append($0) }
        defer { watcher.cancel() }
        try folder.write("task.lua", #"return { model = "Task", rules = { { "name", "required" } } }"#)
        #expect(await reloads.wait(for: 1))
        #expect(engine.models.map(\.name) == ["Note", "Task"])
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("task.lua"))
        #expect(await reloads.wait(for: 2))
        #expect(engine.models.map(\.name) == ["Note"])
        #expect(reloads.failures == [nil, nil])
    }

    @Test func unchangedDirectoryIsNotReloadedAndOtherFilesDoNotCount() async throws {
        let folder = try Folder(["note.lua": Self.note])
        defer { folder.remove() }
        let engine = try RuleEngine(directory: folder.url)
        let reloads = Reloads()
        let watcher = engine.watch(every: .milliseconds(10)) { reloads.append($0) }
        try folder.write("README.md", "not a rule file")
        try await Task.sleep(for: .milliseconds(300))
        watcher.cancel()
        await watcher.value
        #expect(reloads.failures.isEmpty)
        #expect(engine.version == 1)
    }

    @Test func cancelledWatcherStops() async throws {
        let folder = try Folder(["note.lua": Self.note])
        defer { folder.remove() }
        let engine = try RuleEngine(directory: folder.url)
        let reloads = Reloads()
        let watcher = engine.watch(every: .milliseconds(10)) { reloads.append($0) }
        watcher.cancel()
        await watcher.value
        try folder.write("note.lua", Self.note.replacingOccurrences(of: "5", with: "10"))
        try await Task.sleep(for: .milliseconds(200))
        #expect(reloads.failures.isEmpty)
        #expect(engine.version == 1)
    }
}

/// The outcomes a watcher reported: `nil` for a reload, else the issues as text.
private final class Reloads: Sendable {
    private let outcomes = Mutex<[[String]?]>([])

    func append(_ failure: RuleLoadFailure?) {
        outcomes.withLock { $0.append(failure.map { $0.issues.map(\.description) }) }
    }

    var failures: [[String]?] { outcomes.withLock { $0 } }

    /// Waits until `count` outcomes arrived, for at most two minutes. A reload takes milliseconds, but
    /// the watcher's task needs a cooperative thread to wake on: in the full suite the end-to-end
    /// tests block those threads while the built binary runs (two threads on a two-core machine),
    /// so a watcher can wait many seconds for its turn.
    func wait(for count: Int) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(120)
        while ContinuousClock.now < deadline {
            if failures.count >= count { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return failures.count >= count
    }
}

/// A temporary rules directory.
private struct Folder {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name), options: .atomic)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
