internal import CompressNIO
internal import Crypto
public import Foundation
internal import NIOCore
public import Verdict

/// A rule bundle, read and checked: a rules directory's rule files and message catalogs in one
/// gzip'd tar, with a `.manifest` naming every file with its SHA-256 and, when signed, a
/// `.signature` over the manifest (see <doc:ShippingRulesToAFleet>).
///
/// ```swift
/// let bundle = try RuleBundle(archive: bytes)
/// let signer = try bundle.verify(keys: [publicKey])
/// try bundle.unpack(into: folder)
/// let engine = try RuleEngine(directory: folder)
/// ```
/// Reading checks the archive completely, within ``BundleLimits``: gzip and tar well formed, only
/// files and folders with names that stay inside the bundle, the `.manifest` first, then the
/// `.signature` if any, then exactly the files the manifest lists, each with its digest.
public struct RuleBundle: Sendable {
    /// The manifest.
    public let manifest: BundleManifest
    /// The key id in the signature's header; `nil` when unsigned or signed without one.
    public var keyID: String? { signature?.keyID }
    /// Whether the bundle carries a signature.
    public var isSigned: Bool { signature != nil }
    /// The files the manifest lists, in order.
    public let files: [(path: String, contents: [UInt8])]
    /// The manifest's bytes, as signed.
    let manifestBytes: [UInt8]
    let signature: BundleSignature?

    /// The name of the manifest inside a bundle.
    public static let manifestName = ".manifest"
    /// The name of the signature inside a bundle.
    public static let signatureName = ".signature"
    /// The rule set as one document (`verdict export`), which every bundle built carries so that
    /// an app loads its Lua-free models without Lua.
    public static let documentName = "rule-set.json"

    /// The rule-set document the bundle carries; `nil` for a bundle built before bundles carried one.
    /// - Throws: `RuleSetDocumentError` when the file is not a document this Verdict reads.
    public func document() throws(RuleSetDocumentError) -> RuleSetDocument? {
        guard let file = files.first(where: { $0.path == Self.documentName }) else { return nil }
        return try RuleSetDocument(json: file.contents)
    }

    /// Reads a bundle.
    /// - Throws: ``BundleError``: ``BundleError/Reason/size`` past the limits (a size bomb
    ///   included), ``BundleError/Reason/archive`` for a malformed or unsafe archive,
    ///   ``BundleError/Reason/digest`` for a file that does not match the manifest.
    public init(archive: [UInt8], limits: BundleLimits = .default) throws(BundleError) {
        guard archive.count <= limits.maxDownloadBytes else {
            throw BundleError(
                .size, "the bundle is \(archive.count) bytes, over the limit of \(limits.maxDownloadBytes)")
        }
        let tar = try Self.gunzip(archive, limits: limits)
        let entries: [TarArchive.Entry]
        do {
            entries = try TarArchive.read(tar, maxFiles: limits.maxFiles + 2, maxBytes: limits.maxUnpackedBytes)
        } catch {
            switch error.passedLimit {
            case .files: throw BundleError(.size, "the bundle holds more than \(limits.maxFiles) files")
            case .bytes: throw BundleError(.size, error.message)
            case nil: throw BundleError(.archive, error.message)
            }
        }
        guard let first = entries.first, first.path == Self.manifestName else {
            throw BundleError(.archive, "the bundle does not start with a \(Self.manifestName)")
        }
        manifestBytes = first.contents
        manifest = try BundleManifest(decoding: first.contents)
        var rest = entries.dropFirst()
        if let next = rest.first, next.path == Self.signatureName {
            signature = try BundleSignature(reading: next.contents)
            rest = rest.dropFirst()
        } else {
            signature = nil
        }
        let listed = manifest.files.map(\.path)
        let held = rest.map(\.path)
        if let extra = held.first(where: { !listed.contains($0) }) {
            throw BundleError(.archive, "\(extra): in the bundle but not in its manifest")
        }
        if let missing = listed.first(where: { !held.contains($0) }) {
            throw BundleError(.archive, "\(missing): in the manifest but not in the bundle")
        }
        guard held == listed else { throw BundleError(.archive, "the files are not in the manifest's order") }
        for (entry, file) in zip(rest, manifest.files) {
            guard entry.contents.count == file.size, Self.sha256(entry.contents) == file.sha256 else {
                throw BundleError(.digest, "\(entry.path): the contents do not match the manifest's SHA-256")
            }
        }
        files = rest.map { ($0.path, $0.contents) }
    }

    /// Checks the signature against the keys a verifier trusts.
    /// - Parameter keys: the trusted public keys; with none, nothing is checked.
    /// - Returns: the key that signed the bundle; `nil` when `keys` is empty.
    /// - Throws: ``BundleError`` (reason ``BundleError/Reason/signature``) when keys are given and
    ///   the bundle is unsigned or signed by none of them.
    @discardableResult
    public func verify(keys: [BundleVerifyingKey]) throws(BundleError) -> BundleVerifyingKey? {
        guard !keys.isEmpty else { return nil }
        guard let signature else { throw BundleError(.signature, "the bundle is not signed") }
        if let signer = signature.signer(of: manifestBytes, among: keys) { return signer }
        let named = signature.keyID.map { " (key id \($0))" } ?? ""
        let count = keys.count == 1 ? "the public key given" : "any of the \(keys.count) public keys given"
        throw BundleError(.signature, "the signature\(named) does not verify with \(count)")
    }

    /// Writes the files into a new folder (made with its parents; it must not exist yet).
    /// - Throws: ``BundleError`` (reason ``BundleError/Reason/storage``) when it cannot.
    public func unpack(into directory: URL) throws(BundleError) {
        let manager = FileManager.default
        do {
            guard !manager.fileExists(atPath: directory.path) else {
                throw BundleError(.storage, "\(directory.path) exists already")
            }
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in files {
                let target = directory.appendingPathComponent(file.path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard manager.createFile(atPath: target.path, contents: Data(file.contents)) else {
                    throw BundleError(.storage, "\(target.path): cannot be written")
                }
            }
        } catch let error as BundleError {
            throw error
        } catch {
            throw BundleError(.storage, "cannot unpack into \(directory.path): \(error.localizedDescription)")
        }
    }

    /// The SHA-256 of `bytes` in lowercase hexadecimal.
    static func sha256(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// The gzip'd archive's tar bytes, within the limits.
    private static func gunzip(_ archive: [UInt8], limits: BundleLimits) throws(BundleError) -> [UInt8] {
        guard archive.starts(with: [0x1F, 0x8B]) else { throw BundleError(.archive, "the bundle is not gzip'd") }
        // The tar's headers and padding come on top of the files: a block each, and two at the end.
        let headroom = 512 * (2 * (limits.maxFiles + 2) + 2)
        var buffer = ByteBuffer(bytes: archive)
        do {
            var tar = try buffer.decompress(with: .gzip(), maxSize: limits.maxUnpackedBytes + headroom)
            return tar.readBytes(length: tar.readableBytes) ?? []
        } catch let error as CompressNIOError where error == .bufferOverflow {
            throw BundleError(.size, "the bundle unpacks to more than \(limits.maxUnpackedBytes + headroom) bytes")
        } catch {
            throw BundleError(.archive, "the bundle's gzip stream is damaged")
        }
    }
}

extension String {
    /// The string with `0`s before it up to `width` characters.
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
