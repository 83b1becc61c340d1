public import Foundation
import Synchronization
internal import Verdict
public import VerdictLua

/// Rules that arrive as bundles: fetched from a URL or a file, verified, unpacked, checked, and
/// activated in a `RuleEngine` — the engine's own atomic reload, so a refused bundle
/// keeps the last good rule set serving.
///
/// ```swift
/// let source = try BundleSource(.init(location: URL(string: "https://rules.example.com/rules.tar.gz")!,
///                                     keys: [try BundleVerifyingKey(pem: publicKeyPEM)],
///                                     cache: URL(fileURLWithPath: "/var/cache/verdict")))
/// source.restoreFromCache()
/// let polling = Task { await source.run(every: .seconds(30)) { attempt in print(attempt.outcome) } }
/// // source.engine validates; source.engine.hasRules says whether a bundle is active yet.
/// ```
/// Each attempt sends the last ETag as `If-None-Match` (a `304` costs nothing), reads the bundle
/// within ``BundleLimits``, checks the signature against any of the keys, unpacks it into a folder
/// of its own, loads it and runs every model's examples, and only then swaps. The last activated
/// bundle is kept in the cache folder, so that an instance restarted while the server is down
/// serves it (``restoreFromCache()``).
public final class BundleSource: Sendable {
    /// Where bundles come from and how they are checked.
    public struct Configuration: Sendable {
        /// An `http`, `https` or `file` URL.
        public var location: URL
        /// The public keys a bundle may be signed with; with none, signatures are not checked.
        public var keys: [BundleVerifyingKey]
        /// The folder that keeps the last activated bundle; `nil` keeps none.
        public var cache: URL?
        /// The bounds every bundle is read within.
        public var limits: BundleLimits
        /// PEM certificates to trust for `https` instead of the system's.
        public var caFile: String?

        /// Creates a configuration.
        public init(
            location: URL, keys: [BundleVerifyingKey] = [], cache: URL? = nil, limits: BundleLimits = .default,
            caFile: String? = nil
        ) {
            self.location = location
            self.keys = keys
            self.cache = cache
            self.limits = limits
            self.caFile = caFile
        }
    }

    /// The engine the bundles are activated in; it has no rules (`RuleEngine.hasRules`)
    /// until the first activation.
    public let engine: RuleEngine
    /// The configuration.
    public let configuration: Configuration
    /// The attempts and refusals; the serving bundle's fields come from ``unpacked``.
    private let state: Mutex<BundleStatus>
    /// The bundles unpacked for the engine, by folder: the one serving and the one before, or the
    /// one being loaded. Each is recorded before the engine may serve its folder, and the engine
    /// swaps its rules and its folder in one step, so ``status`` always names the bundle the engine
    /// serves — a readiness probe that sees rules also sees their revision.
    private let unpacked = Mutex<[URL: Unpacked]>([:])
    /// The ETag sent as `If-None-Match`; kept apart from the status, which shows the serving one.
    private let lastETag = Mutex<String?>(nil)
    /// Where bundles are unpacked: a folder per activation, the previous one removed after a swap.
    private let unpackRoot: URL
    private let activations = Atomic<Int>(0)

    /// The name of the cached bundle inside the cache folder.
    public static let cachedBundleName = "bundle.tar.gz"
    private static let cachedETagName = "bundle.etag"

    /// A source whose engine awaits its first bundle.
    /// - Parameters:
    ///   - configuration: where bundles come from and how they are checked.
    ///   - engineConfiguration: how the engine runs Lua and names files.
    /// - Throws: ``BundleError`` (reason ``BundleError/Reason/storage``) when the cache folder
    ///   cannot be made.
    public init(_ configuration: Configuration, engineConfiguration: RuleEngine.Configuration = .init())
        throws(BundleError)
    {
        self.configuration = configuration
        let manager = FileManager.default
        if let cache = configuration.cache {
            unpackRoot = cache.appendingPathComponent("unpacked", isDirectory: true)
            // Folders of an earlier process: none is serving now.
            try? manager.removeItem(at: unpackRoot)
        } else {
            unpackRoot = manager.temporaryDirectory.appendingPathComponent(
                "verdict-bundles-\(UUID().uuidString)", isDirectory: true)
        }
        do {
            try manager.createDirectory(at: unpackRoot, withIntermediateDirectories: true)
        } catch {
            throw BundleError(.storage, "\(unpackRoot.path): cannot be made: \(error.localizedDescription)")
        }
        engine = RuleEngine(awaitingRulesIn: unpackRoot, configuration: engineConfiguration)
        let shown = configuration.location.isFileURL ? configuration.location.path : "\(configuration.location)"
        state = Mutex(BundleStatus(source: shown))
    }

    deinit {
        if configuration.cache == nil { try? FileManager.default.removeItem(at: unpackRoot) }
    }

    /// Where the source stands now.
    public var status: BundleStatus {
        let serving = engine.directory
        var status = state.withLock { $0 }
        if let bundle = unpacked.withLock({ $0[serving] }) {
            status.revision = bundle.revision
            status.etag = bundle.etag
            status.keyID = bundle.keyID
            status.verifiedBy = bundle.verifiedBy
            status.activatedAt = bundle.activatedAt
            status.fromCache = bundle.fromCache
        }
        return status
    }

    /// What the status says of a bundle unpacked into a folder of its own.
    private struct Unpacked: Sendable {
        var revision: String
        var etag: String?
        var keyID: String?
        var verifiedBy: String?
        var activatedAt: Date
        var fromCache: Bool
    }

