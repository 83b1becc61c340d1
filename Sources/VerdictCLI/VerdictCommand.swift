import ArgumentParser
import Foundation
import Verdict

/// The `verdict` command line: validate data files against a directory of rule sets.
@main
struct VerdictCommand: AsyncParsableCommand {
    /// The version `verdict --version` prints (semantic versioning; CHANGELOG.md lists the changes).
    static let version = "0.3.0-dev"

    static let configuration = CommandConfiguration(
        commandName: "verdict",
        abstract: "Validate records (JSON, JSON Lines, YAML, CSV) against Lua rule sets.",
        discussion: """
            Exit status: 0 when every record is valid, 1 when some record is invalid, 2 for bad usage, \
            an unreadable input or a broken rule set.
            """,
        version: version,
        subcommands: [
            ValidateCommand.self, CheckCommand.self, TestCommand.self, InitCommand.self, ListCommand.self,
            RulesCommand.self, SchemaCommand.self, ServeCommand.self, BundleCommand.self, DiffCommand.self,
            ExportCommand.self,
        ]
    )

    /// Runs the command, mapping ArgumentParser's usage errors to the contract's exit status 2.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let status as ExitCode where status != .validationFailure {
            // A bare exit status (1 when some record is invalid) prints nothing: exit at once, as
            // `exit(withError:)` would after building its help text for the message it leaves out.
            Foundation.exit(status.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let message = Self.withoutFarGuess(fullMessage(for: error))
                FileHandle.standardError.write(Data((message + "\n").utf8))
                Foundation.exit(CLIExit.usage.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension VerdictCommand {
    /// The argument parser's message without its "Did you mean" when the option it names is far
    /// from what was typed: it suggests the nearest option however far (`--bogus` → `--jobs`),
    /// where Verdict's own hints stop at a third of the word (``EditDistance``).
    static func withoutFarGuess(_ message: String) -> String {
        let pattern = #/Unknown option '-*(?<typed>[^']+)'\. Did you mean '-*(?<guess>[^']+)'\?/#
        guard let match = message.firstMatch(of: pattern),
            EditDistance.nearest(to: String(match.typed), in: [String(match.guess)]) == nil
        else { return message }
        return message.replacingCharacters(
            in: match.range, with: "Unknown option '\(message[match.range].split(separator: "'")[1])'.")
    }
}

/// The exit statuses of the command-line contract.
enum CLIExit: Int32 {
    case valid = 0
    case invalid = 1
    case usage = 2

    /// Ends the command with this status.
    var error: ExitCode { ExitCode(rawValue) }
}
