package import Foundation
import Verdict

/// The `*.lua` files of a rules directory, listed and read by the bytes of their names, so a name
/// that is not UTF-8 is still read (and shown escaped, see ``RawPath``).
///
/// Paths are opened as any program opens them, through symbolic links: a rules directory that is
/// a link (`rules -> releases/42`, the usual deploy layout) is read, and so is a rule file that is
/// a link, wherever it points; a link that leads nowhere is a file that cannot be read. A rules
/// directory laid out as the kubelet lays out a mounted ConfigMap or Secret — a `..data` link
/// naming the current version's folder — is listed and read in that folder (``RuleSetFolder``).
///
/// The one home of "which files make a rule set": the loader reads them, and the workbench's draft
/// copy of a rules directory copies them.
package enum RuleFileListing {
    /// A failed system call, with `errno`.
    package struct SystemError: Error, Sendable {
        /// The `errno` value.
        package let code: Int32

        /// The system's words for it (`No such file or directory`).
        package var reason: String { String(cString: strerror(code)) }
    }

    /// The names of the directory's `*.lua` entries (a name longer than `.lua` that ends with
    /// it), in byte order.
    /// - Throws: ``SystemError`` when the directory cannot be opened.
    package static func names(in directory: RawPath) throws(SystemError) -> [[UInt8]] {
        guard let stream = directory.withCString({ opendir($0) }) else { throw SystemError(code: errno) }
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if isRuleFileName(name) { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The folder of a rules directory that holds its message catalogs (`locales/TAG.lua`).
    package static let catalogFolder = "locales"

    /// Whether a name is a rule file's: longer than `.lua`, and ending with it.
    package static func isRuleFileName(_ name: [UInt8]) -> Bool {
        name.count > 4 && name.suffix(4).elementsEqual(".lua".utf8)
    }

    /// The whole content of a file.
    /// - Throws: ``SystemError`` when it cannot be opened or read (`EISDIR` for a directory).
    package static func contents(of path: RawPath) throws(SystemError) -> [UInt8] {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SystemError(code: errno) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw SystemError(code: EISDIR) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(code: errno)
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// What `stat` says of a path, through symbolic links; `nil` when it cannot be read.
    package static func status(of path: RawPath) -> stat? {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 ? info : nil
    }
}
