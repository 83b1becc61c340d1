package import Foundation
import Verdict

extension RuleEngine {
    /// The names of a directory's `*.lua` files, in byte order (see ``RuleFileListing``), read
    /// from the folder its `..data` link names when it has one (see ``RuleSetFolder``).
    static func ruleFiles(in directory: URL) throws(RuleFileListing.SystemError) -> [[UInt8]] {
        try RuleFileListing.names(in: RuleSetFolder(resolving: RawPath(directory)).path)
    }

    /// How many times a load is tried when the directory's `..data` link is switched while it reads.
    static let loadAttempts = 3

    /// Loads every file of a directory into a new runtime and reads the models, then the message
    /// catalogs of its `locales/` folder over `catalogs`.
    ///
    /// A directory laid out as the kubelet lays out a mounted ConfigMap or Secret is read from the
    /// folder its `..data` link names when the load starts, and the load is kept only if `..data`
    /// still names it at the end (``RuleSetFolder``): a rule set is never a mix of two versions nor
    /// part of one being deleted. A load that saw the link switched starts over, up to
    /// ``loadAttempts`` times. Files are named under the directory as given (`rules/signup.lua`),
    /// never under the version's folder.
    /// - Throws: ``RuleLoadFailure`` with every problem, or saying the rule set kept changing.
    static func build(
        directory: URL, version: Int, pool: RuntimePool, naming: FileNaming = .workingDirectory,
        catalogs base: MessageCatalogs = .shipped
    ) throws(RuleLoadFailure) -> (RuleSetSnapshot, RuleRuntime) {
        let place = displayName(of: directory, in: directory)
        let root = RawPath(directory)
        guard let status = RuleFileListing.status(of: root) else {
            throw RuleLoadFailure(issues: [
                RuleFileIssue(file: place, line: nil, message: "no such rules directory", kind: .rulesDirectory)
            ])
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw RuleLoadFailure(issues: [
                RuleFileIssue(
                    file: place, line: nil, message: "the rules path is not a directory", kind: .rulesDirectory)
            ])
        }
        let prefix = naming == .rulesDirectory ? "" : displayPrefix(of: directory)
        for _ in 0..<loadAttempts {
            let folder = RuleSetFolder(resolving: root)
            let loaded = Result { () throws(RuleLoadFailure) in
                try build(
                    folder: folder, place: place, prefix: prefix, version: version, pool: pool, catalogs: base)
            }
            if folder.isCurrent { return try loaded.get() }
        }
        throw RuleLoadFailure(issues: [
            RuleFileIssue(
                file: place, line: nil,
                message: "its \(RuleSetFolder.versionLink) link was switched during \(loadAttempts) loads in a row",
                kind: .rulesDirectory)
        ])
    }

