import ArgumentParser
import Verdict
import VerdictLua

/// `verdict schema`: a model's JSON Schema (draft 2020-12), or with `--openapi` the OpenAPI 3.1
/// document of `verdict serve`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a model's JSON Schema, or the OpenAPI document of verdict serve.",
        discussion: """
            The schema (draft 2020-12) never rejects a record the model accepts; `x-verdict.exact` is \
            true when it accepts no other. What JSON Schema cannot say — cross-field comparisons, dates, \
            Lua functions, remote checks — is listed under `x-verdict` with the rule file and line, and \
            each attribute's messages are under `x-verdict-messages`. Exit status: 0, or 2 for an \
            unknown model, scenario or locale or a broken rule set.
            """)

    @OptionGroup var rulesOption: RulesOption

    @Option(help: "The model.")
    var model: String?

    @Option(help: "The scenario whose rules the schema says (default: the model's default scenario).")
    var scenario: String?

    @OptionGroup var localeOption: LocaleOption

    @Flag(
        help:
            "Refuse keys that are not safe attributes of the scenario (additionalProperties: false), as validate --strict does."
    )
    var strict = false

    @Flag(help: "Print the OpenAPI 3.1 document of verdict serve instead, with every model's schema.")
    var openapi = false

    func validate() throws {
        if openapi {
            if model != nil || scenario != nil || strict {
                throw ValidationError("--openapi describes every model: leave out --model, --scenario and --strict")
            }
        } else if model == nil {
            throw ValidationError("--model is required (or --openapi)")
        }
    }

    func run() throws {
        let engine = try rulesOption.loadEngine()
        let locale = try localeOption.tag(spokenBy: engine)
        do {
            let document: SchemaObject
            if openapi {
                document = try ServeOpenAPI(engine: engine, locale: locale).make()
            } else {
                document = try engine.jsonSchema(
                    model: model ?? "", scenario: scenario, locale: locale, strict: strict
                ).document
            }
            Console.standardOutput.write(document.prettyText)
            Console.standardOutput.flush()
        } catch {
            Console.standardError.write("verdict: \(error)\n")
            throw CLIExit.usage.error
        }
    }
}
