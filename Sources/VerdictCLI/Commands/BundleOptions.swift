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
    var location: URL? {
        guard let bundle else { return nil }
        if bundle.hasPrefix("http://") || bundle.hasPrefix("https://") || bundle.hasPrefix("file://") {
            return URL(string: bundle)
        }
        return URL(fileURLWithPath: bundle)
    }

    /// Checks the options against `--rules`.
    func validate(rules: RulesOption) throws {
        if bundle != nil && rules.rules != nil { throw ValidationError("give --rules or --bundle, not both") }
        if bundle != nil && location == nil { throw ValidationError("--bundle: '\(bundle ?? "")' is not a URL") }
        if bundle == nil && !publicKeys.isEmpty { throw ValidationError("--public-key checks a --bundle: give one") }
        if bundle == nil && caFile != nil { throw ValidationError("--ca-file is for an https --bundle: give one") }
    }

    /// The bundle source these options describe, its engine awaiting the first bundle.
    func source(cache: URL? = nil, engineConfiguration: RuleEngine.Configuration) throws -> BundleSource? {
        guard let location else { return nil }
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
        var named = configuration
        named.fileNaming = .rulesDirectory
        guard let source = try source(engineConfiguration: named) else {
            return (try rules.loadEngine(configuration: configuration), nil)
        }
        let attempt = AsyncWait.blocking { await source.poll() }
        guard attempt.outcome == .activated else {
            Console.standardError.write(
                "verdict: the bundle \(source.status.source) is \(attempt.outcome == .unreachable ? "unreachable" : "refused")"
                    + " (\(attempt.reason ?? "?")):\n\(attempt.detail ?? "")\n")
            throw CLIExit.usage.error
        }
        return (source.engine, source.status.revision)
    }
}