    /// Loads the files of one folder: ``build(directory:version:pool:naming:catalogs:)`` once.
    /// - Parameters:
    ///   - folder: where the files are read.
    ///   - place: the rules directory as messages name it.
    ///   - prefix: what goes before a file's name in messages.
    private static func build(
        folder: RuleSetFolder, place: String, prefix: String, version: Int, pool: RuntimePool,
        catalogs base: MessageCatalogs
    ) throws(RuleLoadFailure) -> (RuleSetSnapshot, RuleRuntime) {
        let root = folder.path
        let names: [[UInt8]]
        do {
            names = try RuleFileListing.names(in: root)
        } catch {
            let what =
                folder.version.map { "the folder its \(RuleSetFolder.versionLink) link names, \(RawPath.readable($0))" }
                ?? "the rules directory"
            throw RuleLoadFailure(issues: [
                RuleFileIssue(
                    file: place, line: nil, message: "cannot read \(what): \(error.reason)", kind: .rulesDirectory)
            ])
        }
        guard !names.isEmpty else {
            throw RuleLoadFailure(issues: [
                RuleFileIssue(file: place, line: nil, message: "no rule files (*.lua) here", kind: .rulesDirectory)
            ]
            )
        }
        var issues: [RuleFileIssue] = []
        var files: [(name: String, text: String)] = []
        // Each file's text by its path in the directory, for a document that carries them.
        var texts: [String: String] = [:]
        var digest = SHA256()
        for fileName in names {
            let name = prefix + RawPath.readable(fileName)
            let data: [UInt8]
            do {
                data = try RuleFileListing.contents(of: root.appending(fileName))
            } catch {
                issues.append(
                    RuleFileIssue(
                        file: name, line: nil, message: "cannot read the file: \(error.reason)", kind: .unreadableFile))
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                issues.append(
                    RuleFileIssue(file: name, line: nil, message: "the file is not UTF-8 text", kind: .unreadableFile))
                continue
            }
            files.append((name, text))
            texts[RawPath.readable(fileName)] = text
            digest.add(file: fileName, contents: data)
        }
        let sources = RuleSources(version: version, files: files)
        let runtime: RuleRuntime
        do {
            runtime = try RuleRuntime(version: version, limits: pool.limits)
        } catch {
            throw RuleLoadFailure(
                issues: issues + [RuleFileIssue(file: place, line: nil, message: error.description, kind: .luaError)])
        }
        var loader = RuleFileLoader(runtime: runtime, pool: pool, sources: sources)
        for file in files { loader.load(file.name, source: file.text) }
        loader.linkModels()
        issues += loader.issues.filter { !$0.isWarning }
        var seen: [String: ModelDefinition] = [:]
        for model in loader.models {
            if let first = seen[model.name] {
                issues.append(
                    RuleFileIssue(
                        file: model.file, line: model.line,
                        message:
                            "model '\(model.name)' is already defined in \(first.file)\(first.line.map { ":\($0)" } ?? "")",
                        kind: .duplicateModel))
            } else {
                seen[model.name] = model
            }
        }
        // Catalogs are read once, here: they hold texts, which no later runtime needs to run.
        let functions = runtime.functions.count
        var catalogReader = CatalogFileReader(runtime: runtime, base: base)
        for file in catalogFiles(in: root, prefix: prefix + CatalogFileReader.folder + "/", issues: &issues) {
            catalogReader.read(file.name, stem: file.stem, source: file.text)
            texts["\(CatalogFileReader.folder)/\(file.stem).lua"] = file.text
            digest.add(
                file: Array("\(CatalogFileReader.folder)/\(file.stem).lua".utf8), contents: Array(file.text.utf8))
        }
        issues += catalogReader.issues.filter { !$0.isWarning }
        let warnings = loader.issues.filter(\.isWarning) + catalogReader.issues.filter(\.isWarning)
        guard issues.isEmpty else {
            throw RuleLoadFailure(issues: issues, wellFormedModels: seen.count, warnings: warnings)
        }
        sources.setExpectedFunctions(functions)
        let catalogs = catalogReader.catalogs.isEmpty ? base : MessageCatalogs(catalogReader.catalogs, over: base)
        let snapshot = RuleSetSnapshot(
            version: version, models: loader.models, sources: sources, catalogs: catalogs, warnings: warnings,
            catalogFiles: catalogReader.files, catalogValues: catalogReader.values, texts: texts,
            revision: "sha256:" + digest.hexDigest())
        return (snapshot, runtime)
    }

    /// A rules directory's `locales/` folder, when it has one.
    package static func catalogFolder(in root: RawPath) -> RawPath? {
        let folder = root.appending(CatalogFileReader.folder.utf8)
        guard let status = RuleFileListing.status(of: folder), status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return folder
    }

    /// The catalog files of a rules directory with their texts; a file that cannot be read is an
    /// issue.
    private static func catalogFiles(in root: RawPath, prefix: String, issues: inout [RuleFileIssue])
        -> [(name: String, stem: String, text: String)]
    {
        guard let folder = catalogFolder(in: root) else { return [] }
        let names: [[UInt8]]
        do {
            names = try RuleFileListing.names(in: folder)
        } catch {
            issues.append(
                RuleFileIssue(
                    file: String(prefix.dropLast()), line: nil,
                    message: "cannot read the catalogs folder: \(error.reason)", kind: .unreadableFile))
            return []
        }
        var files: [(name: String, stem: String, text: String)] = []
        for fileName in names {
            let name = prefix + RawPath.readable(fileName)
            do {
                let data = try RuleFileListing.contents(of: folder.appending(fileName))
                guard let text = String(validating: data, as: UTF8.self) else {
                    issues.append(
                        RuleFileIssue(
                            file: name, line: nil, message: "the file is not UTF-8 text", kind: .unreadableFile))
                    continue
                }
                files.append((name, RawPath.readable(fileName.dropLast(4)), text))
            } catch {
                issues.append(
                    RuleFileIssue(
                        file: name, line: nil, message: "cannot read the file: \(error.reason)", kind: .unreadableFile))
            }
        }
        return files
    }

    /// A file's name as messages show it: relative to the working directory when inside it.
    package static func displayName(of url: URL, in directory: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd) ? String(path.dropFirst(cwd.count)) : path
    }

    /// What goes before a rule file's name in messages: the directory relative to the working
    /// directory and a `/` (nothing for the working directory itself), else its absolute path
    /// and a `/`.
    static func displayPrefix(of directory: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        var path = directory.standardizedFileURL.path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if path == cwd { return "" }
        let relative = path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
        return relative.hasSuffix("/") ? relative : relative + "/"
    }
}
