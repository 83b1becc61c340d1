import ArgumentParser
import Foundation
import Verdict
import VerdictLua

/// `verdict export`: the rules directory as one rule-set document, which the core `Verdict`
/// library loads without Lua (`RuleSetDocument`).
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the rules as one JSON document that Verdict loads without Lua.",
        discussion: """
            The document holds every model — rules, scenarios, names, messages, secrets, \
            strategies, mode, examples — and the directory's catalogs. A Lua function is recorded \
            with its file and line; a model that uses one does not load without Lua. The models \
            that need Lua are named on standard error.
            """)

    @OptionGroup var rulesOption: RulesOption

    @Option(help: "Write the document to this file instead of standard output.")
    var output: String?

    @Flag(
        help: """
            Carry the rule files' and catalogs' text too (`sources`), so that a Lua engine loads \
            every model from the same document; without it the document is data alone.
            """)
    var withSources = false

    func run() throws {
        let engine = try rulesOption.loadEngine()
        let document = withSources ? engine.documentWithSources : engine.document
        if let output {
            do {
                try Data(document.json.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                Console.standardError.write("verdict export: cannot write \(output): \(error.localizedDescription)\n")
                throw CLIExit.usage.error
            }
        } else {
            Console.standardOutput.write(document.json)
            Console.standardOutput.flush()
        }
        let needingLua = document.modelsNeedingLua
        if !needingLua.isEmpty {
            Console.standardError.write(
                "verdict export: \(needingLua.joined(separator: ", ")) \(needingLua.count == 1 ? "uses" : "use") Lua functions and will not load without Lua\n"
            )
        }
    }
}
