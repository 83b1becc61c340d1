import ArgumentParser
import Foundation

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
            ValidateCommand.self, CheckCommand.self, TestCommand.self, ListCommand.self, RulesCommand.self,
            SchemaCommand.self, ServeCommand.self,
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
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(CLIExit.usage.rawValue)
            }
            exit(withError: error)
        }
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
