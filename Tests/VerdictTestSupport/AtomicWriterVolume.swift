public import Foundation

/// A temporary rules directory laid out and updated as the kubelet's atomic writer lays out and
/// updates a mounted ConfigMap or Secret, with real links and renames; removed when the last
/// reference goes.
///
/// ```
/// ..2026_11_27_23_01_02.000000001/signup.lua
/// ..2026_11_27_23_01_02.000000001/locales/de.lua
/// ..data -> ..2026_11_27_23_01_02.000000001
/// signup.lua -> ..data/signup.lua
/// locales -> ..data/locales
/// ```
/// An update takes the writer's steps in its order: ``writeVersion(_:)`` writes a new timestamped
/// folder whole and links `..data_tmp` to it; ``swap()`` renames `..data_tmp` over `..data`, the
/// one atomic step; ``linkKeys()`` adds the links at the top for new keys and removes those of
/// removed keys; ``removeOldVersion()`` deletes the old folder. ``update(_:)`` takes them all.
public final class AtomicWriterVolume {
    /// The volume: the rules directory.
    public let url: URL
    /// The folder `..data` names.
    private var current: String?
    /// The folder being written or just swapped in, and its files.
    private var next: (folder: String, files: [String: String])?
    /// The folder `..data` named before the last swap, until it is deleted.
    private var previous: String?
    /// The names at the top, each a link into `..data`.
    private var keys: Set<String> = []
    private var written = 0

    /// Creates the directory and writes its first version as the writer does (no old folder).
    public init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdict-configmap-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try update(files)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Every step of an update, in order.
    /// - Throws: what the file system throws.
    public func update(_ files: [String: String]) throws {
        try writeVersion(files)
        try swap()
        try linkKeys()
        try removeOldVersion()
    }

    /// Writes `files` (name → text; a name may have folders) into a new timestamped folder, then
    /// links `..data_tmp` to it.
    public func writeVersion(_ files: [String: String]) throws {
        written += 1
        let folder = "..2026_11_27_23_01_02." + String(repeating: "0", count: 9 - String(written).count) + "\(written)"
        for (name, text) in files {
            let file = url.appendingPathComponent(folder).appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        try link("..data_tmp", to: folder)
        next = (folder, files)
    }

    /// Renames `..data_tmp` over `..data`.
    public func swap() throws {
        let renamed = rename(url.appendingPathComponent("..data_tmp").path, url.appendingPathComponent("..data").path)
        guard renamed == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        previous = current
        current = next?.folder
    }

    /// Links each new key at the top into `..data` and removes the links of keys gone.
    public func linkKeys() throws {
        guard let files = next?.files else { throw POSIXError(.ENOENT) }
        let wanted = Set(files.keys.map { String($0.prefix { $0 != "/" }) })
        for key in wanted.subtracting(keys) { try link(key, to: "..data/\(key)") }
        for key in keys.subtracting(wanted) { try FileManager.default.removeItem(at: url.appendingPathComponent(key)) }
        keys = wanted
        next = nil
    }

    /// Deletes the folder `..data` named before the last swap.
    public func removeOldVersion() throws {
        if let previous { try FileManager.default.removeItem(at: url.appendingPathComponent(previous)) }
        previous = nil
    }

    private func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent(name).path, withDestinationPath: target)
    }
}
