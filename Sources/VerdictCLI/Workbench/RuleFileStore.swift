import Foundation
import Synchronization
import Verdict

/// Reads and writes the rule files of a rules directory for the workbench, one save at a time,
/// keeping every replaced version in a history per file.
///
/// A save writes the new text to a temporary file beside the old one, flushes it to disk and
/// renames it over the old file, so the file is always whole: the old text or the new one, never
/// half of each. Before that, the version on disk is copied into the history folder
/// (``historyFolderName`` inside the rules directory, which the rules loader does not read) with
/// who saved over it and when, in `NAME/log.jsonl`.
final class RuleFileStore: Sendable {
    /// The real path of the rules directory.
    let root: String
    /// The real path of the history folder.
    let historyRoot: String
    private let saving = Mutex(0)

    /// The history folder's name in the rules directory.
    static let historyFolderName = ".history"

    /// A file as read: its text and its version (``version(of:)``).
    struct Contents: Sendable {
        let text: String
        let version: String
    }

    /// A version of a file that a save replaced.
    struct HistoryEntry: Sendable {
        /// The version that was replaced.
        let replacedVersion: String
        /// The version written in its place.
        let version: String
        /// Who saved (the name the page sent).
        let author: String
        /// When, as an ISO 8601 UTC time.
        let time: String
        /// The file in the history folder holding the replaced text, relative to the rules directory.
        let keptFile: String
    }

    /// Why a save did not happen.
    enum SaveError: Error {
        /// The file changed on disk since the version the editor opened.
        case conflict(current: Contents)
        /// The file system refused (the reason in words).
        case failed(String)
    }

    /// A store over a rules directory.
    /// - Throws: ``SaveError/failed(_:)`` when the directory has no real path or the history
    ///   folder cannot be made.
    init(directory: URL) throws(SaveError) {
        guard let root = RuleFilePath.realPath(of: directory.path) else {
            throw .failed("no rules directory \(directory.path)")
        }
        self.root = root
        let history = root + "/" + Self.historyFolderName
        do {
            try FileManager.default.createDirectory(atPath: history, withIntermediateDirectories: true)
        } catch {
            throw .failed("cannot make the history folder \(history): \(error.localizedDescription)")
        }
        guard let real = RuleFilePath.realPath(of: history), RuleFilePath.isInside(real, root: root) else {
            throw .failed("the history folder \(history) is not inside the rules directory")
        }
        historyRoot = real
    }

    /// Resolves a name in the rules directory (see ``RuleFilePath``).
    func path(_ name: String) throws(RuleFilePath.Refusal) -> RuleFilePath {
        try RuleFilePath(name, root: root)
    }

    /// The names of the directory's rule files and catalogs, sorted, those leading outside left out.
    func ruleFileNames() -> [String] {
        let manager = FileManager.default
        var names = (try? manager.contentsOfDirectory(atPath: root)) ?? []
        names += ((try? manager.contentsOfDirectory(atPath: root + "/locales")) ?? []).map { "locales/" + $0 }
        return names.filter { (try? path($0)) != nil }.sorted()
    }

    /// Reads a file.
    /// - Throws: ``SaveError/failed(_:)`` when it cannot be read or is not UTF-8.
    func read(_ path: RuleFilePath) throws(SaveError) -> Contents {
        guard let data = FileManager.default.contents(atPath: path.realPath) else {
            throw .failed("cannot read \(path.name)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .failed("\(path.name) is not UTF-8 text")
        }
        return Contents(text: text, version: Self.version(of: text))
    }

    /// A text's version: `fnv1a64-` and the 64-bit FNV-1a hash of its UTF-8 bytes in hex, which
    /// changes with any change of the text (a check that the file is still the one opened, not a
    /// protection against someone forging texts of the same hash — saving needs the token).
    static func version(of text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "fnv1a64-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Replaces a file's text, if it is still at `expectedVersion`, keeping the old text in the history.
    /// - Returns: the history entry of the save.
    /// - Throws: ``SaveError/conflict(current:)`` when the file is at another version,
    ///   ``SaveError/failed(_:)`` when the file system refuses.
    func save(_ path: RuleFilePath, text: String, expectedVersion: String, author: String, now: Date = Date())
        throws(SaveError) -> HistoryEntry
    {
        try saving.withLock { _ throws(SaveError) -> HistoryEntry in
            let current = try read(path)
            guard current.version == expectedVersion else { throw .conflict(current: current) }
            let time = Self.timestamp(now)
            let folder = historyRoot + "/" + path.name
            let kept = folder + "/" + Self.fileStamp(now) + "-" + current.version + ".lua.old"
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try Data(current.text.utf8).write(to: URL(fileURLWithPath: kept), options: .atomic)
            } catch {
                throw .failed("cannot keep the previous version of \(path.name): \(error.localizedDescription)")
            }
            try Self.writeAtomically(Array(text.utf8), to: path.realPath)
            let entry = HistoryEntry(
                replacedVersion: current.version, version: Self.version(of: text), author: author, time: time,
                keptFile: String(kept.dropFirst(root.count + 1)))
            let line = JSONResponse.object([
                ("time", .string(entry.time)), ("author", .string(entry.author)),
                ("replaced", .string(entry.replacedVersion)), ("version", .string(entry.version)),
                ("kept", .string(entry.keptFile)),
            ])
            Self.append(line + [UInt8(ascii: "\n")], to: folder + "/log.jsonl")
            return entry
        }
    }

    /// The saves of a file, newest first.
    func history(of path: RuleFilePath) -> [HistoryEntry] {
        guard let data = FileManager.default.contents(atPath: historyRoot + "/" + path.name + "/log.jsonl") else {
            return []
        }
        var entries: [HistoryEntry] = []
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard case .object(let fields)? = try? JSONReader().read(Array(line)) else { continue }
            func text(_ key: String) -> String {
                if case .string(let value)? = fields[key] { return value }
                return ""
            }
            entries.append(
                HistoryEntry(
                    replacedVersion: text("replaced"), version: text("version"), author: text("author"),
                    time: text("time"), keptFile: text("kept")))
        }
        return entries.reversed()
    }

    /// Writes bytes to a temporary file beside `path`, flushes it, gives it the old file's
    /// permissions and renames it over `path`.
    private static func writeAtomically(_ bytes: [UInt8], to path: String) throws(SaveError) {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.verdict-save-\(UUID().uuidString).tmp"
        var status = stat()
        let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw .failed("cannot write in the rules directory: errno \(errno)") }
        var written = 0
        var failed = false
        bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let count = write(descriptor, raw.baseAddress.map { $0 + written }, raw.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                written += count
            }
        }
        if !failed, fsync(descriptor) != 0 { failed = true }
        close(descriptor)
        _ = chmod(temporary, mode)
        guard !failed, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .failed("cannot replace the file: errno \(errno)")
        }
    }

    /// Appends bytes to a file, making it when missing.
    private static func append(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    /// `2026-11-25T23:15:00Z`.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// `20261125T231500.123Z`, for file names that sort by time.
    private static func fileStamp(_ date: Date) -> String {
        let millis = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let text = timestamp(date).replacingOccurrences(of: "-", with: "").replacingOccurrences(of: ":", with: "")
        return text.replacingOccurrences(of: "Z", with: String(format: ".%03dZ", millis % 1000))
    }
}
