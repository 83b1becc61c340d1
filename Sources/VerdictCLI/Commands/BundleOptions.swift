import ArgumentParser
import Foundation
import VerdictBundle
import VerdictLua

/// `--bundle FILE|URL` and what checks it (`--public-key`, `--ca-file`): rules from a bundle instead
/// of a rules directory, for `verdict validate` and `verdict serve`.
struct BundleOptions: ParsableArguments {
    @Option(help: "Take the rules from a bundle (a file, or an http/https URL) instead of --rules.")
    var bundle: String?

    @Option(
        name: .customLong("public-key"),
        help: "A P-256 public key (PEM) the bundle must be signed with; repeatable, any one suffices.")
    var publicKeys: [String] = []

    @Option(name: .customLong("ca-file"), help: "PEM certificates to trust for an https bundle URL.")
    var caFile: String?

    /// Where the bundle comes from: a URL, or a file path as a file URL.
    var location: URL? { bundle.flatMap(Self.location(of:)) }

    /// Where a bundle named on the command line comes from: an `http`, `https` or `file` URL, else
    /// a file path as a file URL; `nil` for a URL that does not parse.
    static func location(of bundle: String) -> URL? {
        if isURL(bundle) { return URL(string: bundle) }
        return URL(fileURLWithPath: bundle)
    }

    /// Whether a bundle named on the command line is a URL (`http`, `https` or `file`) rather than a path.
    static func isURL(_ bundle: String) -> Bool {
        bundle.hasPrefix("http://") || bundle.hasPrefix("https://") || bundle.hasPrefix("file://")
    }

    /// Checks the options against `--rules`.
    /// - Parameter keysCheckOtherBundles: whether `--public-key` and `--ca-file` also serve another
    ///   bundle of the command (`verdict serve --candidate URL`), so that they need no `--bundle`.
    func validate(rules: RulesOption, keysCheckOtherBundles: Bool = false) throws {
        if bundle != nil && rules.rules != nil { throw ValidationError("give --rules or --bundle, not both") }
        if bundle != nil && location == nil { throw ValidationError("--bundle: '\(bundle ?? "")' is not a URL") }
        if bundle == nil && !keysCheckOtherBundles && !publicKeys.isEmpty {
            throw ValidationError("--public-key checks a --bundle: give one")
        }
        if bundle == nil && !keysCheckOtherBundles && caFile != nil {
            throw ValidationError("--ca-file is for an https --bundle: give one")
        }
    }

    /// The bundle source these options describe, its engine awaiting the first bundle.
    func source(cache: URL? = nil, engineConfiguration: RuleEngine.Configuration) throws -> BundleSource? {
        guard let location else { return nil }
        return try Self.source(
            location: location, publicKeys: publicKeys, caFile: caFile, cache: cache,
            engineConfiguration: engineConfiguration)
    }

    /// A bundle source, its engine awaiting the first bundle; a key file that cannot be read or a
    /// cache folder that cannot be made prints why and exits 2.
    private static func source(
        location: URL, publicKeys: [String], caFile: String?, cache: URL? = nil,
        engineConfiguration: RuleEngine.Configuration
    ) throws -> BundleSource {
        let keys = try BundleKeyFiles.verifyingKeys(at: publicKeys)
        do {
            return try BundleSource(
                .init(location: location, keys: keys, cache: cache, caFile: caFile),
                engineConfiguration: engineConfiguration)
        } catch {
            Console.standardError.write("verdict: \(error.detail)\n")
            throw CLIExit.usage.error
        }
    }

    /// The engine of the rules: the bundle's, fetched and activated once, or the rules directory's;
    /// with the bundle's revision when there is one. A bundle that cannot be fetched or is refused
    /// prints why and exits 2.
    func loadEngine(rules: RulesOption, configuration: RuleEngine.Configuration) throws -> (
        engine: RuleEngine, bundleRevision: String?
    ) {
        guard let location else { return (try rules.loadEngine(configuration: configuration), nil) }
        let source = try Self.activatedSource(
            bundle: location, publicKeys: publicKeys, caFile: caFile, configuration: configuration)
        return (source.engine, source.status.revision)
    }

    /// The engine of one bundle, fetched and activated once: ``loadEngine(rules:configuration:)``
    /// for a bundle not given with `--bundle` (a side of `verdict diff`).
    /// - Parameters:
    ///   - location: the bundle's URL, a file's as a file URL.
    ///   - publicKeys: PEM files of the keys the bundle must be signed with; none checks no signature.
    ///   - caFile: PEM certificates to trust for an https URL.
    ///   - configuration: how the engine runs Lua; files are named relative to the bundle.
    /// - Throws: ``CLIExit/usage`` after saying why, when a key file cannot be read or the bundle
    ///   cannot be fetched or is refused.
    static func loadEngine(
        bundle location: URL, publicKeys: [String], caFile: String?, configuration: RuleEngine.Configuration
    ) throws -> RuleEngine {
        try activatedSource(bundle: location, publicKeys: publicKeys, caFile: caFile, configuration: configuration)
            .engine
    }

    /// A bundle source with its bundle fetched and activated once.
    private static func activatedSource(
        bundle location: URL, publicKeys: [String], caFile: String?, configuration: RuleEngine.Configuration
    ) throws -> BundleSource {
        var named = configuration
        named.fileNaming = .rulesDirectory
        let source = try source(location: location, publicKeys: publicKeys, caFile: caFile, engineConfiguration: named)
        let attempt = AsyncWait.blocking { await source.poll() }
        guard attempt.outcome == .activated else {
            Console.standardError.write(
                "verdict: the bundle \(source.status.source) is \(attempt.outcome == .unreachable ? "unreachable" : "refused")"
                    + " (\(attempt.reason ?? "?")):\n\(attempt.detail ?? "")\n")
            throw CLIExit.usage.error
        }
        return source
    }
}
