internal import CompressNIO
public import Foundation
internal import NIOCore
internal import Verdict
public import VerdictLua

extension RuleBundle {
    /// Builds a bundle of a rules directory: its rule files (`*.lua`) and message catalogs
    /// (`locales/*.lua`), the rule set as one document (``documentName``), a manifest, and a
    /// signature when a key is given.
    ///
    /// What is built is first checked as an instance activates it: the files are unpacked into a
    /// scratch folder, loaded, and every model's examples run there. Any problem refuses the build,
    /// so a bundle that builds activates (see ``BundleSource``).
    /// - Parameters:
    ///   - directory: the rules directory.
    ///   - revision: the bundle's revision; by default the rule set's own (`RuleEngine.revision`).
    ///   - signingKey: the key to sign the manifest with; unsigned without one.
    ///   - verdictVersion: the version of Verdict building it, for the manifest.
    ///   - created: the time written into the manifest and the archive.
    ///   - configuration: how the examples run (the command line counts every instruction).
    /// - Returns: the gzip'd archive.
    /// - Throws: ``BundleError``: ``BundleError/Reason/rules`` or ``BundleError/Reason/examples``
    ///   with every problem as `FILE:LINE: message`, ``BundleError/Reason/storage`` when a file
    ///   cannot be read.
    public static func build(
        from directory: URL, revision: String? = nil, signingKey: BundleSigningKey? = nil, verdictVersion: String,
        created: Date = Date(), configuration: RuleEngine.Configuration = .init()
    ) throws(BundleError) -> [UInt8] {
        let contents = try ruleSetFiles(in: directory)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-bundle-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let unsigned = RuleBundle(
            manifest: BundleManifest(revision: "", created: created, verdictVersion: "", files: []),
            files: contents)
        try unsigned.unpack(into: scratch)
        var naming = configuration
        naming.fileNaming = .rulesDirectory
        let shown = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        let engine: RuleEngine
        do {
            engine = try RuleEngine(directory: scratch, configuration: naming)
        } catch {
            throw BundleError(.rules, lines(error.issues, under: shown))
        }
        let failures = engine.failingExamples()
        guard failures.isEmpty else { throw BundleError(.examples, lines(failures, under: shown)) }
        // The rules as data too, for apps that load them without Lua; listed and signed as the rest.
        let files = contents + [(path: documentName, contents: Array(engine.document.json.utf8))]
        let manifest = BundleManifest(
            revision: revision ?? engine.revision, created: created, verdictVersion: verdictVersion,
            files: files.map {
                BundleManifest.File(path: $0.path, sha256: sha256($0.contents), size: $0.contents.count)
            })
        let manifestBytes = manifest.encoded()
        var entries = [TarArchive.Entry(path: manifestName, contents: manifestBytes)]
        if let signingKey {
            let signature = BundleSignature(signing: manifestBytes, with: signingKey)
            entries.append(TarArchive.Entry(path: signatureName, contents: Array(signature.compact.utf8)))
        }
        entries += files.map { TarArchive.Entry(path: $0.path, contents: $0.contents) }
        let tar: [UInt8]
        do {
            tar = try TarArchive.write(entries, modified: Int(created.timeIntervalSince1970))
        } catch {
            throw BundleError(.archive, error.message)
        }
        var buffer = ByteBuffer(bytes: tar)
        do {
            var compressed = try buffer.compress(with: .gzip())
            return compressed.readBytes(length: compressed.readableBytes) ?? []
        } catch {
            throw BundleError(.storage, "gzip failed: \(error)")
        }
    }

    /// A bundle of files not read from an archive, to unpack them.
    private init(manifest: BundleManifest, files: [(path: String, contents: [UInt8])]) {
        self.manifest = manifest
        self.files = files
        manifestBytes = []
        signature = nil
    }

    /// The rule files and catalogs of a directory, as a rule engine reads them, with their paths
    /// in the bundle.
    private static func ruleSetFiles(in directory: URL) throws(BundleError) -> [(path: String, contents: [UInt8])] {
        let root = RawPath(directory)
        var paths: [(name: [UInt8], path: RawPath)] = []
        do {
            paths = try RuleFileListing.names(in: root).map { ($0, root.appending($0)) }
            if let folder = RuleEngine.catalogFolder(in: root) {
                let prefix = Array(RuleFileListing.catalogFolder.utf8) + [UInt8(ascii: "/")]
                paths += try RuleFileListing.names(in: folder).map { (prefix + $0, folder.appending($0)) }
            }
        } catch {
            throw BundleError(.storage, "\(directory.path): cannot be read: \(error.reason)")
        }
        var files: [(path: String, contents: [UInt8])] = []
        for (name, path) in paths {
            guard let text = String(validating: name, as: UTF8.self) else {
                throw BundleError(.storage, "\(path): a bundle's file names must be UTF-8")
            }
            do {
                files.append((text, try RuleFileListing.contents(of: path)))
            } catch {
                throw BundleError(.storage, "\(path): cannot be read: \(error.reason)")
            }
        }
        return files
    }

    /// Problems one a line, their files under `prefix`.
    private static func lines(_ issues: [RuleFileIssue], under prefix: String) -> String {
        issues.map {
            RuleFileIssue(file: prefix + $0.file, line: $0.line, message: $0.message, hint: $0.hint, kind: $0.kind)
                .description
        }.joined(separator: "\n")
    }
}
