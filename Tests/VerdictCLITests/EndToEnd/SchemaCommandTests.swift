import Foundation
import Testing

/// `verdict schema`: whole documents as golden files (`Fixtures/schemas/`), the OpenAPI document
/// checked by `openapi-spec-validator`, and the errors of bad input.
@Suite struct SchemaCommandTests {
    /// A golden file of `Fixtures/schemas/`.
    static func golden(_ name: String) throws -> String {
        try String(contentsOf: Fixtures.root.appendingPathComponent("schemas/" + name), encoding: .utf8)
    }

    @Test(arguments: [
        (["--model", "Person"], "person.json"),
        (["--model", "Person", "--scenario", "signup", "--strict"], "person-signup-strict.json"),
        (["--model", "Person", "--locale", "fr"], "person-fr.json"),
    ])
    func printsTheModelsSchema(_ arguments: [String], _ golden: String) throws {
        let run = try VerdictProcess.run(["schema", "--rules", "rules/person"] + arguments)
        #expect(run == CLIRun(status: 0, stdout: try Self.golden(golden), stderr: ""))
    }

    @Test func wordsMessagesInTheRulesDirectorysCatalogs() throws {
        let run = try VerdictProcess.run([
            "schema", "--rules", "rules/localized", "--model", "Signup", "--locale", "de-CH",
        ])
        #expect(run == CLIRun(status: 0, stdout: try Self.golden("signup-de.json"), stderr: ""))
    }

    @Test func printsTheOpenAPIDocument() throws {
        let run = try VerdictProcess.run(["schema", "--rules", "rules/person", "--openapi"])
        #expect(run == CLIRun(status: 0, stdout: try Self.golden("openapi-person.json"), stderr: ""))
    }

    /// The OpenAPI documents of several rule sets are valid OpenAPI 3.1, as a well-kept validator
    /// (openapi-spec-validator, set up by `scripts/schema-tools.sh`) reads them.
    /// The shipped models, the order model among them, are checked by ``shippedModelsHaveSchemas()``.
    @Test(arguments: ["rules/person", "rules/multi", "rules/fx-style", "rules/localized"])
    func openAPIDocumentIsValidOpenAPI31(_ rules: String) throws {
        let run = try VerdictProcess.run(["schema", "--rules", rules, "--openapi"])
        #expect(run.status == 0)
        #expect(try OpenAPIChecker.check(run.stdout) == "ok")
    }

    @Test func shippedModelsHaveSchemas() throws {
        let rules = Fixtures.packageRoot.appendingPathComponent("rules").path
        let run = try VerdictProcess.run(["schema", "--rules", rules, "--openapi"])
        #expect(run.status == 0)
        #expect(try OpenAPIChecker.check(run.stdout) == "ok")
    }

    @Test(arguments: [
        (["--model", "Nobody"], "verdict: unknown model 'Nobody' (models: Person)"),
        (
            ["--model", "Person", "--scenario", "login"],
            "verdict: unknown scenario 'login' of model 'Person' (scenarios: default, signup)"
        ),
        (
            ["--model", "Person", "--locale", "sv"],
            "verdict: no messages in locale 'sv' (locales: de, en, en-x-ngr, en-x-yii, es, fr, it, ja, nl, pl, pt-BR, ru, tr, uk, zh-Hans)"
        ),
    ])
    func badInputNamesWhatIsWrong(_ arguments: [String], _ message: String) throws {
        let run = try VerdictProcess.run(["schema", "--rules", "rules/person"] + arguments)
        #expect(run == .expect(2, stderr: message))
    }

    @Test(arguments: [
        ([], "Error: --model is required (or --openapi)"),
        (
            ["--openapi", "--model", "Person"],
            "Error: --openapi describes every model: leave out --model, --scenario and --strict"
        ),
        (
            ["--model", "Person", "--locale", "de_CH!"],
            "Error: --locale 'de_CH!' is not a language tag (de, de-CH, pt-BR)"
        ),
    ])
    func usageErrorsExitWithStatus2(_ arguments: [String], _ message: String) throws {
        let run = try VerdictProcess.run(["schema", "--rules", "rules/person"] + arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix(message + "\n"))
    }
}

/// Checks an OpenAPI document with `openapi-spec-validator` (through `scripts/jsonschema-check.py
/// --openapi`), in the Python of ``SchemaTools``.
enum OpenAPIChecker {
    /// `ok`, or the validator's complaint.
    static func check(_ document: String) throws -> String {
        let result = try SchemaTools.withFile(document, suffix: ".json") {
            try SchemaTools.run(script: "jsonschema-check.py", ["--openapi", $0])
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines) + result.errors
    }
}

/// Bounds JSON cannot write, through `verdict schema`.
@Suite struct UnwritableBoundCommandTests {
    /// `math.huge` as a bound exported `"maximum": null`, which no JSON Schema validator accepts.
    @Test func aBoundJSONCannotWriteIsLeftOut() throws {
        let source =
            #"return { model = "Huge", rules = { { "n", "max", math.huge }, { "m", "range", 0, math.huge } } }"#
        let folder = try Fixtures.folder(withRules: "huge", source)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try VerdictProcess.run(["schema", "--rules", "huge", "--model", "Huge"], in: folder)
        #expect(run.status == 0)
        #expect(!run.stdout.contains(#""maximum": null"#) && !run.stdout.contains(#""minimum": null"#))
        #expect(!run.stdout.contains(#""maximum""#))  // both maxima are math.huge: no bound at all
        #expect(run.stdout.contains(#""minimum": 0"#))
    }
}
