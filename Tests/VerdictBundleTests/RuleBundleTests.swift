import CompressNIO
import Foundation
import NIOCore
import Testing
import VerdictLua

@testable import VerdictBundle

struct RuleBundleTests {
    private let created = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aBuiltBundleHoldsTheRulesTheirManifestAndItsSignature() throws {
        let rules = try ScratchFolder(SampleRules.files())
        let key = BundleSigningKey.generate(keyID: "release-1")
        let bytes = try RuleBundle.build(
            from: rules.url, signingKey: key, verdictVersion: "9.9.9", created: created)
        let bundle = try RuleBundle(archive: bytes)
        #expect(bundle.files.map(\.path) == ["signup.lua", "locales/de.lua", RuleBundle.documentName])
        // The rules as data too: the document the engine exports, loadable without Lua.
        let document = try #require(try bundle.document())
        let engineDocument = try RuleEngine(directory: rules.url).document
        #expect(document.models.map { $0["model"] } == engineDocument.models.map { $0["model"] })
        #expect(document.models.map { $0["rules"] } == engineDocument.models.map { $0["rules"] })
        #expect(document.catalogs == engineDocument.catalogs)
        #expect(bundle.manifest.verdictVersion == "9.9.9")
        #expect(bundle.manifest.created == created)
        #expect(bundle.keyID == "release-1")
        let engine = try RuleEngine(directory: rules.url)
        #expect(bundle.manifest.revision == engine.revision, "the default revision is the rule set's own")
        #expect(try bundle.verify(keys: [key.publicKey])?.name == "release-1")
        let named = try RuleBundle(
            archive: RuleBundle.build(from: rules.url, revision: "r42", verdictVersion: "1", created: created))
        #expect(named.manifest.revision == "r42" && !named.isSigned)
    }

