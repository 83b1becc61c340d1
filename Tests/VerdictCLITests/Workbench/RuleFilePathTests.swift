import Foundation
import Testing

@testable import VerdictCLI

@Suite struct RuleFilePathTests {
    /// A rules directory with `a.lua`, `locales/de.lua`, `notes.txt`, a link to a file inside and
    /// a link to a file outside; removed by the caller.
    private func makeDirectory() throws -> (root: String, outside: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("rfp-\(UUID().uuidString)")
        let root = base.appendingPathComponent("rules")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("locales"), withIntermediateDirectories: true)
        for name in ["a.lua", "locales/de.lua", "notes.txt"] {
            try Data("return {}".utf8).write(to: root.appendingPathComponent(name))
        }
        let outside = base.appendingPathComponent("outside.lua")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("out.lua").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("alias.lua").path, withDestinationPath: "a.lua")
        return (try #require(RuleFilePath.realPath(of: root.path)), base.path)
    }

    @Test func filesOfTheDirectoryAndItsCatalogsResolve() throws {
        let (root, base) = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(try RuleFilePath("a.lua", root: root).realPath == root + "/a.lua")
        #expect(try RuleFilePath("locales/de.lua", root: root).name == "locales/de.lua")
        #expect(try RuleFilePath("alias.lua", root: root).realPath == root + "/a.lua")
    }

    @Test(arguments: [
        "", "/etc/passwd", "../a.lua", "./a.lua", "locales/../a.lua", "a.lua/", "x/a.lua", "locales/x/de.lua",
        "notes.txt", ".lua", "b.lua", "out.lua", "a b.lua", "a\u{0}.lua", "é.lua", "locales//de.lua",
    ])
    func trickyPathsAreRefused(_ name: String) throws {
        let (root, base) = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: base) }
        #expect(throws: RuleFilePath.Refusal.self) { try RuleFilePath(name, root: root) }
    }
}
