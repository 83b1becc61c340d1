import Foundation
import Verdict

/// The folder a rules directory's rule set is read from at one moment: the directory itself, or,
/// when the directory is laid out as the kubelet lays out a mounted ConfigMap or Secret, the
/// folder its `..data` link names.
///
/// The kubelet's atomic writer keeps each version of a volume in a timestamped folder
/// (`..2026_11_27_23_01_02.123456789/`, subfolders included), names the current one with the link
/// `..data`, and makes every entry at the top a link into it (`signup.lua -> ..data/signup.lua`,
/// `locales -> ..data/locales`). An update writes a new folder whole, links `..data_tmp` to it,
/// renames `..data_tmp` over `..data` — the one atomic step —, adds and removes the links at the
/// top, then deletes the old folder. Files read through the links at the top, one after the other,
/// can straddle that rename and mix two versions; files read from the folder `..data` named
/// beforehand are one version, which the writer never changes while `..data` names it. So
/// ``isCurrent``, asked after a read, says whether everything read was one whole version: the old
/// folder is deleted only once `..data` names another.
///
/// A directory is in that layout when its `..data` entry is a symbolic link to a name in the
/// directory (one path component, as the kubelet writes it). Anything else — no `..data`, a real
/// folder of that name, a link to a path — is an ordinary directory, read as it is.
struct RuleSetFolder: Sendable, Hashable {
    /// The name of the link the kubelet's atomic writer points at the current version's folder.
    static let versionLink = "..data"

    /// The rules directory.
    let directory: RawPath
    /// The name of the folder `..data` named when resolved (`..2026_11_27_23_01_02.123456789`);
    /// `nil` for an ordinary directory.
    let version: [UInt8]?

    /// Resolves the directory's `..data` link now.
    /// - Parameter directory: the rules directory, as given (it may itself be a link).
    init(resolving directory: RawPath) {
        self.directory = directory
        version = Self.version(of: directory)
    }

    /// The folder whose files are the rule set: the version's folder, else the directory.
    var path: RawPath { version.map { directory.appending($0) } ?? directory }

    /// Whether the directory's `..data` link still names the folder resolved (and an ordinary
    /// directory is still one): when it does after a read, what was read is one whole version.
    var isCurrent: Bool { Self.version(of: directory) == version }

    /// The target of the directory's `..data` link, when that is a link to one name in it.
    private static func version(of directory: RawPath) -> [UInt8]? {
        var target = [CChar](repeating: 0, count: 4096)
        let capacity = target.count
        let count = directory.appending(versionLink.utf8).withCString { readlink($0, &target, capacity) }
        guard count > 0, count < capacity else { return nil }
        let name = target[..<count].map { UInt8(bitPattern: $0) }
        guard !name.contains(UInt8(ascii: "/")), name != Array(".".utf8), name != Array("..".utf8) else {
            return nil
        }
        return name
    }
}
