import Foundation

/// The folder of sample files that `verdict serve --workbench --samples DIR` offers the Impact
/// panel: the regular files directly in it whose extension names a format `verdict validate`
/// reads (`.json`, `.jsonl`, `.ndjson`, `.csv`, `.yaml`, `.yml`), hidden ones left out.
///
/// The folder is listed afresh at every request, so files added while the server runs are offered.
/// A sample is asked for by its name as listed, and only then: a name with `/` or `..` is never
/// looked up, so no request reaches a file outside the folder by naming it.
struct SampleFolder: Sendable {
    /// A sample as listed.
    struct Entry: Sendable, Equatable {
        /// Its name in the folder.
        let name: String
        /// Its size in bytes.
        let size: Int
    }

    /// The folder is not one.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The folder's path as given.
    let path: String

    /// The folder at `path`.
    /// - Throws: ``Failure`` when `path` is not a directory that can be read.
    init(path: String) throws(Failure) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isReadableFile(atPath: path)
        else {
            throw Failure(description: "--samples \(path) is not a directory that can be read")
        }
        self.path = path
    }

    /// The samples, by name.
    func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().compactMap { name in
            guard !name.hasPrefix("."), InputFormat(path: name) != nil,
                let attributes = try? FileManager.default.attributesOfItem(atPath: location(of: name)),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { return nil }
            return Entry(name: name, size: (attributes[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// The sample named `name`, when it is listed.
    func sample(named name: String) -> ImpactSample? {
        guard Self.isPlainName(name), entries().contains(where: { $0.name == name }) else { return nil }
        return .file(name: name, path: location(of: name))
    }

    /// Whether `name` can name a file of the folder at all: not empty, no `/`, no `..`, no NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("..") && !name.contains("\0")
    }

    /// The path of a file of the folder.
    private func location(of name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }
}
