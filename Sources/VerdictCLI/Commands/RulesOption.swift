import ArgumentParser
import Foundation
import VerdictLua

/// `--rules DIR`: the rules directory, defaulting to `$VERDICT_RULES`, else `./rules`.
struct RulesOption: ParsableArguments {
    @Option(name: .long, help: "The rules directory (default: $VERDICT_RULES, else ./rules).")
    var rules: String?

    /// The directory to load.
    var directory: URL {
        let path = rules ?? ProcessInfo.processInfo.environment["VERDICT_RULES"] ?? "rules"
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Loads the engine, or prints every problem as `FILE:LINE: message` and exits 2. With files
    /// named relative to the rules directory, a first line says which directory that is.
    func loadEngine(configuration: RuleEngine.Configuration = .init()) throws -> RuleEngine {
        try Self.loadEngine(directory: directory, configuration: configuration)
    }

    /// Loads the engine of a rules directory, or prints every problem as `FILE:LINE: message` and
    /// exits 2: ``loadEngine(configuration:)`` for a directory not given with `--rules` (a side
    /// of `verdict diff`).
    static func loadEngine(directory: URL, configuration: RuleEngine.Configuration) throws -> RuleEngine {
        do {
            return try RuleEngine(directory: directory, configuration: configuration)
        } catch {
            let heading =
                configuration.fileNaming == .rulesDirectory
                ? "verdict: the rules in \(directory.path) do not load:\n" : ""
            Console.standardError.write(heading + error.issues.map(\.description).joined(separator: "\n") + "\n")
            throw CLIExit.usage.error
        }
    }
}
