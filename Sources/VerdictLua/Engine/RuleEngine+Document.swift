public import Foundation
public import Verdict

extension RuleEngine {
    /// Loads every model of a document that carries its rule files' text
    /// (`RuleSetDocument.sources`, `verdict export --with-sources`), Lua functions included: the
    /// same document the core library loads the Lua-free models of.
    ///
    /// The sources are written to a scratch folder, loaded as a rules directory, and the folder is
    /// removed: the engine then has no directory to reload from (``reload()`` keeps serving these
    /// rules).
    /// - Throws: ``RuleLoadFailure``: a document without sources, a source path outside the
    ///   rules directory, or the problems of its rule files as `FILE:LINE: message`.
    public convenience init(document: RuleSetDocument, configuration: Configuration = .init()) throws(RuleLoadFailure) {
        guard !document.sources.isEmpty else {
            throw RuleLoadFailure(issues: [
                RuleFileIssue(
                    file: "document", line: nil,
                    message: "the document carries no sources; write it with `verdict export --with-sources`",
                    kind: .document)
            ])
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-document-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in document.sources.sorted(by: { $0.key < $1.key }) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard !path.hasPrefix("/"), !parts.isEmpty, parts.count <= 2,
                !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }),
                parts.count == 1 || parts[0] == "locales"
            else {
                throw RuleLoadFailure(issues: [
                    RuleFileIssue(
                        file: path, line: nil, message: "a source's path must be FILE.lua or locales/FILE.lua",
                        kind: .document)
                ])
            }
            let file = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            } catch {
                throw RuleLoadFailure(issues: [
                    RuleFileIssue(
                        file: path, line: nil, message: "cannot write it to load it: \(error.localizedDescription)",
                        kind: .document)
                ])
            }
        }
        var configuration = configuration
        configuration.fileNaming = .rulesDirectory
        try self.init(directory: folder, configuration: configuration)
    }
}
