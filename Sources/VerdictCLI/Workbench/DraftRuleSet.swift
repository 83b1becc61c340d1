import Foundation
import Verdict
import VerdictLua

/// A rules directory as it would be with one file replaced by a draft: a temporary copy of the
/// served directory's rule files and catalogs with the draft in place of its file, loaded by an
/// engine of its own — runtimes, pool and limits of its own — so that nothing a draft does
/// reaches the rules being served.
///
/// The copy holds every entry the rule loader reads, listed by the bytes of their names as the
/// loader lists them (a name that is not UTF-8 included), so the draft loads as the directory
/// would.
///
/// The draft runs in the sandbox and under the ``LuaLimits`` of the served engine's
/// configuration: an endless loop or a memory bomb is stopped at its line and reported like any
/// rule file's. The copy, made in the process's ``DraftFolder``, is removed when the draft is done
/// with.
struct DraftRuleSet {
    /// Every problem loading the draft found, in any file (as `verdict check` reports them).
    let issues: [RuleFileIssue]
    /// What loads but a person should know (a catalog leaving texts in English).
    let warnings: [RuleFileIssue]
    /// The engine over the draft, when it loads.
    let engine: RuleEngine?

    /// The rules directory could not be copied.
    struct CopyError: Error, CustomStringConvertible {
        let description: String

        /// `what` failed, for the reason in words.
        init(_ what: String, reason: String) {
            description = "\(what): \(reason)"
        }

        /// `what` failed with `errno`'s `code`.
        init(_ what: String, code: Int32) {
            self.init(what, reason: String(cString: strerror(code)))
        }
    }

    /// Loads the rules directory `root` with `name` replaced by `text`.
    /// - Parameters:
    ///   - root: the real path of the served rules directory.
    ///   - name: the file the draft replaces (``RuleFilePath/name``).
    ///   - text: the draft.
    ///   - configuration: the served engine's configuration (its limits and catalogs); files are
    ///     named relative to the rules directory.
    ///   - folder: where the copy is made.
    /// - Throws: when the temporary copy cannot be made.
    init(root: String, name: String, text: String, configuration: RuleEngine.Configuration, folder: DraftFolder)
        throws
    {
        let copy = folder.url.appendingPathComponent("draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: copy) }
        try Self.copyRuleFiles(from: RawPath(root), to: RawPath(copy))
        let target = copy.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        // The copy may hold a link to the draft's file (one that could not be read): replace the
        // link, never write through it.
        unlink(target.path)
        try Data(text.utf8).write(to: target, options: .withoutOverwriting)
        var draftConfiguration = configuration
        draftConfiguration.fileNaming = .rulesDirectory
        // As `verdict check` and `verdict test` load and run them: every instruction counted, so a
        // draft whose examples pass here passes them everywhere (under the served engine's
        // deadline, a fast machine passed examples that `verdict test` then failed).
        draftConfiguration.limits = configuration.limits.exact
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

    /// Copies what the rule loader reads of `root` — its `*.lua` entries and those of its
    /// `locales/` folder when that is a directory — into `destination`.
    ///
    /// A regular file is copied (its contents, never a link). Any other entry — one that cannot be
    /// read, a link leading nowhere, a directory named `*.lua` — is linked to, so that the loader
    /// meets it as it meets the original and reports it the same way.
    /// - Throws: ``CopyError`` when a folder cannot be listed or made, or a file cannot be written.
    private static func copyRuleFiles(from root: RawPath, to destination: RawPath) throws(CopyError) {
        try copyEntries(of: root, to: destination)
        guard let catalogs = RuleEngine.catalogFolder(in: root) else { return }
        let folder = destination.appending(RuleFileListing.catalogFolder.utf8)
        guard folder.withCString({ mkdir($0, 0o700) }) == 0 else {
            throw CopyError("cannot make \(folder)", code: errno)
        }
        try copyEntries(of: catalogs, to: folder)
    }

    private static func copyEntries(of source: RawPath, to destination: RawPath) throws(CopyError) {
        let names: [[UInt8]]
        do {
            names = try RuleFileListing.names(in: source)
        } catch {
            throw CopyError("cannot list \(source)", code: error.code)
        }
        for name in names {
            let original = source.appending(name)
            let copy = destination.appending(name)
            if let info = RuleFileListing.status(of: original), info.st_mode & S_IFMT == S_IFREG,
                let bytes = try? RuleFileListing.contents(of: original)
            {
                try write(Data(bytes), to: copy)
            } else {
                let linked = original.withCString { target in copy.withCString { symlink(target, $0) } }
                guard linked == 0 else { throw CopyError("cannot link \(copy) to \(original)", code: errno) }
            }
        }
    }

    /// Writes a new file.
    private static func write(_ contents: Data, to path: RawPath) throws(CopyError) {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
        guard descriptor >= 0 else { throw CopyError("cannot write \(path)", code: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: contents)
        } catch {
            throw CopyError("cannot write \(path)", reason: error.localizedDescription)
        }
    }
}
