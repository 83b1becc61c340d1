import ArgumentParser
import VerdictLua

/// `verdict rules`: every built-in rule a rule file can name, with its arguments, options and
/// summary; `--markdown` prints the generated parts of the rule-file reference.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List the built-in rules rule files can name.",
        discussion: "--markdown prints the generated parts of docs/rule-files.md (make reference writes them there).")

    @Flag(help: "Print the generated parts of the rule-file reference, in Markdown.")
    var markdown = false

    func run() throws {
        Console.standardOutput.write(markdown ? RuleFileReference.markdown() : RuleFileReference.text())
        Console.standardOutput.flush()
    }
}
