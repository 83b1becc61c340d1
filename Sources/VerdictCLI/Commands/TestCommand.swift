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
            Every Lua instruction is counted against the instruction budget (as verdict validate             --exact-budget does), so an example that passes on one machine passes on every machine.
            """)

    @OptionGroup var rulesOption: RulesOption

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var localeOption: LocaleOption

    func run() async throws {
        // Every instruction counted: an example that passes here passes on every machine.
        let engine = try rulesOption.loadEngine(configuration: .init(limits: LuaLimits.default.exact))
        let style = Style(enabled: Console.standardOutput.usesColor)
        let options = EvaluationOptions(
            now: environment.date, isReachable: !environment.offline, locale: localeOption.tag)
        let remote = RemoteValidator()
        var passed = 0
        var failed = 0
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
                if verdict.isValid == example.expectsValid {
                    passed += 1
                    continue
                }
                failed += 1
                let expected = example.expectsValid ? "expected valid" : "expected invalid"
                var text = style.red("FAIL") + " \(model.name) \(example.label) (\(model.file)): \(expected), got "
                text +=
                    verdict.isValid
                    ? "valid\n" : "\(verdict.errors.count) error\(verdict.errors.count == 1 ? "" : "s")\n"
                for error in verdict.errors { text += "  \(error.attribute): \(error.message)\n" }
                Console.standardOutput.write(text)
            }
        }
        Console.standardOutput.write("\(passed) passed, \(failed) failed\n")
        Console.standardOutput.flush()
        if failed > 0 { throw CLIExit.invalid.error }
    }
}
