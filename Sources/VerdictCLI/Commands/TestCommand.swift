import ArgumentParser
import Foundation
import Verdict
import VerdictLua

/// `verdict test`: runs every model's `examples`; the last line is `N passed, M failed`.
///
/// Examples of a model with `remote` rules are validated as `verdict validate` validates records:
/// their remote checks are sent, and a check without an answer fails the example's attribute.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test", abstract: "Run each model's examples: valid ones must pass, invalid ones must fail.",
        discussion: """
            Every Lua instruction is counted against the instruction budget (as verdict validate \
            --exact-budget does), so an example that passes on one machine passes on every machine.

            A failing example is reported with the file and line of its record. A model without \
            examples is a warning (a problem with --require-examples). --format json writes one \
            document with every example's result; --format junit writes JUnit XML for CI servers, \
            one test case per example. --watch runs the examples again each time a rule file or \
            catalog changes, until interrupted (Ctrl-C).
            """)

    /// The output formats of `verdict test`.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        /// `FAIL` lines, then `N passed, M failed` (``TextTestReporter``).
        case text
        /// One JSON document (``JSONTestReporter``).
        case json
        /// JUnit XML (``JUnitTestReporter``).
        case junit
    }

    @OptionGroup var rulesOption: RulesOption

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var localeOption: LocaleOption

    @Option(help: "Output: text, json (one document) or junit (JUnit XML, one test case per example).")
    var format: Format = .text

    @Flag(help: "Fail the run when a model has no examples (without it, a warning).")
    var requireExamples = false

    @Flag(help: "Run the examples again each time a rule file or catalog changes, until interrupted (Ctrl-C).")
    var watch = false

    @Flag(help: "Explain every example: each strategy asked, each rule with what it did and where it was written.")
    var explain = false

    @Flag(
        help: """
            Report which rules the examples exercise: for every rule, with its file and line, whether \
            some example made it fail and some made it pass.
            """)
    var coverage = false

    @Option(
        name: .customLong("coverage-min"),
        help: "With --coverage, fail the run when fewer than PERCENT of the rules failed and passed in some example.")
    var coverageMin: Double?

    /// How often `--watch` looks at the rules directory.
    static let watchInterval = Duration.milliseconds(250)

    func validate() throws {
        if let coverageMin, !(0...100).contains(coverageMin) {
            throw ValidationError("--coverage-min must be a percentage from 0 to 100")
        }
        if format != .text, let flag = explain ? "--explain" : coverage || coverageMin != nil ? "--coverage" : nil {
            throw ValidationError("\(flag) writes text: leave out --format \(format.rawValue)")
        }
        if format != .text, watch {
            throw ValidationError("--watch writes text: leave out --format \(format.rawValue)")
        }
    }

    func run() async throws {
        if watch { return try await runWatching() }
        if try await !runOnce() { throw CLIExit.invalid.error }
    }

    /// Runs every example once and writes the report.
    /// - Returns: whether every example passed (and every model had examples, if required, and
    ///   the coverage reached `--coverage-min`).
    /// - Throws: ``CLIExit/usage`` when the rules do not load, after printing their problems.
    func runOnce() async throws -> Bool {
        // Every instruction counted: an example that passes here passes on every machine.
        let engine = try rulesOption.loadEngine(configuration: .init(limits: LuaLimits.default.exact))
        let style = Style(enabled: Console.standardOutput.usesColor)
        let measuresCoverage = coverage || coverageMin != nil
        let options = EvaluationOptions(
            now: environment.date, isReachable: !environment.offline, locale: try localeOption.tag(spokenBy: engine),
            explains: explain || measuresCoverage, enforcement: .enforce)
        let reporter: any TestReporter =
            switch format {
            case .text: TextTestReporter(console: .standardOutput, style: style, explains: explain)
            case .json: JSONTestReporter(console: .standardOutput)
            case .junit: JUnitTestReporter(console: .standardOutput)
            }
        let remote = RemoteValidator()
        let clock = ContinuousClock()
        var passed = 0
        var failed = 0
        var ruleCoverage = RuleCoverage()
        // Every model's rules first: a rule that another model's `each` or `nested` runs is then
        // reported under its own model.
        if measuresCoverage { engine.models.forEach { ruleCoverage.declare($0) } }
        for model in engine.models {
            if model.examples.isEmpty {
                if requireExamples { failed += 1 }
                reporter.reportNoExamples(
                    model: model.name,
                    issue: RuleFileIssue(
                        file: model.file, line: model.line, message: "model '\(model.name)' has no examples",
                        hint: requireExamples ? "add `examples = { valid = { … }, invalid = { … } }`" : nil,
                        kind: .noExamples, isWarning: !requireExamples))
            }
            for example in model.examples {
                let start = clock.now
                let result: ExampleOutcome.Result
                do {
                    result = .verdict(
                        model.hasRemoteRules
                            ? try await engine.validate(
                                example.record, model: model.name, scenario: example.scenario, options: options,
                                remote: remote)
                            : try engine.validate(
                                example.record, model: model.name, scenario: example.scenario, options: options))
                } catch {
                    result = .error("\(error)")
                }
                let outcome = ExampleOutcome(
                    model: model.name, file: model.file, example: example, result: result, duration: clock.now - start)
                if let explanation = outcome.verdict?.explanation, measuresCoverage {
                    ruleCoverage.count(explanation, model: model.name)
                }
                if outcome.passed { passed += 1 } else { failed += 1 }
                reporter.report(outcome)
            }
        }
        var belowMinimum = false
        if measuresCoverage {
            Console.standardOutput.write(ruleCoverage.lines(style: style).joined(separator: "\n") + "\n")
            if let coverageMin, ruleCoverage.percent < coverageMin {
                belowMinimum = true
                Console.standardOutput.write(
                    style.red(
                        "coverage \(String(format: "%.1f", ruleCoverage.percent))% is below --coverage-min \(String(format: "%g", coverageMin))%"
                    )
                        + "\n")
            }
        }
        reporter.finish(passed: passed, failed: failed)
        Console.standardOutput.flush()
        return failed == 0 && !belowMinimum
    }
}
