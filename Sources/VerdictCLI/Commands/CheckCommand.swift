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

            --format json writes one document: the counts, each problem and warning with its file, \
            line, severity, kind, message and hint. --format sarif writes a SARIF 2.1.0 log for \
            code scanning: one result per problem and warning, files named relative to the rules \
            directory. The exit status is the same in every format: 2 when there is a problem.
            """)

    /// The output formats of `verdict check`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// `FILE:LINE: message` lines, then the counts.
        case text
        /// One JSON document (``RuleFileIssue/jsonValue`` for each issue).
        case json
        /// A SARIF 2.1.0 log (``SARIFLog``).
        case sarif
    }

    @OptionGroup var rulesOption: RulesOption

    @Option(help: "Output: text, json (one document) or sarif (SARIF 2.1.0, for code scanning).")
    var format: Format = .text

    func run() throws {
        // Every instruction counted: a file that loads here loads on every machine. SARIF names
        // files relative to the rules directory.
        let report = RuleEngine.check(
            directory: rulesOption.directory,
            configuration: .init(
                limits: LuaLimits.default.exact, fileNaming: format == .sarif ? .rulesDirectory : .workingDirectory))
        switch format {
        case .text: writeText(report)
        case .json: Console.standardOutput.write(Self.document(of: report).jsonText + "\n")
        case .sarif:
            let log = SARIFLog.log(of: report, directory: rulesOption.directory, version: VerdictCommand.version)
            Console.standardOutput.write(log.jsonText + "\n")
        }
        Console.standardOutput.flush()
        if !report.issues.isEmpty { throw CLIExit.usage.error }
    }

    /// Each issue as `FILE:LINE: message`, the models with and without Lua, then the counts.
    private func writeText(_ report: RuleCheckReport) {
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
    }

    /// `{"files", "models", "problems", "warnings", "withoutLua", "withLua"}`: the counts, each
    /// issue, and the models that load without Lua and those that need it (both empty when the
    /// rules do not load).
    static func document(of report: RuleCheckReport) -> Value {
        let (free, needing) = report.document.map(luaModels) ?? ([], [])
        return [
            "files": .int(report.files), "models": .int(report.models),
            "problems": .array(report.issues.map(\.jsonValue)), "warnings": .array(report.warnings.map(\.jsonValue)),
            "withoutLua": .array(free.map(Value.string)), "withLua": .array(needing.map(Value.string)),
        ]
    }

    /// `without Lua: CalendarEvent, User; with Lua: Signup`: which models load from a rule-set
    /// document in the core library alone (`verdict export`), and which need Lua.
    static func luaLine(_ document: RuleSetDocument) -> String {
        let (free, needing) = luaModels(document)
        return "without Lua: \(free.isEmpty ? "none" : free.joined(separator: ", "))"
            + (needing.isEmpty ? "" : "; with Lua: \(needing.joined(separator: ", "))")
    }

    /// The models of a document that load without Lua, and those that need it.
    static func luaModels(_ document: RuleSetDocument) -> (free: [String], needing: [String]) {
        let needing = document.modelsNeedingLua
        let names = document.models.compactMap { $0["model"]?.stringValue }
        return (names.filter { !needing.contains($0) }, needing)
    }
}