    /// Activates the bundle kept in the cache folder, if there is one and it still verifies and
    /// loads: what an instance serves when it restarts while the bundle server is down.
    /// - Returns: the attempt; `nil` when the cache holds no bundle.
    @discardableResult
    public func restoreFromCache() -> BundleStatus.Attempt? {
        guard let cache = configuration.cache else { return nil }
        let file = cache.appendingPathComponent(Self.cachedBundleName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let etag = (try? String(contentsOf: cache.appendingPathComponent(Self.cachedETagName), encoding: .utf8))
            .flatMap { $0.isEmpty ? nil : $0 }
        return activate(Array(data), etag: etag, fromCache: true)
    }

    /// Fetches the bundle once and activates it if it is new and passes every check.
    /// - Returns: what the attempt came to (also in ``status``).
    @discardableResult
    public func poll() async -> BundleStatus.Attempt {
        let etag = engine.hasRules ? lastETag.withLock { $0 } : nil
        do {
            switch try await BundleDownload.fetch(
                configuration.location, etag: etag, limits: configuration.limits, caFile: configuration.caFile)
            {
            case .notModified:
                return record(BundleStatus.Attempt(at: Date(), outcome: .unchanged, revision: status.revision))
            case .bundle(let bytes, let etag):
                return activate(bytes, etag: etag, fromCache: false)
            }
        } catch {
            let outcome: BundleStatus.Attempt.Outcome = error.reason == .download ? .unreachable : .refused
            return record(
                BundleStatus.Attempt(
                    at: Date(), outcome: outcome, reason: error.reason.rawValue, detail: error.detail))
        }
    }

    /// Polls every `interval` until the task is cancelled, the first time at once.
    /// - Parameters:
    ///   - interval: the time between the end of one attempt and the start of the next.
    ///   - onAttempt: called after each attempt, from the polling task.
    public func run(
        every interval: Duration, onAttempt: @Sendable (BundleStatus.Attempt) async -> Void = { _ in }
    ) async {
        while !Task.isCancelled {
            await onAttempt(await poll())
            do {
                try await Task.sleep(for: interval)
            } catch {
                return
            }
        }
    }

    /// Reads, verifies, unpacks, loads and swaps in a bundle.
    private func activate(_ bytes: [UInt8], etag: String?, fromCache: Bool) -> BundleStatus.Attempt {
        var attempt = activating(bytes, etag: etag, fromCache: fromCache)
        attempt.downloadedBytes = bytes.count
        return record(attempt)
    }

    /// ``activate(_:etag:fromCache:)`` before the attempt is recorded.
    private func activating(_ bytes: [UInt8], etag: String?, fromCache: Bool) -> BundleStatus.Attempt {
        let bundle: RuleBundle
        let signer: BundleVerifyingKey?
        do {
            bundle = try RuleBundle(archive: bytes, limits: configuration.limits)
            signer = try bundle.verify(keys: configuration.keys)
        } catch {
            return BundleStatus.Attempt(
                at: Date(), outcome: .refused, reason: error.reason.rawValue, detail: error.detail)
        }
        let revision = bundle.manifest.revision
        if engine.hasRules, revision == status.revision {
            lastETag.withLock { $0 = etag }
            let serving = engine.directory
            unpacked.withLock { $0[serving]?.etag = etag }
            return BundleStatus.Attempt(at: Date(), outcome: .unchanged, revision: revision)
        }
        let number = activations.add(1, ordering: .relaxed).newValue
        let folder = unpackRoot.appendingPathComponent("\(number)", isDirectory: true)
        let previous = engine.hasRules ? engine.directory : nil
        do {
            try bundle.unpack(into: folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            return BundleStatus.Attempt(
                at: Date(), outcome: .refused, revision: revision, reason: error.reason.rawValue, detail: error.detail)
        }
        let now = Date()
        let staged = Unpacked(
            revision: revision, etag: etag, keyID: bundle.keyID, verifiedBy: signer?.name, activatedAt: now,
            fromCache: fromCache)
        unpacked.withLock { bundles in
            bundles = bundles.filter { $0.key == previous }
            bundles[folder] = staged
        }
        if let failure = engine.reload(from: folder, requiringExamples: true) {
            unpacked.withLock { $0[folder] = nil }
            try? FileManager.default.removeItem(at: folder)
            let reason: BundleError.Reason = failure.failedExamples ? .examples : .rules
            return BundleStatus.Attempt(
                at: Date(), outcome: .refused, revision: revision, reason: reason.rawValue, detail: failure.description)
        }
        if let previous, previous != folder { try? FileManager.default.removeItem(at: previous) }
        lastETag.withLock { $0 = etag }
        if !fromCache { keep(bytes, etag: etag) }
        return BundleStatus.Attempt(at: now, outcome: .activated, revision: revision)
    }

    /// Keeps the activated bundle in the cache, replacing the last one atomically.
    private func keep(_ bytes: [UInt8], etag: String?) {
        guard let cache = configuration.cache else { return }
        let file = cache.appendingPathComponent(Self.cachedBundleName)
        let tagFile = cache.appendingPathComponent(Self.cachedETagName)
        // `.atomic` writes a temporary file and renames it over the old one.
        try? Data(bytes).write(to: file, options: .atomic)
        try? Data((etag ?? "").utf8).write(to: tagFile, options: .atomic)
    }

    /// Records an attempt in the status.
    private func record(_ attempt: BundleStatus.Attempt) -> BundleStatus.Attempt {
        state.withLock { status in
            status.lastAttempt = attempt
            if attempt.outcome == .refused { status.lastRefusal = attempt }
        }
        return attempt
    }
}
