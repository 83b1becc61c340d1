import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// `RuleEngine.revision`: the SHA-256 of the rule set's files, the same for the same files.
@Suite struct RuleEngineRevisionTests {
    static let first = "return { model = \"A\", rules = { { \"x\", \"required\" } } }\n"
    static let second = "return { model = \"B\", rules = { { \"y\", \"required\" } } }\n"

    /// The digest of `a.lua` and `b.lua`, each hashed as name, a zero byte, its size in 8 bytes
    /// and its contents (computed apart, with Python's hashlib).
    @Test func revisionIsTheSHA256OfTheFilesNamesAndContents() throws {
        let directory = try RuleDirectory(["a.lua": Self.first, "b.lua": Self.second])
        let engine = try directory.engine()
        #expect(engine.revision == "sha256:73ca1d9b3b2038c9c81de0842197d9f6874de466ae923509b51210cde4ec7fdb")
    }

    @Test func aChangeChangesItAndUndoingTheChangeBringsItBack() throws {
        let directory = try RuleDirectory(["a.lua": Self.first, "b.lua": Self.second])
        let engine = try directory.engine()
        let original = engine.revision
        let loadedAt = engine.loadedAt
        try directory.write("b.lua", Self.second.replacingOccurrences(of: "\"y\"", with: "\"z\""))
        #expect(engine.reload() == nil)
        #expect(engine.revision != original)
        #expect(engine.loadedAt >= loadedAt)
        try directory.write("b.lua", Self.second)
        #expect(engine.reload() == nil)
        #expect(engine.version == 3)
        #expect(engine.revision == original)
        // Another directory with the same files has the same revision.
        #expect(try RuleDirectory(["a.lua": Self.first, "b.lua": Self.second]).engine().revision == original)
    }

    /// Renaming a file, or adding a message catalog, is a new revision too.
    @Test func fileNamesAndCatalogsCount() throws {
        let directory = try RuleDirectory(["a.lua": Self.first, "b.lua": Self.second])
        let original = try directory.engine().revision
        let renamed = try RuleDirectory(["a.lua": Self.first, "c.lua": Self.second])
        #expect(try renamed.engine().revision != original)
        let withCatalog = try RuleDirectory([
            "a.lua": Self.first, "b.lua": Self.second,
            "locales/de.lua": "return { messages = { required = \"fehlt.\" } }",
        ])
        #expect(try withCatalog.engine().revision != original)
    }

    @Test func aRefusedReloadKeepsTheRevision() throws {
        let directory = try RuleDirectory(["a.lua": Self.first])
        let engine = try directory.engine()
        let original = engine.revision
        try directory.write("a.lua", "return {")
        #expect(engine.reload() != nil)
        #expect(engine.revision == original)
    }
}
