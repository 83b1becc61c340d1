import ArgumentParser
import VerdictLua

/// `verdict check`: compiles every rule file and checks every model, rule name and argument.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check every rule file; problems as FILE:LINE: message.")

    @OptionGroup var rulesOption: RulesOption

    func run() throws {
        let report = RuleEngine.check(directory: rulesOption.directory)
        for issue in report.issues {
            Console.standardOutput.write(issue.description + "\n")
        }
        let problems = report.issues.count
        Console.standardOutput.write(
            "\(report.files) file\(report.files == 1 ? "" : "s"), \(report.models) model\(report.models == 1 ? "" : "s"), "
                + (problems == 0 ? "no problems" : "\(problems) problem\(problems == 1 ? "" : "s")") + "\n")
        Console.standardOutput.flush()
        if problems > 0 { throw CLIExit.usage.error }
    }
}
