import Foundation
import Testing
import Verdict

@testable import VerdictLua

/// The differential test of schema export: each model's exported JSON Schema, checked by an
/// independent validator (Python's `jsonschema`, see ``JSONSchemaChecker``), against Verdict itself
/// on the model's examples and on at least 10,000 records generated around its rules
/// (``SchemaRecordGenerator``). The schema must never reject a record Verdict accepts; a schema that
/// says it is exact must agree with Verdict on every record. A failure prints the record and both
/// verdicts.
@Suite(.serialized)
struct ModelDefinitionSchemaDifferentialTests {
    /// Records generated for each model in its default scenario; other scenarios and strict mode get
    /// ``otherRecords`` each.
    static let records = 10_000
    static let otherRecords = 1_500
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    static let shippedRules = JSONSchemaChecker.repository.appendingPathComponent("rules")
    static let schemaFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SchemaFixtures")
    static let cliFixtures = JSONSchemaChecker.repository.appendingPathComponent("Tests/VerdictCLITests/Fixtures/rules")

    @Test func shippedModelsSchemasNeverRejectWhatVerdictAccepts() throws {
        let summary = try Self.compare(directory: Self.shippedRules, seed: 1)
        #expect(summary.failures.isEmpty, "\(summary.failures.joined(separator: "\n\n"))")
        #expect(summary.accepted > 2_000, "too few accepted records to test soundness: \(summary.counts)")
    }

    /// 14,000 records a model: `each` and `nested` refuse a value of another type, so fewer of the
    /// generated records pass than did when they let one through, and 10,000 left too few.
    @Test func schemaFixturesAreExactAndSound() throws {
        let summary = try Self.compare(directory: Self.schemaFixtures, seed: 2, records: 14_000)
        #expect(summary.failures.isEmpty, "\(summary.failures.joined(separator: "\n\n"))")
        #expect(summary.exactModels == ["Account", "Comment", "Device"], "\(summary.counts)")
        #expect(summary.accepted > 5_000, "too few accepted records to test soundness: \(summary.counts)")
    }

    /// The command line's rule-set fixtures. The shipped order model, which one of them used to copy,
    /// is compared with the other shipped models (``shippedModelsSchemasNeverRejectWhatVerdictAccepts()``).
    @Test(arguments: ["fx-style", "localized", "multi", "person", "failing"])
    func cliFixtureSchemasNeverRejectWhatVerdictAccepts(_ directory: String) throws {
        let summary = try Self.compare(
            directory: Self.cliFixtures.appendingPathComponent(directory), seed: 3, records: 3_000)
        #expect(summary.failures.isEmpty, "\(summary.failures.joined(separator: "\n\n"))")
    }

    /// `each` and `nested` of the shipped Order model on values of another type: Verdict refuses
    /// each one, with the wrong-type error at the attribute's path, and so does the exported schema.
    @Test func eachAndNestedRefuseOtherTypesAsTheSchemaDoes() throws {
        let engine = try RuleEngine(directory: Self.shippedRules)
        let schema = try engine.jsonSchema(model: "Order")
        let address: Value = ["street": "Main 1", "city": "Leiden", "country": "NL"]
        let item: Value = ["sku": "AB-1", "quantity": 1, "price": 2]
        let base: [String: Value] = ["id": 7, "customerEmail": "ann@example.com", "items": [item], "shipping": address]
        #expect(try engine.validate(.object(base), model: "Order").isValid)
        let cases: [(attribute: String, value: Value, path: String)] = [
            ("items", "notalist", "items"), ("items", 5, "items"), ("items", ["a": 1], "items"),
            ("items", [1, "x"], "items[0]"), ("shipping", "x", "shipping"), ("shipping", [address], "shipping"),
            ("shipping", true, "shipping"),
        ]
        var records: [(case: Int, record: Value)] = [(0, .object(base))]
        for shape in cases {
            var record = base
            record[shape.attribute] = shape.value
            records.append((0, .object(record)))
            let verdict = try engine.validate(.object(record), model: "Order")
            #expect(!verdict.isValid, "\(shape.attribute): \(shape.value)")
            #expect(verdict.errors.first?.attribute == shape.path, "\(shape.attribute): \(shape.value)")
            #expect(verdict.errors.first?.key == .wrongType, "\(shape.attribute): \(shape.value)")
        }
        let answers = try JSONSchemaChecker.check(schemas: [schema.document], records: records)
        #expect(answers.map(\.isValid) == [true] + Array(repeating: false, count: cases.count))
    }

