import Foundation
import Verdict
import VerdictLua

/// A rules directory as it would be with one file replaced by a draft: a temporary copy of the
/// served directory's rule files and catalogs with the draft in place of its file, loaded by an
/// engine of its own — runtimes, pool and limits of its own — so that nothing a draft does
/// reaches the rules being served.
///
/// The draft runs in the sandbox and under the ``LuaLimits`` of the served engine's
/// configuration: an endless loop or a memory bomb is stopped at its line and reported like any
/// rule file's. The copy is removed when the draft is done with.
struct DraftRuleSet {
    /// Every problem loading the draft found, in any file (as `verdict check` reports them).
    let issues: [RuleFileIssue]
    /// What loads but a person should know (a catalog leaving texts in English).
    let warnings: [RuleFileIssue]
    /// The engine over the draft, when it loads.
    let engine: RuleEngine?

    /// Loads the rules directory `root` with `name` replaced by `text`.
    /// - Parameters:
    ///   - root: the real path of the served rules directory.
    ///   - name: the file the draft replaces (``RuleFilePath/name``).
    ///   - text: the draft.
    ///   - configuration: the served engine's configuration (its limits and catalogs); files are
    ///     named relative to the rules directory.
    /// - Throws: when the temporary copy cannot be made.
    init(root: String, name: String, text: String, configuration: RuleEngine.Configuration) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: copy) }
        try Self.copyRuleFiles(from: root, to: copy.path)
        let target = copy.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target)
        var draftConfiguration = configuration
        draftConfiguration.fileNaming = .rulesDirectory
        do {
            let engine = try RuleEngine(directory: copy, configuration: draftConfiguration)
            self.engine = engine
            issues = []
            warnings = engine.warnings
        } catch {
            engine = nil
            issues = error.issues
            warnings = []
        }
    }

    /// Copies the `*.lua` files of `root` and of its `locales/` folder (their contents, never links).
    private static func copyRuleFiles(from root: String, to destination: String) throws {
        let manager = FileManager.default
        for folder in ["", "locales/"] {
            guard let names = try? manager.contentsOfDirectory(atPath: root + "/" + folder) else { continue }
            if !folder.isEmpty {
                try manager.createDirectory(atPath: destination + "/" + folder, withIntermediateDirectories: true)
            }
            for name in names where name.hasSuffix(".lua") {
                var status = stat()
                guard stat(root + "/" + folder + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                    let data = manager.contents(atPath: root + "/" + folder + name)
                else { continue }
                try data.write(to: URL(fileURLWithPath: destination + "/" + folder + name))
            }
        }
    }
}
