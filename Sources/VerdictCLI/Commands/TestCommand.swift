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
            """)

    @OptionGroup var rulesOption: RulesOption

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var localeOption: LocaleOption

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

    func validate() throws {
        if let coverageMin, !(0...100).contains(coverageMin) {
            throw ValidationError("--coverage-min must be a percentage from 0 to 100")
        }
    }

    func run() async throws {
        // Every instruction counted: an example that passes here passes on every machine.
        let engine = try rulesOption.loadEngine(configuration: .init(limits: LuaLimits.default.exact))
        let style = Style(enabled: Console.standardOutput.usesColor)
        let measuresCoverage = coverage || coverageMin != nil
        let options = EvaluationOptions(
            now: environment.date, isReachable: !environment.offline, locale: try localeOption.tag(spokenBy: engine),
            explains: explain || measuresCoverage, enforcement: .enforce)
        let remote = RemoteValidator()
        var passed = 0
        var failed = 0
        var ruleCoverage = RuleCoverage()
        // Every model's rules first: a rule that another model's `each` or `nested` runs is then
        // reported under its own model.
        if measuresCoverage { engine.models.forEach { ruleCoverage.declare($0) } }
        for model in engine.models {
            for example in model.examples {
                let verdict: RecordVerdict
                do {
                    verdict =
                        model.hasRemoteRules
                        ? try await engine.validate(
                            example.record, model: model.name, scenario: example.scenario, options: options,
                            remote: remote)
                        : try engine.validate(
                            example.record, model: model.name, scenario: example.scenario, options: options)
                } catch {
                    failed += 1
                    Console.standardOutput.write(style.red("FAIL") + " \(model.name) \(example.label): \(error)\n")
                    continue
                }
                if let explanation = verdict.explanation, measuresCoverage {
                    ruleCoverage.count(explanation, model: model.name)
                }
                if verdict.isValid == example.expectsValid {
                    passed += 1
                    if explain {
                        Console.standardOutput.write(
                            "PASS \(model.name) \(example.label)\n" + explained(verdict))
                    }
                    continue
                }
                failed += 1
                let expected = example.expectsValid ? "expected valid" : "expected invalid"
                var text = style.red("FAIL") + " \(model.name) \(example.label) (\(model.file)): \(expected), got "
                text +=
                    verdict.isValid
                    ? "valid\n" : "\(verdict.errors.count) error\(verdict.errors.count == 1 ? "" : "s")\n"
                for error in verdict.errors { text += "  \(error.attribute): \(error.message)\n" }
                if explain { text += explained(verdict) }
                Console.standardOutput.write(text)
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
        Console.standardOutput.write("\(passed) passed, \(failed) failed\n")
        Console.standardOutput.flush()
        if failed > 0 || belowMinimum { throw CLIExit.invalid.error }
    }

    /// `  explanation:` and its lines, for `--explain`.
    private func explained(_ verdict: RecordVerdict) -> String {
        guard let explanation = verdict.explanation else { return "" }
        return "  explanation:\n" + explanation.lines.map { "    \($0)\n" }.joined()
    }
}
