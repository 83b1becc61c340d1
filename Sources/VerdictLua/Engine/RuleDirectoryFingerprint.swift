import Foundation

/// What a poll sees of a rules directory: each `*.lua` file's name, size, modification time and
/// file number. Two fingerprints differ when a rule file was added, removed, renamed, rewritten or
/// replaced.
///
/// An unreadable directory has the empty fingerprint, so a directory that goes away and comes back
/// counts as a change both times.
struct RuleDirectoryFingerprint: Sendable, Hashable {
    /// One file as `stat` saw it.
    struct Entry: Sendable, Hashable {
        var size: UInt64
        var modified: Date?
        var fileNumber: UInt64
    }

    /// The files by name.
    var entries: [String: Entry]

    /// Reads the fingerprint of a directory now.
    /// - Parameter directory: the rules directory.
    init(of directory: URL) {
        let manager = FileManager.default
        var entries: [String: Entry] = [:]
        let names = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasSuffix(".lua") {
            let path = directory.appendingPathComponent(name).path
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            entries[name] = Entry(
                size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
                modified: attributes[.modificationDate] as? Date,
                fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0)
        }
        self.entries = entries
    }
}
