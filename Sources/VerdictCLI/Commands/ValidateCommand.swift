import ArgumentParser
import Foundation
import Verdict
import VerdictLua

/// `verdict validate`: validates every record of the given files and reports the invalid ones.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate records against a model of the rules directory.",
        discussion: """
            Inputs: .json .jsonl .ndjson .yaml .yml .csv, or - for standard input (the format by \
            the first bytes when the name does not say). Records are reported as soon as they \
            have arrived, in every format, also from a pipe that stays open.

            An empty or white-space-only input holds no record: it is "0 records" and, alone, \
            exits 0 (--strict is about a record's keys, not their number). A UTF-8 byte order \
            mark at the start of an input is ignored. In JSON, an object with a key twice takes \
            the last value; YAML refuses a mapping with a key twice (the record is unreadable), \
            and CSV a header with a column twice (the input is not read). A file name that is \
            not UTF-8 is opened by its bytes and shown escaped (\\xFF).

            --summary ends the output with the failures by attribute and rule, each with its count \
            and its share of the records, and the records valid and invalid (unreadable ones are \
            invalid too): in text as tables before the last line, in a JSON document as its last \
            member "summary", in JSON Lines as a last line {"summary": …}. Warnings are counted in \
            a table of their own and never as failures. --quiet leaves out the records.

            Exit status: 0 when every record is valid, or, with --max-invalid, when the invalid \
            records are at most N or P% of the records; 1 past that, or when --max-errors stopped \
            the run; 2 for bad usage, an unreadable input or a broken rule set. An error, for \
            --max-errors, is a failed rule that refuses its record (not a warning) or a record that \
            could not be read.
            """)

    @OptionGroup var rulesOption: RulesOption

    @OptionGroup(title: "Rules from a bundle") var bundleOptions: BundleOptions

    @Option(
        name: .customLong("decision-log"),
        help: "Append every record's decision to this file, one JSON object a line (secrets removed).")
    var decisionLog: String?

    @Option(help: "The model to validate against (optional when the rules define one model).")
    var model: String?

    @Option(help: "The scenario (e.g. login, register).")
    var scenario: String?

    @Flag(help: "Report every input key that is not a safe attribute of the scenario as an error.")
    var strict = false

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var localeOption: LocaleOption

    @OptionGroup var budget: BudgetOption

    @OptionGroup var modeOption: ModeOption

    @Flag(help: "Stop each record at its first error.")
    var firstError = false

    @Flag(
        help: """
            Explain every record: each strategy asked with its answer, each rule with what it did \
            (passed, failed, skipped and why) and the rule file and line it came from.
            """)
    var explain = false

    @Option(help: "Output: text, json (one document) or jsonl (one result per line).")
    var format: OutputFormat = .text

    @Option(
        help: ArgumentHelp(
            """
            What JSON output gives of a record: verdict; cleaned (a valid record as its filters left \
            it); or input (every record as read).
            """,
            valueName: "verdict|cleaned|input"))
    var emit = Emission.verdict.rawValue

    @Option(
        help: ArgumentHelp(
            """
            Copy this field's value into each result as "id" (null when a record has none), so \
            results join back to their records; a path such as order.id reaches into objects.
            """,
            valueName: "field"))
    var id: String?

    @Option(name: .customLong("input-format"), help: "Read inputs as json, jsonl, csv or yaml (default: by extension).")
    var inputFormat: InputFormat?

    @Flag(
        inversion: .prefixedNo,
        help: ArgumentHelp(
            """
            Report progress on standard error: --progress writes a plain line every 5 seconds and at \
            the end of each input (for CI logs); --no-progress writes none. Default: one updating \
            line when standard error is a terminal (share read, records, records a second, time left).
            """))
    var progress: Bool?

    @Flag(
        name: .customLong("summary"),
        help: "After the records, the records valid and invalid and the failures by attribute and rule.")
    var printsSummary = false

    @Flag(help: "Leave out the records: only the last line, the JSON document's totals, the summary.")
    var quiet = false

    @Option(
        name: .customLong("max-invalid"), parsing: .unconditional,
        help: ArgumentHelp(
            "Exit 0 while at most N records, or P percent of them, are invalid (default: 0).", valueName: "N|P%"))
    var maxInvalid: String?

    @Option(
        name: .customLong("max-errors"), parsing: .unconditional,
        help: ArgumentHelp(
            "Stop reading after N errors (failed rules that refuse, unreadable records) and exit 1.", valueName: "N"))
    var maxErrors: Int?

    @Option(
        help: ArgumentHelp(
            "Also write a self-contained HTML page of the summary, the failing values and the first refused records.",
            valueName: "file.html"))
    var report: String?

    @Option(help: "Worker threads (default: every core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "How many records' remote checks may be in flight at once.")
    var remoteConcurrency: Int = RemoteChecks.defaultConcurrentRecords

    @Argument(help: "Files to validate; - for standard input.")
    var files: [String] = []

    func validate() throws {
        try bundleOptions.validate(rules: rulesOption)
        if files.isEmpty { throw ValidationError("give at least one file, or - for standard input") }
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if remoteConcurrency < 1 { throw ValidationError("--remote-concurrency must be at least 1") }
        guard let emission = Emission(rawValue: emit) else {
            throw ValidationError("--emit takes verdict, cleaned or input, not '\(emit)'")
        }
        if emission != .verdict && format == .text {
            throw ValidationError("--emit \(emit) writes JSON: add --format json or --format jsonl")
        }
        if let id { _ = try RecordIdentifier(id) }
        if let maxInvalid { _ = try InvalidLimit(parsing: maxInvalid) }
        if let maxErrors, maxErrors < 1 { throw ValidationError("--max-errors must be at least 1, not \(maxErrors)") }
    }

    func run() throws {
        let (engine, bundleRevision) = try bundleOptions.loadEngine(
            rules: rulesOption, configuration: .init(limits: budget.limits))
        let model = try ModelChoice(model: model, scenario: scenario).resolve(
            in: engine, rulesName: bundleOptions.bundle ?? rulesOption.directory.path)
        let options = EvaluationOptions(
            now: environment.date, isReachable: !environment.offline,
            mode: firstError ? .firstError : .allErrors, strict: strict, locale: try localeOption.tag(spokenBy: engine),
            explains: explain, enforcement: modeOption.mode)
        let identifier = try id.map { try RecordIdentifier($0) }
        if let identifier, RuleSet.isSecret(identifier.path, among: model.rules.secrets) {
            Console.standardError.write(
                "verdict: --id \(identifier.path): model '\(model.name)' lists it among its secrets, which no result shows\n"
            )
            throw CLIExit.usage.error
        }
        let invalidLimit = try maxInvalid.map(InvalidLimit.init(parsing:))
        let reportFile = try openReport()
        let reporter = format.makeReporter(
            console: .standardOutput, explains: explain, isQuiet: quiet, writesID: identifier != nil)
        var pipeline = ValidationPipeline(
            engine: engine, model: model.name, scenario: scenario, options: options, jobs: jobs,
            progress: ProgressBar(console: .standardError, output: .standardOutput, forced: progress))
        pipeline.identifier = identifier
        pipeline.emission = Emission(rawValue: emit) ?? .verdict
        let log = try openDecisionLog(hasRemoteRules: model.hasRemoteRules)
        if let log {
            pipeline.decisionLog = (log, revision: bundleRevision ?? engine.revision)
        }
        if model.hasRemoteRules {
            pipeline.remoteChecks = RemoteChecks(remote: RemoteValidator(), maxConcurrentRecords: remoteConcurrency)
        }
        if printsSummary || reportFile != nil || maxErrors != nil {
            pipeline.tally = FailureTally(errorLimit: maxErrors, sample: reportFile.map { _ in RefusalSample() })
        }
        let summary = pipeline.run(files: files, inputFormat: inputFormat, reporter: reporter)
        let failures = pipeline.tally.map { FailureSummary(summary, tally: $0) }
        reporter.finish(summary, failures: printsSummary ? failures : nil)
        Console.standardOutput.flush()
        if let stop = failures?.stop { Console.standardError.write("verdict: \(stop)\n") }
        if let reportFile, let failures, let sample = pipeline.tally?.sample {
            let page = HTMLReport(
                summary: failures, sample: sample, model: model.name, scenario: scenario, inputs: files)
            try write(page.page, to: reportFile)
        }
        if let log { AsyncWait.blocking { await log.flush() } }
        if summary.unreadableInputs > 0 { throw CLIExit.usage.error }
        if failures?.stoppedAtLimit != nil { throw CLIExit.invalid.error }
        let isWithinLimit =
            invalidLimit?.admits(invalid: summary.invalid, of: summary.records) ?? (summary.invalid == 0)
        if !isWithinLimit { throw CLIExit.invalid.error }
    }

    /// The file of `--report`, created (or emptied) before any record is read, so that a path that
    /// cannot be written is exit 2 at once, not after the run.
    private func openReport() throws -> FileHandle? {
        guard let report else { return nil }
        let descriptor = open(report, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            Console.standardError.write("verdict: cannot write '\(report)': \(String(cString: strerror(errno)))\n")
            throw CLIExit.usage.error
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Writes the report's page; a failed write is exit 2.
    private func write(_ page: String, to file: FileHandle) throws {
        do {
            try file.write(contentsOf: Data(page.utf8))
            try file.close()
        } catch {
            Console.standardError.write("verdict: cannot write '\(report ?? "")': \(error.localizedDescription)\n")
            throw CLIExit.usage.error
        }
    }

    /// The decision log of `--decision-log PATH`, opened; a file that cannot be opened is exit 2.
    private func openDecisionLog(hasRemoteRules: Bool) throws -> DecisionLog? {
        guard let decisionLog else { return nil }
        if hasRemoteRules {
            Console.standardError.write(
                "verdict: --decision-log does not log models with remote rules yet (their verdicts come after the checks)\n"
            )
            throw CLIExit.usage.error
        }
        do {
            return try DecisionLog(.file(decisionLog))
        } catch {
            Console.standardError.write("verdict: \(error)\n")
            throw CLIExit.usage.error
        }
    }
}
