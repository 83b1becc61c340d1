import Foundation
import Testing

/// What every command says about itself: `--version`, and help texts a person can read.
@Suite struct CommandLineHygieneTests {
    static let commands = ["validate", "check", "test", "list", "rules", "schema", "serve"]

    @Test func versionIsPrinted() throws {
        let run = try VerdictProcess.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.range(of: #"^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\n$"#, options: .regularExpression) != nil)
    }

    /// Help is wrapped by the argument parser, so a run of spaces inside a sentence (left by a
    /// line continuation in the source) shows as a gap in the middle of a line. The option column's
    /// padding is the one run allowed: between an option's name and its description (and the
    /// endpoint table of `serve`, aligned on purpose).
    @Test(arguments: [""] + commands)
    func helpHasNoRunsOfSpacesInItsProse(command: String) throws {
        let run = try VerdictProcess.run(command.isEmpty ? ["--help"] : [command, "--help"])
        #expect(run.status == 0)
        let gaps = run.stdout.split(separator: "\n").filter { line in
            var text = line.drop { $0 == " " }
            if text.hasPrefix("GET ") || text.hasPrefix("POST ") { return false }
            if text.hasPrefix("-") || text.hasPrefix("<"), let padding = text.range(of: "  ") {
                text = text[padding.upperBound...].drop { $0 == " " }
            } else if let first = text.first, first.isLowercase, let padding = text.range(of: "  ") {
                text = text[padding.upperBound...].drop { $0 == " " }  // a subcommand's name and abstract
            }
            return text.contains("  ")
        }
        #expect(gaps.isEmpty, "help of '\(command)' has runs of spaces: \(gaps)")
    }
}