    /// What a comparison found.
    struct Summary {
        var failures: [String] = []
        var accepted = 0
        var total = 0
        var exactModels: [String] = []
        var counts: [String] = []
    }

    /// One model, scenario and strict setting: its schema and records.
    private struct Case {
        let model: ModelDefinition
        let scenario: String
        let strict: Bool
        let schema: ModelSchema
        let records: [Value]
    }

    /// Compares every model of a rules directory, in every scenario, with and without strict.
    static func compare(directory: URL, seed: UInt64, records count: Int = records) throws -> Summary {
        let engine = try RuleEngine(directory: directory)
        var cases: [Case] = []
        var seed = seed
        for model in engine.models {
            for scenario in model.scenarioNames.sorted() {
                for strict in [false, true] {
                    let isMain = scenario == ScenarioList.defaultScenario && !strict
                    let schema = try engine.jsonSchema(model: model.name, scenario: scenario, strict: strict)
                    let seeds = model.examples.filter { ($0.scenario ?? "default") == scenario }.map(\.record)
                    seed &+= 1
                    var generator = SchemaRecordGenerator(
                        ruleSet: model.rules, extraAttributes: model.attributes, seeds: seeds, seed: seed,
                        preferred: strict ? model.safeAttributes(in: scenario) : nil)
                    let records = seeds + generator.records(isMain ? count : otherRecords)
                    cases.append(
                        Case(model: model, scenario: scenario, strict: strict, schema: schema, records: records))
                }
            }
        }
        // Records as JSON carries them: written, then read back as Verdict reads a request.
        let reader = JSONReader()
        let writer = JSONWriter(sortsKeys: true)
        var all: [(case: Int, record: Value)] = []
        for (index, item) in cases.enumerated() {
            for record in item.records { all.append((index, try reader.read(writer.write(record)))) }
        }
        let answers = try JSONSchemaChecker.check(schemas: cases.map(\.schema.document), records: all)
        var summary = Summary()
        var perCase = [(accepted: Int, total: Int, disagreements: Int)](repeating: (0, 0, 0), count: cases.count)
        for ((index, record), answer) in zip(all, answers) {
            let item = cases[index]
            let options = EvaluationOptions(now: now, strict: item.strict)
            let verdict = try engine.validate(record, model: item.model.name, scenario: item.scenario, options: options)
            perCase[index].total += 1
            if verdict.isValid { perCase[index].accepted += 1 }
            guard verdict.isValid != answer.isValid else { continue }
            perCase[index].disagreements += 1
            let unsound = verdict.isValid && !answer.isValid
            guard unsound || item.schema.isExact, summary.failures.count < 12 else { continue }
            summary.failures.append(
                """
                \(unsound ? "UNSOUND" : "NOT EXACT"): model \(item.model.name), scenario \(item.scenario)\
                \(item.strict ? ", strict" : "")
                  record:  \(writer.write(record))
                  Verdict: \(verdict.isValid ? "valid" : "invalid: " + verdict.errors.map(\.description).joined(separator: "; "))
                  schema:  \(answer.isValid ? "valid" : "invalid: " + answer.message)
                """)
        }
        for (index, item) in cases.enumerated() {
            let counts = perCase[index]
            summary.accepted += counts.accepted
            summary.total += counts.total
            if item.schema.isExact, item.scenario == ScenarioList.defaultScenario, !item.strict {
                summary.exactModels.append(item.model.name)
            }
            summary.counts.append(
                "\(item.model.name)/\(item.scenario)\(item.strict ? "/strict" : ""): \(counts.accepted) of \(counts.total) accepted, "
                    + "\(counts.disagreements) disagreements, \(item.schema.isExact ? "exact" : "sound")")
        }
        summary.exactModels.sort()
        print(summary.counts.joined(separator: "\n"))
        return summary
    }
}
