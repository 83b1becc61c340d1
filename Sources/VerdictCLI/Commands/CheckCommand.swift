import ArgumentParser
import Verdict
import VerdictLua

/// `verdict check`: compiles every rule file and checks every model, rule name and argument.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check every rule file and message catalog; problems as FILE:LINE: message.",
        discussion: """
            Rule files are the directory's *.lua files; message catalogs are its locales/TAG.lua \
            files (locales/de.lua). A catalog's unknown keys, placeholders its key's rules do not \
            give and plural choices that lack a form of the language are problems; keys it leaves \
            to English are a warning, which does not fail the check. Every Lua instruction is counted \
            against the instruction budget, so a file checked on one machine loads on every machine. \
            A line names the models that load without Lua (from `verdict export`'s document) and \
            those that need it.
            """)

    @OptionGroup var rulesOption: RulesOption

    func run() throws {
        // Every instruction counted: a file that loads here loads on every machine.
        let report = RuleEngine.check(
            directory: rulesOption.directory, configuration: .init(limits: LuaLimits.default.exact))
        for issue in report.issues + report.warnings {
            Console.standardOutput.write(issue.description + "\n")
        }
        if let document = report.document, !document.models.isEmpty {
            Console.standardOutput.write(Self.luaLine(document) + "\n")
        }
        let problems = report.issues.count
        let warnings = report.warnings.count
        Console.standardOutput.write(
            "\(report.files) file\(report.files == 1 ? "" : "s"), \(report.models) model\(report.models == 1 ? "" : "s"), "
                + (problems == 0 ? "no problems" : "\(problems) problem\(problems == 1 ? "" : "s")")
                + (warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")") + "\n")
        Console.standardOutput.flush()
        if problems > 0 { throw CLIExit.usage.error }
    }

    /// `without Lua: CalendarEvent, User; with Lua: Signup`: which models load from a rule-set
    /// document in the core library alone (`verdict export`), and which need Lua.
    static func luaLine(_ document: RuleSetDocument) -> String {
        let needing = document.modelsNeedingLua
        let names = document.models.compactMap { $0["model"]?.stringValue }
        let free = names.filter { !needing.contains($0) }
        return "without Lua: \(free.isEmpty ? "none" : free.joined(separator: ", "))"
            + (needing.isEmpty ? "" : "; with Lua: \(needing.joined(separator: ", "))")
    }
}