    @Test func theSignatureVerifiesWithAnyOfTheKeysGivenAndOnlyThose() throws {
        let rules = try ScratchFolder(SampleRules.files())
        let old = BundleSigningKey.generate(keyID: "old")
        let new = BundleSigningKey.generate(keyID: "new")
        let signedNew = try RuleBundle(archive: RuleBundle.build(from: rules.url, signingKey: new, verdictVersion: "1"))
        #expect(try signedNew.verify(keys: [old.publicKey, new.publicKey])?.name == "new", "rotation: both keys given")
        let refused = try #require(throws: BundleError.self) { try signedNew.verify(keys: [old.publicKey]) }
        #expect(refused.reason == .signature)
        #expect(refused.detail == "the signature (key id new) does not verify with the public key given")
        let unsigned = try RuleBundle(archive: RuleBundle.build(from: rules.url, verdictVersion: "1"))
        #expect(
            try #require(throws: BundleError.self) { try unsigned.verify(keys: [old.publicKey]) }.detail
                == "the bundle is not signed")
        #expect(try unsigned.verify(keys: []) == nil, "no keys: nothing checked")
    }

    @Test func keysReadFromTheirPEMFilesWithAFingerprintForAKeyID() throws {
        let key = BundleSigningKey.generate()
        let again = try BundleSigningKey(pem: key.pemRepresentation)
        #expect(again.keyID == key.keyID && key.keyID.hasPrefix("sha256:") && key.keyID.count == 23)
        let public_ = try BundleVerifyingKey(pem: key.publicKey.pemRepresentation, name: "public.pem")
        #expect(public_.fingerprint == key.keyID)
        #expect(throws: BundleError.self) { try BundleVerifyingKey(pem: key.pemRepresentation) }
        #expect(throws: BundleError.self) {
            try BundleSigningKey(pem: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----")
        }
    }

    @Test func aChangedFileOrManifestIsRefused() throws {
        let rules = try ScratchFolder(SampleRules.files())
        let key = BundleSigningKey.generate(keyID: "k")
        let entries = try Self.entries(of: RuleBundle.build(from: rules.url, signingKey: key, verdictVersion: "1"))
        var tampered = entries
        tampered[2].contents += Array("\n-- changed".utf8)
        let digest = try #require(throws: BundleError.self) { try RuleBundle(archive: Self.archive(tampered)) }
        #expect(
            digest.reason == .digest && digest.detail == "signup.lua: the contents do not match the manifest's SHA-256")
        // A manifest rewritten to match a changed file still fails: the signature covers it.
        var manifest = try BundleManifest(decoding: entries[0].contents)
        manifest.files[0] = BundleManifest.File(
            path: "signup.lua", sha256: RuleBundle.sha256(tampered[2].contents), size: tampered[2].contents.count)
        tampered[0].contents = manifest.encoded()
        let rewritten = try RuleBundle(archive: Self.archive(tampered))
        #expect(
            try #require(throws: BundleError.self) { try rewritten.verify(keys: [key.publicKey]) }.reason == .signature)
        let extra = try #require(throws: BundleError.self) {
            try RuleBundle(archive: Self.archive(entries + [TarArchive.Entry(path: "evil.lua", contents: [])]))
        }
        #expect(extra.reason == .archive && extra.detail == "evil.lua: in the bundle but not in its manifest")
        let missing = try #require(throws: BundleError.self) {
            try RuleBundle(archive: Self.archive(Array(entries.dropLast())))
        }
        #expect(missing.detail == "\(RuleBundle.documentName): in the manifest but not in the bundle")
        let noManifest = try #require(throws: BundleError.self) {
            try RuleBundle(archive: Self.archive(Array(entries.dropFirst())))
        }
        #expect(noManifest.detail == "the bundle does not start with a .manifest")
    }

    @Test func sizeBombsAndNonBundlesAreRefusedWithinTheLimits() throws {
        let limits = BundleLimits(maxDownloadBytes: 1 << 20, maxUnpackedBytes: 1 << 20, maxFiles: 4)
        // 64 MiB of zeros gzip to about 64 KiB: a bomb for a 1 MiB limit.
        var zeros = ByteBuffer(repeating: 0, count: 64 << 20)
        let bomb = try zeros.compress(with: .gzip())
        let refused = try #require(throws: BundleError.self) {
            try RuleBundle(archive: Array(buffer: bomb), limits: limits)
        }
        #expect(refused.reason == .size)
        #expect(
            try #require(throws: BundleError.self) { try RuleBundle(archive: Array("hello".utf8)) }.reason == .archive)
        let tooLarge = try #require(throws: BundleError.self) {
            try RuleBundle(archive: [UInt8](repeating: 0x1F, count: (1 << 20) + 1), limits: limits)
        }
        #expect(tooLarge.reason == .size)
        let many = (0..<7).map { TarArchive.Entry(path: "f\($0).lua", contents: []) }
        let tooMany = try #require(throws: BundleError.self) {
            try RuleBundle(archive: Self.archive(many), limits: limits)
        }
        #expect(tooMany.reason == .size && tooMany.detail == "the bundle holds more than 4 files")
    }

    @Test func aBuildIsRefusedWhenTheRulesOrTheirExamplesFail() throws {
        let broken = try ScratchFolder(["signup.lua": "return { model = \"Signup\", rules = { { \"x\", \"nope\" } } }"])
        let rules = try #require(throws: BundleError.self) {
            try RuleBundle.build(from: broken.url, verdictVersion: "1")
        }
        #expect(rules.reason == .rules)
        #expect(rules.detail.hasPrefix(broken.url.path + "/signup.lua:1: "))
        let failing = try ScratchFolder(SampleRules.files(minimum: 10))
        let examples = try #require(throws: BundleError.self) {
            try RuleBundle.build(from: failing.url, verdictVersion: "1")
        }
        #expect(examples.reason == .examples)
        #expect(examples.detail.contains("model 'Signup': valid example 1 fails: username: "))
    }

    @Test func unpackingWritesEveryFileAndRefusesAnExistingFolder() throws {
        let rules = try ScratchFolder(SampleRules.files())
        let bundle = try RuleBundle(archive: RuleBundle.build(from: rules.url, verdictVersion: "1"))
        let target = try ScratchFolder()
        try bundle.unpack(into: target.path("one"))
        #expect(FileManager.default.contents(atPath: target.path("one/locales/de.lua").path) != nil)
        let engine = try RuleEngine(directory: target.path("one"))
        #expect(engine.models.map(\.name) == ["Signup"])
        #expect(
            try #require(throws: BundleError.self) { try bundle.unpack(into: target.path("one")) }.reason == .storage)
    }

    /// The entries of a built bundle.
    static func entries(of bundle: [UInt8]) throws -> [TarArchive.Entry] {
        var buffer = ByteBuffer(bytes: bundle)
        let tar = try buffer.decompress(with: .gzip())
        return try TarArchive.read(Array(buffer: tar), maxFiles: 100, maxBytes: 1 << 20)
    }

    /// A gzip'd tar of `entries`.
    static func archive(_ entries: [TarArchive.Entry]) throws -> [UInt8] {
        var buffer = ByteBuffer(bytes: try TarArchive.write(entries, modified: 0))
        return Array(buffer: try buffer.compress(with: .gzip()))
    }
}
