import ArgumentParser
import Foundation

/// `verdict init [DIR]`: writes a rules directory to start from — one commented model with its
/// examples, and a message catalog (``StarterRuleSet``) — which `verdict check` and `verdict test`
/// pass.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a rules directory to start from: one commented model, its examples, a catalog.",
        discussion: """
            Writes DIR/signup.lua (the model Signup, with comments on each part, and its examples) \
            and DIR/locales/de.lua (its German texts). An existing file is never replaced unless \
            --force is given: without it, nothing is written and the exit status is 2.
            """)

    @Argument(help: "The rules directory to write (default: rules).")
    var directory = "rules"

    @Flag(help: "Replace the files if they exist.")
    var force = false

    func run() throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true)
        let files = StarterRuleSet.files.map { (url: root.appendingPathComponent($0.path), text: $0.text) }
        let shown = { (url: URL) in Self.shown(url, in: root, as: directory) }
        let existing = files.filter { FileManager.default.fileExists(atPath: $0.url.path) }
        if !force, !existing.isEmpty {
            Console.standardError.write(
                existing.map { "verdict: \(shown($0.url)) exists; nothing written (--force replaces it)\n" }.joined())
            throw CLIExit.usage.error
        }
        for file in files {
            do {
                try FileManager.default.createDirectory(
                    at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: file.url)
            } catch {
                Console.standardError.write("verdict: cannot write \(shown(file.url)): \(error.localizedDescription)\n")
                throw CLIExit.usage.error
            }
            Console.standardOutput.write("wrote \(shown(file.url))\n")
        }
        let rules = directory == "rules" ? "" : " --rules \(directory)"
        Console.standardOutput.write("next: verdict check\(rules), then verdict test\(rules)\n")
        Console.standardOutput.flush()
    }

    /// A written file as the user named its directory: `rules/signup.lua`.
    static func shown(_ url: URL, in root: URL, as directory: String) -> String {
        let relative = String(url.path.dropFirst(root.path.count).drop { $0 == "/" })
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
