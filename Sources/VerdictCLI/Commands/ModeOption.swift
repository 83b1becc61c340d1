import ArgumentParser
import Verdict

/// `--mode enforce|warn|dry-run`: how verdicts are enforced, over every model's own `mode`.
struct ModeOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            """
            How verdicts are enforced, over each model's own mode: enforce (answer as the rules \
            decide), warn (report every error as a warning; refuse nothing) or dry-run (answer \
            valid; what would be refused goes to the decision log and the metrics only).
            """, valueName: "enforce|warn|dry-run"),
        transform: Self.mode(named:))
    var mode: EnforcementMode?

    /// The mode a name on the command line names.
    private static func mode(named name: String) throws -> EnforcementMode {
        guard let mode = EnforcementMode(rawValue: name) else {
            let names = EnforcementMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("--mode takes \(names), not '\(name)'")
        }
        return mode
    }
}
