import Foundation

/// The folder holding one server process's draft copies of the rules directory
/// (``DraftRuleSet``): `verdict-drafts-PID` in the temporary directory, `PID` the process's id.
///
/// A draft's copy is removed when the draft is done with, but a draft that crashes or hangs the
/// server — or a kill — skips that, and the copy stays. So a workbench that starts removes the
/// folders whose process is gone, and the one bearing its own process id, which an earlier process
/// of the same id left (in a container every run may be process 1). One workbench runs per process.
struct DraftFolder: Sendable {
    /// The folder's path.
    let url: URL

    /// The start of every such folder's name; the process id follows.
    static let prefix = "verdict-drafts-"

    /// The folder could not be made.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Removes the folders left in `temporary` by processes that are gone, then makes this
    /// process's folder (readable by its user only).
    /// - Throws: ``Failure`` when the folder cannot be made.
    static func prepare(in temporary: URL = FileManager.default.temporaryDirectory) throws(Failure) -> DraftFolder {
        let manager = FileManager.default
        let own = getpid()
        for name in (try? manager.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count)
            guard let owner = pid_t(digits), owner > 0, String(owner) == digits else { continue }
            if owner == own || !isRunning(owner) {
                try? manager.removeItem(at: temporary.appendingPathComponent(name))
            }
        }
        let url = temporary.appendingPathComponent(prefix + String(own))
        guard mkdir(url.path, 0o700) == 0 else {
            throw Failure(
                description: "cannot make the drafts folder \(url.path): \(String(cString: strerror(errno)))")
        }
        return DraftFolder(url: url)
    }

    /// Whether a process of this id runs, another user's included.
    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno == EPERM
    }
}
