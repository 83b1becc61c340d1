public import Foundation

/// What a rule bundle holds: the `.manifest` file at the start of every bundle, JSON.
///
/// ```json
/// {"format": 1, "revision": "sha256:9f…", "created": "2026-11-27T23:59:00Z", "verdictVersion": "0.3.0",
///  "files": [{"path": "signup.lua", "sha256": "4c…", "size": 812}]}
/// ```
/// A bundle's signature signs these bytes, and the manifest names every other file of the bundle
/// with its SHA-256: a signed manifest vouches for every file.
public struct BundleManifest: Sendable, Hashable, Codable {
    /// One file of the bundle.
    public struct File: Sendable, Hashable, Codable {
        /// The path inside the bundle (`signup.lua`, `locales/de.lua`).
        public var path: String
        /// The SHA-256 of its contents, 64 lowercase hexadecimal digits.
        public var sha256: String
        /// Its size in bytes.
        public var size: Int

        /// Creates a file entry.
        public init(path: String, sha256: String, size: Int) {
            self.path = path
            self.sha256 = sha256
            self.size = size
        }
    }

    /// The version of this format: 1.
    public var format: Int
    /// The bundle's revision: given when it was built, else the rule set's own revision
    /// (`sha256:` and the digest of its files' names and contents, as `RuleEngine.revision`).
    public var revision: String
    /// When the bundle was built.
    public var created: Date
    /// The version of Verdict that built it.
    public var verdictVersion: String
    /// Every file, in the order the archive holds them.
    public var files: [File]

    /// The format version this Verdict writes and reads.
    public static let currentFormat = 1

    /// Creates a manifest.
    public init(revision: String, created: Date, verdictVersion: String, files: [File]) {
        format = Self.currentFormat
        self.revision = revision
        self.created = created
        self.verdictVersion = verdictVersion
        self.files = files
    }

    /// The manifest as the bundle stores it: JSON with sorted keys, dates in ISO 8601.
    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Encoding strings, numbers and dates cannot fail.
        return (try? Array(encoder.encode(self))) ?? []
    }

    /// Reads a manifest.
    /// - Throws: ``BundleError`` with reason ``BundleError/Reason/archive`` when it is not one.
    public init(decoding bytes: [UInt8]) throws(BundleError) {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            self = try decoder.decode(Self.self, from: Data(bytes))
        } catch {
            throw BundleError(.archive, "the .manifest is not a bundle manifest: \(error.shortDescription)")
        }
        guard format == Self.currentFormat else {
            throw BundleError(.archive, "the .manifest has format \(format); this Verdict reads format 1")
        }
    }
}

extension Error {
    /// A decoding error in one line.
    var shortDescription: String {
        switch self as? DecodingError {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default: return String(describing: self)
        }
    }
}
