import ArgumentParser
import Foundation
import VerdictLua

extension TestCommand {
    /// `--watch`: runs the examples, then again after each change of the rules directory (a rule
    /// file or catalog added, removed or rewritten, once it has settled), until the process is
    /// interrupted. On a terminal the screen is cleared before each run. Rules that do not load
    /// are reported as `verdict test` reports them, and the next change is waited for.
    func runWatching() async throws {
        var changes = RuleDirectoryChanges(directory: rulesOption.directory, interval: Self.watchInterval)
        let console = Console.standardOutput
        repeat {
            // Home, then erase the screen.
            if console.isTerminal { console.write("\u{1B}[H\u{1B}[2J") }
            do {
                _ = try await runOnce()
            } catch let status as ExitCode where status == CLIExit.usage.error {
                // The rules do not load: their problems are on standard error.
            }
            console.write("watching \(rulesOption.directory.relativePath) for changes (Ctrl-C stops)\n")
            console.flush()
        } while await changes.next()
    }
}
