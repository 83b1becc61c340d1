import ArgumentParser
import Foundation
import Verdict
import VerdictLua

/// `verdict diff`: validates every record of the given files with two rule sets and reports the
/// records whose answer would change, with both answers — the impact of a change of rules before it
/// ships.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the records whose answer a change of rules would change.",
        discussion: """
            Each side is a rules directory (a directory that exists) or a bundle made by verdict \
            bundle build (a file, or an http/https URL). Every record is read once, as verdict \
            validate reads it, and validated with both. A record's answer changed when its verdict \
            did (newly invalid, newly valid) or its errors did: compared by attribute, rule, message \
            key, parameters and message, in any order; the failing value and the deciding strategy \
            are not compared. Both sides see the same time (--now, else the time the run started).

            Exit status: 0 when no answer changed, 1 when some did, 2 for bad usage, a rule set that \
            does not load or an unreadable input. An unreadable record is reported with its file and \
            line and changes nothing.
            """)

    @Option(
        name: .customLong("rules"),
        help: ArgumentHelp(
            "The rules as they are: a rules directory or a bundle (default: $VERDICT_RULES, else ./rules).",
            valueName: "old"))
    var old: String?

    @Option(
        name: .customLong("against"),
        help: ArgumentHelp("The rules as they would be: a rules directory or a bundle.", valueName: "new"))
    var new: String

    @Option(
        name: .customLong("public-key"),
        help: "A P-256 public key (PEM) each bundle side must be signed with; repeatable, any one suffices.")
    var publicKeys: [String] = []

    @Option(name: .customLong("ca-file"), help: "PEM certificates to trust for an https bundle URL.")
    var caFile: String?

    @Option(help: "The model to validate against (optional when the rules define one model).")
    var model: String?

    @Option(help: "The scenario (e.g. login, register).")
    var scenario: String?

    @Flag(help: "Report every input key that is not a safe attribute of the scenario as an error.")
    var strict = false

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var localeOption: LocaleOption

    @OptionGroup var budget: BudgetOption

    @Flag(help: "Stop each record at its first error.")
    var firstError = false

    @Option(help: "Output: text, or json (JSON Lines: one object per changed record, then the summary).")
    var format: DiffFormat = .text

    @Option(name: .customLong("input-format"), help: "Read inputs as json, jsonl, csv or yaml (default: by extension).")
    var inputFormat: InputFormat?

    @Option(help: "Worker threads (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Argument(help: "Files to validate; - for standard input.")
    var files: [String] = []

    /// The rules as they are, as given: `--rules`, else `$VERDICT_RULES`, else `rules`.
    private var oldArgument: String { old ?? ProcessInfo.processInfo.environment["VERDICT_RULES"] ?? "rules" }

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file, or - for standard input") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        for (option, argument) in [("--rules", oldArgument), ("--against", new)] where RuleSetLocation(argument) == nil
        {
            throw ValidationError("\(option): '\(argument)' is not a URL")
        }
        let sides = [oldArgument, new].compactMap(RuleSetLocation.init)
        if !sides.contains(where: \.isBundle) {
            if !publicKeys.isEmpty { throw ValidationError("--public-key checks a bundle: neither side is one") }
            if caFile != nil { throw ValidationError("--ca-file is for an https bundle: neither side is one") }
        }
    }

    func run() throws {
        let configuration = RuleEngine.Configuration(limits: budget.limits)
        let oldEngine = try engine(oldArgument, configuration: configuration)
        let newEngine = try engine(new, configuration: configuration)
        // The model as the old rules name it, then the same name in the new rules.
        let oldModel = try ModelChoice(model: model, scenario: scenario).resolve(
            in: oldEngine, rulesName: oldArgument, naming: true)
        let newModel = try ModelChoice(model: oldModel.name, scenario: scenario).resolve(
            in: newEngine, rulesName: new, naming: true)
        // One time for both sides, so that a date rule answers alike unless its rule changed.
        let now = environment.date
        let old = try evaluator(oldEngine, model: oldModel, now: now)
        let new = try evaluator(newEngine, model: newModel, now: now)
        var pipeline = DiffPipeline(old: old, new: new, jobs: jobs)
        if oldModel.hasRemoteRules || newModel.hasRemoteRules {
            pipeline.remoteChecks = RemoteChecks(remote: RemoteValidator())
        }
        let reporter = format.makeReporter(console: .standardOutput)
        let summary = pipeline.run(files: files, inputFormat: inputFormat, reporter: reporter)
        reporter.finish(summary)
        Console.standardOutput.flush()
        if summary.unreadableInputs > 0 { throw CLIExit.usage.error }
        if summary.hasChanges { throw CLIExit.invalid.error }
    }

    /// The engine of one side, or exit 2 with `verdict validate`'s message when it does not load.
    private func engine(_ argument: String, configuration: RuleEngine.Configuration) throws -> RuleEngine {
        guard let location = RuleSetLocation(argument) else { throw CLIExit.usage.error }
        return try location.loadEngine(publicKeys: publicKeys, caFile: caFile, configuration: configuration)
    }

    /// What validates the records with one side's model, in the options given.
    private func evaluator(_ engine: RuleEngine, model: ModelDefinition, now: Date) throws -> RecordEvaluator {
        let options = EvaluationOptions(
            now: now, isReachable: !environment.offline, mode: firstError ? .firstError : .allErrors, strict: strict,
            locale: try localeOption.tag(spokenBy: engine))
        return RecordEvaluator(
            engine: engine, model: model.name, scenario: scenario, options: options,
            preparesRemoteChecks: model.hasRemoteRules)
    }
}
