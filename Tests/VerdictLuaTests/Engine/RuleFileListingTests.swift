import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// Rules directories as deploys lay them out: the directory a symbolic link to a release, rule
/// files that are links, names that are not UTF-8.
@Suite struct RuleFileListingTests {
    static let note = #"return { model = "Note", rules = { { "title", "maxLength", 5 } } }"#
    static let task = #"return { model = "Task", rules = { { "name", "required" } } }"#

    /// `rules -> releases/42`: the link is followed, and files are named under the link.
    @Test func rulesDirectoryThatIsALinkIsRead() throws {
        let base = try Base()
        defer { base.remove() }
        try base.write("releases/42/note.lua", Self.note)
        try base.link("rules", to: "releases/42")
        let engine = try RuleEngine(directory: base.url("rules"))
        #expect(engine.models.map(\.name) == ["Note"])
        #expect(engine.models.map(\.file) == [base.name("rules/note.lua")])
        #expect(RuleEngine.check(directory: base.url("rules")).issues.isEmpty)
    }

    /// A rule file that is a link is loaded, wherever it points; a link to nothing is a file
    /// that cannot be read, at its own name.
    @Test func ruleFileThatIsALinkIsReadAndADanglingOneIsAnIssue() throws {
        let base = try Base()
        defer { base.remove() }
        try base.write("common/task.lua", Self.task)
        try base.write("rules/note.lua", Self.note)
        try base.link("rules/task.lua", to: "../common/task.lua")
        #expect(try RuleEngine(directory: base.url("rules")).models.map(\.name) == ["Note", "Task"])
        try base.link("rules/gone.lua", to: "../common/gone.lua")
        let issues = RuleEngine.check(directory: base.url("rules")).issues.map(\.description)
        #expect(issues == ["\(base.name("rules/gone.lua")): cannot read the file: No such file or directory"])
    }

    /// Switching the link to another release, as a deploy does, is a change the watcher reloads.
    @Test func switchingTheLinkIsReloaded() async throws {
        let base = try Base()
        defer { base.remove() }
        try base.write("releases/1/note.lua", Self.note)
        try base.write("releases/2/task.lua", Self.task)
        try base.link("rules", to: "releases/1")
        let engine = try RuleEngine(directory: base.url("rules"))
        let reloaded = AsyncStream<Bool>.makeStream()
        let watcher = engine.watch(every: .milliseconds(20)) { reloaded.continuation.yield($0 == nil) }
        defer { watcher.cancel() }
        try FileManager.default.removeItem(at: base.url("rules"))
        try base.link("rules", to: "releases/2")
        var iterator = reloaded.stream.makeAsyncIterator()
        #expect(await iterator.next() == true)
        #expect(engine.models.map(\.name) == ["Task"])
    }

    /// A rule file whose name is not UTF-8 is read by its bytes and named escaped.
    @Test func ruleFileNamedInBytesThatAreNotUTF8IsReadAndNamedEscaped() throws {
        let base = try Base()
        defer { base.remove() }
        try base.write("rules/note.lua", Self.note)
        let name = RawPath(base.url("rules")).appending([0x74, 0xFF, 0x0A, 0x2E, 0x6C, 0x75, 0x61])  // t\xFF\n.lua
        let broken = #"return { model = "Task", rules = { { "name", "nope" } } }"#
        let written = name.withCString { path in
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            defer { close(descriptor) }
            return broken.utf8.withContiguousStorageIfAvailable { write(descriptor, $0.baseAddress, $0.count) } ?? -1
        }
        #expect(written == broken.utf8.count)
        let issues = RuleEngine.check(directory: base.url("rules")).issues.map(\.description)
        let problem = #"t\xFF\n.lua:1: rules[1]: unknown rule 'nope' (hint: did you mean 'name'?)"#
        #expect(issues == [base.name("rules/") + problem])
    }

    /// `user.lua`, not a host path, with `.rulesDirectory` naming.
    @Test func filesAreNamedRelativeToTheRulesDirectoryWhenAsked() throws {
        let base = try Base()
        defer { base.remove() }
        try base.write("rules/err.lua", #"return { model = "Err", rules = { { "x", function() error("boom") end } } }"#)
        let engine = try RuleEngine(
            directory: base.url("rules"), configuration: .init(limits: .testing, fileNaming: .rulesDirectory))
        #expect(engine.models.map(\.file) == ["err.lua"])
        #expect(try engine.messages(["x": 1], model: "Err") == ["X could not be checked: err.lua:1: boom"])
    }

    @Test func onlyNamesLongerThanTheExtensionAreRuleFiles() {
        #expect(RuleFileListing.isRuleFileName(Array("a.lua".utf8)))
        #expect(!RuleFileListing.isRuleFileName(Array(".lua".utf8)))
        #expect(!RuleFileListing.isRuleFileName(Array("a.LUA".utf8)))
        #expect(!RuleFileListing.isRuleFileName(Array("a.lua~".utf8)))
    }
}

/// A temporary folder for a layout of links and files.
private struct Base {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The name the engine gives a path under the folder.
    func name(_ path: String) -> String {
        RuleEngine.displayPrefix(of: root) + path
    }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url(path))
    }

    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}
