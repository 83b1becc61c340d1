import Foundation

/// A rule file the workbench may read and write: a `*.lua` file of the rules directory itself or
/// of its `locales/` folder, named relative to the directory, that exists and — its real path
/// resolved, symbolic links followed — lies inside the directory.
///
/// Everything else is refused with a reason: an absolute path, `..` or `.`, an empty part, a name
/// with characters other than letters, digits, `_`, `-` and `.`, another folder, a file that is
/// not `*.lua`, a file that does not exist, and a path whose real location is outside the rules
/// directory (a symbolic link out, or a `locales/` that links elsewhere).
struct RuleFilePath: Sendable, Hashable {
    /// The name relative to the rules directory: `user.lua`, `locales/de.lua`.
    let name: String
    /// The file's real absolute path.
    let realPath: String

    /// Why a path is refused.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The longest name accepted, in bytes.
    static let maximumNameLength = 200

    /// Resolves `name` in the rules directory whose real path is `root`.
    /// - Throws: ``Refusal`` naming what is wrong.
    init(_ name: String, root: String) throws(Refusal) {
        guard !name.isEmpty else { throw Refusal(description: "no file named") }
        guard name.utf8.count <= Self.maximumNameLength else {
            throw Refusal(description: "the file name is longer than \(Self.maximumNameLength) bytes")
        }
        guard !name.hasPrefix("/") else {
            throw Refusal(description: "'\(name)' is an absolute path; name a file of the rules directory")
        }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        for part in parts {
            guard !part.isEmpty, part != ".", part != ".." else {
                throw Refusal(description: "'\(name)' is not a plain path inside the rules directory")
            }
            guard part.unicodeScalars.allSatisfy(Self.allowed) else {
                throw Refusal(
                    description: "'\(name)' has characters a rule file name may not have (letters, digits, _ - . only)")
            }
        }
        guard parts.count == 1 || (parts.count == 2 && parts[0] == "locales") else {
            throw Refusal(description: "'\(name)' is not a rule file (NAME.lua) or a catalog (locales/TAG.lua)")
        }
        guard name.hasSuffix(".lua"), (parts.last?.count ?? 0) > 4, !(parts.last?.hasPrefix(".") ?? true) else {
            throw Refusal(description: "'\(name)' is not a *.lua file")
        }
        guard let real = Self.realPath(of: root + "/" + name) else {
            throw Refusal(description: "no file '\(name)' in the rules directory")
        }
        guard Self.isInside(real, root: root) else {
            throw Refusal(description: "'\(name)' leads outside the rules directory; the workbench does not follow it")
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(description: "'\(name)' is not a regular file")
        }
        self.name = name
        self.realPath = real
    }

    /// Letters and digits of ASCII, `_`, `-` and `.`.
    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": true
        default: false
        }
    }

    /// Whether `path` is `root` or below it (both real paths).
    static func isInside(_ path: String, root: String) -> Bool {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix)
    }

    /// The real path of an existing file or directory, `nil` when it does not exist.
    static func realPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
