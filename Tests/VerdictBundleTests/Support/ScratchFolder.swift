import Foundation

/// A temporary folder for one test, removed when the last reference goes.
final class ScratchFolder: Sendable {
    let url: URL

    /// Creates the folder and writes `files` (path → text) into it.
    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("verdict-bundle-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes (or replaces) a file; `name` may have folders.
    func write(_ name: String, _ text: String) throws {
        try write(name, bytes: Array(text.utf8))
    }

    /// Writes (or replaces) a file of bytes.
    func write(_ name: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file, options: .atomic)
    }

    /// A path inside the folder.
    func path(_ name: String) -> URL { url.appendingPathComponent(name) }
}

/// Rule files for bundle tests: a model `Signup` whose `username` needs `minimum` characters, with
/// one valid and one invalid example, and a German catalog.
enum SampleRules {
    static func files(minimum: Int = 3, validExample: String = "alice") -> [String: String] {
        [
            "signup.lua": """
            return {
              model = "Signup",
              rules = { { "username", "required" }, { "username", "minLength", \(minimum) } },
              examples = { valid = { { username = "\(validExample)" } }, invalid = { { username = "" } } },
            }
            """,
            "locales/de.lua": """
            return { messages = { tooShort = "{name} braucht mindestens {min} Zeichen." } }
            """,
        ]
    }
}
