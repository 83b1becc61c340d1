import Foundation
import Synchronization
import Testing
import Verdict
import VerdictLua

@testable import VerdictBundle

struct BundleSourceTests {
    @Test func anEngineAwaitsItsFirstBundleThenServesIt() async throws {
        let rules = try ScratchFolder(SampleRules.files())
        let published = try ScratchFolder()
        let key = BundleSigningKey.generate(keyID: "k1")
        let source = try BundleSource(.init(location: published.path("rules.tar.gz"), keys: [key.publicKey]))
        #expect(!source.engine.hasRules && source.engine.models.isEmpty)
        let missing = await source.poll()
        #expect(missing.outcome == .unreachable && missing.reason == "download")
        try published.write(
            "rules.tar.gz",
            bytes: RuleBundle.build(from: rules.url, revision: "r1", signingKey: key, verdictVersion: "1"))
        let first = await source.poll()
        #expect(first.outcome == .activated && first.revision == "r1")
        #expect(source.engine.hasRules && source.engine.version == 1)
        #expect(source.status.keyID == "k1" && source.status.revision == "r1")
        let verdict = try source.engine.validate(.object(["username": .string("al")]), model: "Signup")
        #expect(!verdict.isValid)
        #expect(await source.poll().outcome == .unchanged, "the same revision again changes nothing")
        #expect(source.engine.version == 1)
    }

    @Test func aRefusedBundleKeepsTheLastGoodOneServing() async throws {
        let published = try ScratchFolder()
        let key = BundleSigningKey.generate(keyID: "good")
        let source = try BundleSource(.init(location: published.path("rules.tar.gz"), keys: [key.publicKey]))
        let rules = try ScratchFolder(SampleRules.files())
        try published.write(
            "rules.tar.gz",
            bytes: RuleBundle.build(from: rules.url, revision: "r1", signingKey: key, verdictVersion: "1"))
        #expect(await source.poll().outcome == .activated)
        let stranger = BundleSigningKey.generate(keyID: "stranger")
        try published.write(
            "rules.tar.gz",
            bytes: RuleBundle.build(from: rules.url, revision: "r2", signingKey: stranger, verdictVersion: "1"))
        let refused = await source.poll()
        #expect(refused.outcome == .refused && refused.reason == "signature")
        #expect(source.status.revision == "r1" && source.status.lastRefusal?.reason == "signature")
        #expect(try source.engine.validate(.object(["username": .string("bob")]), model: "Signup").isValid)
    }

    @Test func aBundleWhoseExamplesFailIsRefusedAtActivation() async throws {
        // Built unchecked by hand: the examples fail (a minimum of 10 refuses "alice").
        let rules = try ScratchFolder(SampleRules.files(minimum: 10))
        let entries = try Self.unsignedEntries(of: rules)
        let published = try ScratchFolder()
        try published.write("rules.tar.gz", bytes: RuleBundleTests.archive(entries))
        let source = try BundleSource(.init(location: published.path("rules.tar.gz")))
        let refused = await source.poll()
        #expect(refused.outcome == .refused && refused.reason == "examples")
        #expect(refused.detail?.contains("model 'Signup': valid example 1 fails") == true)
        #expect(!source.engine.hasRules)
    }

    /// A readiness probe that sees rules must see their revision too: the status names the
    /// bundle the engine serves at every moment, during each activation as well.
    @Test func theStatusNamesTheServingBundleAtEveryMoment() async throws {
        let published = try ScratchFolder()
        let cache = try ScratchFolder()
        let first = try ScratchFolder(SampleRules.files())
        let second = try ScratchFolder(SampleRules.files(minimum: 4))
        let source = try BundleSource(.init(location: published.path("rules.tar.gz"), cache: cache.url))
        let done = Atomic<Bool>(false)
        let watcher = Task.detached { () -> [String] in
            var mismatches: [String] = []
            while !done.load(ordering: .acquiring) {
                let serving = source.engine.hasRules
                let revision = source.status.revision
                if serving, revision == nil { mismatches.append("rules served with no revision in the status") }
            }
            return mismatches
        }
        for round in 1...6 {
            let rules = round.isMultiple(of: 2) ? second : first
            try published.write(
                "rules.tar.gz",
                bytes: RuleBundle.build(from: rules.url, revision: "r\(round)", verdictVersion: "1"))
            #expect(await source.poll().outcome == .activated)
            #expect(source.status.revision == "r\(round)")
        }
        done.store(true, ordering: .releasing)
        #expect(await watcher.value.isEmpty)
    }

    @Test func theCacheServesTheLastActivatedBundleAfterARestart() async throws {
        let published = try ScratchFolder()
        let cache = try ScratchFolder()
        let rules = try ScratchFolder(SampleRules.files())
        try published.write(
            "rules.tar.gz", bytes: RuleBundle.build(from: rules.url, revision: "r7", verdictVersion: "1"))
        let first = try BundleSource(.init(location: published.path("rules.tar.gz"), cache: cache.url))
        #expect(first.restoreFromCache() == nil, "an empty cache restores nothing")
        #expect(await first.poll().outcome == .activated)
        try FileManager.default.removeItem(at: published.path("rules.tar.gz"))
        let restarted = try BundleSource(.init(location: published.path("rules.tar.gz"), cache: cache.url))
        let restored = try #require(restarted.restoreFromCache())
        #expect(restored.outcome == .activated && restarted.status.fromCache && restarted.status.revision == "r7")
        #expect(await restarted.poll().outcome == .unreachable)
        #expect(restarted.engine.hasRules && restarted.status.revision == "r7")
    }

    /// The entries of an unsigned bundle of `rules`, made without the build's checks.
    static func unsignedEntries(of rules: ScratchFolder) throws -> [TarArchive.Entry] {
        let paths = ["signup.lua", "locales/de.lua"]
        let files = try paths.map { path in
            (path, Array(try Data(contentsOf: rules.path(path))))
        }
        let manifest = BundleManifest(
            revision: "unchecked", created: Date(), verdictVersion: "1",
            files: files.map { BundleManifest.File(path: $0.0, sha256: RuleBundle.sha256($0.1), size: $0.1.count) })
        return [TarArchive.Entry(path: ".manifest", contents: manifest.encoded())]
            + files.map { TarArchive.Entry(path: $0.0, contents: $0.1) }
    }
}
