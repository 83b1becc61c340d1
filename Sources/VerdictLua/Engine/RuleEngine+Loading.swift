import Foundation
import Verdict

extension RuleEngine {
    /// The `*.lua` files of a directory, sorted by name.
    static func ruleFiles(in directory: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "lua" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Loads every file of a directory into a new runtime and reads the models.
    static func build(directory: URL, version: Int, pool: RuntimePool) throws(RuleLoadFailure)
        -> (RuleSetSnapshot, RuleRuntime)
    {
        let place = displayName(of: directory, in: directory)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        guard exists, isDirectory.boolValue else {
            let message = exists ? "the rules path is not a directory" : "no such rules directory"
            throw RuleLoadFailure(issues: [RuleFileIssue(file: place, line: nil, message: message)])
        }
        let urls: [URL]
        do {
            urls = try ruleFiles(in: directory)
        } catch {
            throw RuleLoadFailure(issues: [
                RuleFileIssue(
                    file: place, line: nil, message: "cannot read the rules directory: \(error.localizedDescription)")
            ])
        }
        guard !urls.isEmpty else {
            throw RuleLoadFailure(issues: [RuleFileIssue(file: place, line: nil, message: "no rule files (*.lua) here")]
            )
        }
        var issues: [RuleFileIssue] = []
        var files: [(name: String, text: String)] = []
        for url in urls {
            let name = displayName(of: url, in: directory)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                issues.append(RuleFileIssue(file: name, line: nil, message: "cannot read the file"))
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                issues.append(RuleFileIssue(file: name, line: nil, message: "the file is not UTF-8 text"))
                continue
            }
            files.append((name, text))
        }
        let sources = RuleSources(version: version, files: files)
        let runtime: RuleRuntime
        do {
            runtime = try RuleRuntime(version: version, limits: pool.limits)
        } catch {
            throw RuleLoadFailure(issues: issues + [RuleFileIssue(file: place, line: nil, message: error.description)])
        }
        var loader = RuleFileLoader(runtime: runtime, pool: pool, sources: sources)
        for file in files { loader.load(file.name, source: file.text) }
        loader.linkModels()
        issues += loader.issues
        var seen: [String: ModelDefinition] = [:]
        for model in loader.models {
            if let first = seen[model.name] {
                issues.append(
                    RuleFileIssue(
                        file: model.file, line: model.line,
                        message:
                            "model '\(model.name)' is already defined in \(first.file)\(first.line.map { ":\($0)" } ?? "")"
                    ))
            } else {
                seen[model.name] = model
            }
        }
        guard issues.isEmpty else { throw RuleLoadFailure(issues: issues, wellFormedModels: seen.count) }
        sources.setExpectedFunctions(runtime.functions.count)
        return (RuleSetSnapshot(version: version, models: loader.models, sources: sources), runtime)
    }

    /// A file's name as messages show it: relative to the working directory when inside it.
    static func displayName(of url: URL, in directory: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }
}
