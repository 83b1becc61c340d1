import Foundation
import Verdict

/// What a poll sees of a rules directory: each `*.lua` file's name, size, modification time and
/// file number, those of its `locales/` folder (message catalogs) included. Two fingerprints differ
/// when a rule file or catalog was added, removed, renamed, rewritten or replaced.
///
/// Names are compared as bytes and files looked at through symbolic links, as the loader reads
/// them (``RuleFileListing``): a rules directory that is a link switched to another release, and a
/// linked rule file whose target changes, are changes too.
///
/// A directory laid out as the kubelet lays out a mounted ConfigMap or Secret (``RuleSetFolder``)
/// is seen as the loader reads it: the target of its `..data` link and the files of that folder.
/// Of an update, only the rename of `..data_tmp` over `..data` is a change; writing the new folder,
/// linking `..data_tmp` to it, adding or removing the links at the top and deleting the old folder
/// are none. A poll that reads the old folder while it is being deleted (the link resolved just
/// before the rename) sees a fingerprint the next poll cannot repeat, so it never settles.
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
    var entries: [[UInt8]: Entry]
    /// The folder the `..data` link named, for a directory in the kubelet's layout.
    var version: [UInt8]?

    /// Reads the fingerprint of a directory now.
    /// - Parameter directory: the rules directory.
    init(of directory: URL) {
        let folder = RuleSetFolder(resolving: RawPath(directory))
        let root = folder.path
        var entries: [[UInt8]: Entry] = [:]
        var names = (try? RuleFileListing.names(in: root)) ?? []
        if let catalogs = RuleEngine.catalogFolder(in: root) {
            let folder = Array(CatalogFileReader.folder.utf8) + [UInt8(ascii: "/")]
            names += ((try? RuleFileListing.names(in: catalogs)) ?? []).map { folder + $0 }
        }
        for name in names {
            guard let info = RuleFileListing.status(of: root.appending(name)) else { continue }
            #if canImport(Darwin)
                let time = info.st_mtimespec
            #else
                let time = info.st_mtim
            #endif
            let modified = Date(timeIntervalSince1970: TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9)
            entries[name] = Entry(size: UInt64(info.st_size), modified: modified, fileNumber: UInt64(info.st_ino))
        }
        self.entries = entries
        version = folder.version
    }
}
